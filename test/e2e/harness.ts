// Runs the built widget in real Chromium against a sandbox: the example pages are served next to a fresh build of
// dist/widget, and an offline test wallet (a viem local account in Node) is injected as an EIP-6963 wallet.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright'
import { privateKeyToAccount } from 'viem/accounts'
import type { Hex } from 'viem'
import { buildWidget, startExamples, type ExamplesServer } from '../../scripts/serve-examples.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { serveSandbox, type SandboxServer, type ServeSandboxOptions } from '../../src/sandbox/node/serve.js'

export const testWalletName = 'engagekit test wallet'
export const member = privateKeyToAccount(demo.accounts.member.privateKey)

export type Harness = {
  sandbox: SandboxServer
  /** A second service, for pages that use two base URLs. */
  otherSandbox: SandboxServer
  examples: ExamplesServer
  /** The examples server under another origin (localhost instead of 127.0.0.1). */
  otherOrigin: string
  widgetDir: string
  /** Extra pages the examples server serves (path → HTML), for fixtures a test writes itself. */
  pages: Map<string, string>
  browser: Browser
  close(): Promise<void>
}

/** Starts the examples, a fresh widget build and two sandboxes; `sessionPolicy` applies to the first sandbox. */
export async function startHarness(options: { sessionPolicy?: ServeSandboxOptions['sessionPolicy'] } = {}): Promise<Harness> {
  const widgetDir = await mkdtemp(join(tmpdir(), 'engagekit-widget-'))
  await buildWidget(widgetDir)
  const sandbox = await serveSandbox({ port: 0, host: '127.0.0.1', onRequest: () => {}, sessionPolicy: options.sessionPolicy })
  const otherSandbox = await serveSandbox({ port: 0, host: '127.0.0.1', seed: 'empty', onRequest: () => {} })
  const pages = new Map<string, string>()
  const examples = await startExamples({ sandboxUrl: sandbox.url, widgetDir, build: false, pages })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  const port = new URL(examples.url).port
  return {
    sandbox,
    otherSandbox,
    examples,
    otherOrigin: `http://localhost:${port}`,
    widgetDir,
    pages,
    browser,
    async close() {
      await browser.close()
      await examples.close()
      await sandbox.close()
      await otherSandbox.close()
      await rm(widgetDir, { recursive: true, force: true })
    },
  }
}

/** What a page did that a test may want to check. */
export type PageLog = {
  /** Uncaught errors. */
  errors: string[]
  /** console.error lines, except failed resource loads (the IPFS gateways are unreachable here). */
  consoleErrors: string[]
  /** Every URL requested. */
  requests: string[]
}

/** A wallet a test injects: what it is called, its account, its chain and how it signs (`personal_sign`). */
export type TestWallet = { name: string; rdns: string; address: string; chainId: number; sign(message: string): Promise<Hex> }

/** The demo member's key, as a plain EOA wallet on mainnet. */
const memberWallet: TestWallet = {
  name: testWalletName,
  rdns: 'test.engagekit.wallet',
  address: member.address,
  chainId: 1,
  sign: (message) => member.signMessage({ message: message.startsWith('0x') ? { raw: message as Hex } : message }),
}

/** Injects a test wallet, the member's by default (into top-level pages only: wallets are rarely injected into iframes). */
export async function addTestWallet(context: BrowserContext, options: { topOnly?: boolean; wallet?: TestWallet } = {}): Promise<void> {
  const wallet = options.wallet ?? memberWallet
  await context.exposeFunction('__engagekitTestSign', (message: string) => wallet.sign(message))
  await context.addInitScript(
    ({ address, name, rdns, chainId, topOnly }) => {
      if (topOnly && window.top !== window) return
      const connected = 'engagekit-test-wallet.connected'
      const remember = (value: boolean) => (value ? sessionStorage.setItem(connected, '1') : sessionStorage.removeItem(connected))
      const sign = (window as unknown as { __engagekitTestSign: (message: string) => Promise<string> }).__engagekitTestSign
      const provider = {
        async request({ method, params = [] }: { method: string; params?: unknown[] }) {
          switch (method) {
            case 'eth_requestAccounts':
            case 'wallet_requestPermissions':
              remember(true)
              return method === 'eth_requestAccounts' ? [address] : [{ parentCapability: 'eth_accounts' }]
            case 'eth_accounts':
              return sessionStorage.getItem(connected) ? [address] : []
            case 'eth_chainId':
              return `0x${chainId.toString(16)}`
            case 'wallet_revokePermissions':
              remember(false)
              return null
            case 'personal_sign':
              return sign(String(params[0]))
            default:
              throw Object.assign(new Error(`test wallet: ${method} is not supported`), { code: 4200 })
          }
        },
        on() {},
        removeListener() {},
      }
      const info = Object.freeze({ uuid: crypto.randomUUID(), name, icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E', rdns })
      const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
      window.addEventListener('eip6963:requestProvider', announce)
      announce()
    },
    { address: wallet.address, name: wallet.name, rdns: wallet.rdns, chainId: wallet.chainId, topOnly: options.topOnly ?? true },
  )
}

/** A fresh context and page that records errors and requests, with no way out to the internet. */
export async function openPage(harness: Harness, options: { wallet?: boolean | TestWallet } = {}): Promise<{ context: BrowserContext; page: Page; log: PageLog }> {
  const context = await harness.browser.newContext()
  // Only the local servers answer; anything else (IPFS gateways) fails at once instead of timing out.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  if (options.wallet !== false) await addTestWallet(context, { wallet: options.wallet === true ? undefined : options.wallet })
  // Events and CSP violations, from the first moment of every document.
  await context.addInitScript(() => {
    const record = window as unknown as { __events: { type: string; target: string; detail: unknown }[]; __violations: string[] }
    record.__events = []
    record.__violations = []
    for (const name of ['signed-in', 'signed-out', 'error', 'level-up', 'select', 'profile-saved', 'sign-in-request']) {
      document.addEventListener(`engagekit:${name}`, (event) => {
        const target = event.target instanceof Element ? event.target.localName : 'document'
        record.__events.push({ type: event.type, target, detail: (event as CustomEvent).detail })
      })
    }
    document.addEventListener('securitypolicyviolation', (event) => {
      record.__violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`)
    })
  })
  const page = await context.newPage()
  const log: PageLog = { errors: [], consoleErrors: [], requests: [] }
  page.on('pageerror', (error) => log.errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) log.consoleErrors.push(message.text())
  })
  context.on('request', (request) => log.requests.push(request.url()))
  return { context, page, log }
}

/** Registers a session for a demo account (default the member) with the sandbox (row 25) and stores it the way the widget does. */
export async function storedMemberSession(sandbox: SandboxServer, privateKey: `0x${string}` = demo.accounts.member.privateKey): Promise<{ key: string; value: string; signature: string }> {
  const overHttp = { fetch: (input: Request | string | URL, init?: RequestInit) => fetch(input, init) }
  const token = `engagekit e2e ${Date.now()}`
  const { address, signature } = await createSandboxSession(overHttp, privateKey, { baseUrl: sandbox.url, token })
  const baseUrl = sandbox.url.replace(/\/+$/, '')
  return {
    key: `engagekit.session:${baseUrl}:${address}`,
    value: JSON.stringify({ address, signature, token, expiresAt: Date.now() + 60 * 60 * 1000 }),
    signature,
  }
}

/** Signs in through <engage-connect> with the test wallet (the member's, unless another is named). */
export async function signIn(page: Page, walletName = testWalletName): Promise<void> {
  const connect = page.locator('engage-connect').first()
  await connect.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('dialog').getByRole('button', { name: walletName }).click()
  await connect.getByRole('button', { name: 'Sign in' }).click()
  await connect.getByText('Signed in as').first().waitFor()
}
