import { act, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { mainnet } from 'viem/chains'
import { createConfig, createStorage, custom, type Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import { expect, vi } from 'vitest'
import { createEngagementClient } from '../../src/core/createEngagementClient.js'
import { createSandbox } from '../../src/sandbox/createSandbox.js'
import { demo } from '../../src/service/seed/demo.js'
import { sandboxConnector, type SandboxConnector } from '../../src/sandbox/sandboxConnector.js'
import { useEngagementContext } from '../../src/react/EngagementContext.js'
import { EngagementProvider, type EngagementProviderProps } from '../../src/react/EngagementProvider.js'
import { useSession } from '../../src/react/useSession.js'

/** The service root the test pages talk to (served in-process by a sandbox). */
export const baseUrl = 'https://engage.test'

/** A synchronous in-memory storage whose entries the test can read. */
export function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const offline = custom({
  request: async () => {
    throw new Error('no RPC in these tests')
  },
})

/** Silences and records the console (call in beforeEach), so tests can prove no signature reaches it. */
export function watchConsole(): { text(): string } {
  const lines: string[] = []
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? `${arg.stack} ${String(arg.cause)}` : String(arg))).join(' '))
    })
  }
  return { text: () => lines.join('\n') }
}

/** A page with a sandbox service, an offline wallet (owner's key) and storages that survive "reloads". */
export function createPage(options: { createUserStatus?: number } = {}) {
  const sandbox = createSandbox()
  const row25 = { calls: 0, signatures: [] as string[] }
  const client = createEngagementClient({
    baseUrl,
    retry: false,
    fetch: async (request) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/token') {
        row25.calls++
        row25.signatures.push(url.searchParams.get('signature') ?? '')
        if (options.createUserStatus) return Response.json({ success: false, error: 'refused' }, { status: options.createUserStatus })
      }
      return sandbox.fetch(request)
    },
  })
  const wagmiStorage = memoryStorage()
  const sessionStorage = memoryStorage()
  const wallet = { rejecting: false, signatureRequests: 0 }
  let config!: Config

  /** Mounts a provider (a fresh wagmi config on the same storages, like a page load) and reads useSession (and `use`). */
  function load<Extra = undefined>(props: Partial<EngagementProviderProps> = {}, options: { reactStrictMode?: boolean; use?: () => Extra } = {}) {
    config = createConfig({
      chains: [mainnet],
      connectors: [
        sandboxConnector({
          privateKey: demo.accounts.owner.privateKey,
          // Asked once per signature request, which makes it a counter too.
          rejectSignatures: () => (wallet.signatureRequests++, wallet.rejecting),
        }),
      ],
      transports: { [mainnet.id]: offline },
      storage: createStorage({ storage: wagmiStorage }),
      multiInjectedProviderDiscovery: false,
    })
    const providerConfig = config
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(EngagementProvider, { baseUrl, client, wagmiConfig: providerConfig, storage: sessionStorage, ...props }, children)
    const { use, ...renderOptions } = options
    return renderHook(() => ({ ...useSession(), context: useEngagementContext(), extra: use?.() as Extra }), { wrapper, ...renderOptions })
  }
  const connector = () => config.connectors[0] as SandboxConnector
  const connectWallet = () => act(() => connect(config, { connector: connector() }).then(() => undefined))
  const stored = () => [...sessionStorage.items.values()].map((raw) => JSON.parse(raw) as { signature: string; token: string; expiresAt?: number })
  return { sandbox, client, row25, wallet, sessionStorage, load, connector, connectWallet, stored, config: () => config }
}

/** A test page from {@link createPage}. */
export type Page = ReturnType<typeof createPage>
type Rendered = ReturnType<Page['load']>

/** Calls signIn() inside act and returns what it resolved to. */
export async function signIn(view: Rendered) {
  let session: Awaited<ReturnType<Rendered['result']['current']['signIn']>> = null
  await act(async () => {
    session = await view.result.current.signIn()
  })
  return session
}

/** Loads the page and connects the wallet. */
export async function loadConnected(page: Page, props?: Partial<EngagementProviderProps>) {
  const view = page.load(props)
  await waitFor(() => expect(view.result.current.status).toBe('disconnected'))
  await page.connectWallet()
  expect(view.result.current.status).toBe('connected')
  return view
}

/** Fails when any signature the page produced (or `more`) shows up in the recorded console output. */
export function expectNoSignatureInConsole(page: Page, output: string, ...more: string[]) {
  const text = output.toLowerCase()
  for (const signature of [...page.row25.signatures, ...more]) if (signature) expect(text).not.toContain(signature.toLowerCase().slice(2))
}
