// Checks examples/rainbowkit as a new user would meet it (run after `npm run build`): packs engagekit into the
// example, installs it from that tarball next to wagmi 2 and RainbowKit, type-checks and builds it with Vite, serves
// the build with `vite preview` on a loopback port and signs in end to end in Chromium:
// - a test wallet (an EIP-1193 provider injected before the page's scripts, signing with the sandbox's demo member
//   key) connects through RainbowKit's ConnectButton and browser-wallet entry;
// - RainbowKit's "Sign message" asks for exactly one signature, which signs in to engagekit (useRainbowKitAuthentication);
// - the page shows the member's own counters and profile, with no page error, no console error and no request that
//   leaves the machine.
//
//   node scripts/check-example-rainbowkit.mjs [--screenshot <file.png>]    exits 1 with the reasons when a check fails
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright'
import { privateKeyToAccount } from 'viem/accounts'
import { checkReport, commandRunner, freePort } from './lib/exampleCheck.mjs'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const example = join(root, 'examples/rainbowkit')
const { values: options } = parseArgs({ options: { screenshot: { type: 'string' } } })
const env = { ...process.env }
delete env.VITE_ENGAGE_URL // the example runs its own sandbox

const { failures, fail, step } = checkReport()
const run = commandRunner(example, env)

/** Serves the build with `vite preview` on a free loopback port; resolves once it answers. */
async function startPreview() {
  const port = await freePort()
  const child = spawn(process.execPath, [join(example, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: example,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}/`
  const deadline = Date.now() + 30_000
  while (!(await fetch(url).then((response) => response.ok, () => false))) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) throw new Error(`vite preview did not answer in 30 s:\n${output}`)
    await new Promise((wait) => setTimeout(wait, 200))
  }
  return { url, stop: () => child.kill('SIGTERM') }
}

/** The demo member's counters and profile, read through the package's own client from a fresh sandbox (the page's seed). */
async function expectedData() {
  const { createEngagementClient } = await import(join(example, 'node_modules/engagekit/dist/core/index.js'))
  const { createSandbox, createSandboxSession, demo } = await import(join(example, 'node_modules/engagekit/dist/sandbox/index.js'))
  const sandbox = createSandbox()
  const baseUrl = 'http://127.0.0.1'
  const session = await createSandboxSession(sandbox, demo.accounts.member.privateKey, { baseUrl })
  const client = createEngagementClient({ baseUrl, fetch: sandbox.fetch, session })
  const [profile, counters] = await Promise.all([
    client.getProfile({ userAddress: session.address }),
    client.getUserMetrics({ entityId: demo.entityId, userAddress: session.address }),
  ])
  return { member: demo.accounts.member, profile, counters }
}

/** Injects the test wallet as window.ethereum before any of the page's scripts run; signing happens in Node with viem. */
async function addTestWallet(context, privateKey, signatures) {
  const account = privateKeyToAccount(privateKey)
  await context.exposeFunction('__exampleTestSign', (message) => {
    signatures.push(message)
    return account.signMessage({ message: message.startsWith('0x') ? { raw: message } : message })
  })
  await context.addInitScript((address) => {
    let connected = false
    const listeners = new Map()
    window.ethereum = {
      isMetaMask: false,
      async request({ method, params = [] }) {
        switch (method) {
          case 'eth_requestAccounts':
            connected = true
            return [address]
          case 'eth_accounts':
            return connected ? [address] : []
          case 'eth_chainId':
            return '0x1'
          case 'wallet_requestPermissions':
            connected = true
            return [{ parentCapability: 'eth_accounts' }]
          case 'wallet_revokePermissions':
            connected = false
            return null
          case 'personal_sign':
            return window.__exampleTestSign(String(params[0]))
          default:
            throw Object.assign(new Error(`test wallet: ${method} is not supported`), { code: 4200 })
        }
      },
      on(event, listener) {
        listeners.set(listener, event)
      },
      removeListener(event, listener) {
        listeners.delete(listener)
      },
    }
  }, account.address)
}

try {
  if (!existsSync(join(root, 'dist/react/index.js'))) throw new Error('dist/ is missing: run `npm run build` first')
  step('packing engagekit into examples/rainbowkit/engagekit.tgz')
  await run(process.execPath, ['pack-engagekit.mjs'])
  // No lockfile: npm would install the tarball it recorded (from its cache) rather than this build's.
  step('npm install in examples/rainbowkit')
  await run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--prefer-offline', '--loglevel=error'])
  step('tsc and vite build')
  await run('npm', ['run', 'build'])
  step('vite preview')
  const preview = await startPreview()
  const expected = await expectedData()
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  try {
    step('Chromium: connect and sign in with RainbowKit')
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const outside = []
    // Only the preview server answers; anything else (an RPC, a font, telemetry) is recorded and refused.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => (outside.push(`${route.request().url()} ${route.request().postData() ?? ''}`.slice(0, 200)), route.abort()))
    const signatures = []
    await addTestWallet(context, expected.member.privateKey, signatures)
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`))
    page.on('console', (message) => message.type() === 'error' && errors.push(`console error: ${message.text()}`))
    if (process.env.DEBUG_EXAMPLE) page.on('console', (message) => console.log('page:', message.type(), message.text().slice(0, 300)))
    await page.goto(preview.url)

    try {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await page.getByRole('button', { name: /Browser Wallet|Injected Wallet/ }).click()
      await page.getByRole('button', { name: 'Sign message' }).click()
      await page.locator('main[data-session="signed-in"]').waitFor({ timeout: 20_000 })
    } catch (error) {
      if (options.screenshot) await page.screenshot({ path: options.screenshot, fullPage: true })
      throw new Error(`${error.message}\n${[...errors, ...outside].join('\n')}`, { cause: error })
    }
    if (signatures.length !== 1) fail(`the wallet was asked for ${signatures.length} signatures; expected exactly 1`)
    // personal_sign carries the message as hex.
    const signed = signatures[0]?.startsWith('0x') ? Buffer.from(signatures[0].slice(2), 'hex').toString('utf8') : signatures[0]
    if (signed && !signed.includes(expected.member.address)) fail(`the signed message does not name the connected account: ${signed.slice(0, 200)}`)
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('engagekit.session:')))
    if (stored.length !== 1 || !stored[0].endsWith(expected.member.address)) fail(`expected one stored engagekit session for the member, found ${JSON.stringify(stored)}`)

    // The member's own data: a counter with its value, and the saved profile in the editor.
    const panel = page.locator('.ek-metrics-panel')
    const [counter] = expected.counters
    const name = counter?.metric
    if (!name) fail(`no counter found for the member in the sandbox: ${JSON.stringify(expected.counters).slice(0, 200)}`)
    else {
      const shown = await panel.getByText(name, { exact: false }).first().waitFor({ timeout: 10_000 }).then(() => true, () => false)
      if (!shown) fail(`MetricsPanel does not show the member's counter "${name}": ${(await panel.textContent())?.slice(0, 300)}`)
    }
    const profileName = expected.profile.name
    const filled = await page.locator('.ek-profile-editor input').evaluateAll((inputs) => inputs.map((input) => input.value))
    if (profileName && !filled.includes(profileName)) fail(`ProfileEditor does not show the member's name "${profileName}": ${JSON.stringify(filled)}`)
    if (options.screenshot) await page.screenshot({ path: options.screenshot, fullPage: true })

    for (const error of errors) fail(error)
    for (const url of new Set(outside)) fail(`a request left the machine: ${url}`)
  } finally {
    await browser.close()
    preview.stop()
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}

step('done')
if (failures.length > 0) {
  console.error(`RainbowKit example check failed:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('RainbowKit example check passed: it installs from the tarball with wagmi 2, builds, and signs in end to end through RainbowKit.')
