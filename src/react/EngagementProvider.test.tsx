import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { mainnet } from 'viem/chains'
import { createConfig, createStorage, custom, useConfig, WagmiProvider, type Config } from 'wagmi'
import { connect } from 'wagmi/actions'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEngagementClient } from '../core/createEngagementClient.js'
import { createSandbox } from '../sandbox/createSandbox.js'
import { createSandboxSession } from '../sandbox/createSandboxSession.js'
import { demo } from '../service/seed/demo.js'
import { sandboxConnector } from '../sandbox/sandboxConnector.js'
import { useEngagementContext, type EngagementContextValue } from './EngagementContext.js'
import { EngagementProvider } from './EngagementProvider.js'
import { useSession } from './useSession.js'

const baseUrl = 'https://engage.test'

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) }
}

function sandboxConfig(storage = memoryStorage(), ssr = false): Config {
  return createConfig({
    chains: [mainnet],
    connectors: [sandboxConnector({ privateKey: demo.accounts.member.privateKey })],
    transports: { [mainnet.id]: custom({ request: async () => Promise.reject(new Error('offline')) }) },
    storage: createStorage({ storage }),
    multiInjectedProviderDiscovery: false,
    ssr,
  })
}

const useProbe = () => ({ context: useEngagementContext(), queryClient: useQueryClient(), wagmiConfig: useConfig() })

/** Waits for wagmi's reconnect-on-mount to finish, so no update lands after the test. */
const walletSettled = (read: () => EngagementContextValue) => waitFor(() => expect(read().sessionState.status).toBe('disconnected'))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('EngagementProvider', () => {
  it("uses the app's wagmi config and query cache, and leaves them to the app", async () => {
    const appQueryClient = new QueryClient()
    const appConfig = sandboxConfig()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WagmiProvider config={appConfig}>
        <QueryClientProvider client={appQueryClient}>
          <EngagementProvider baseUrl={baseUrl}>{children}</EngagementProvider>
        </QueryClientProvider>
      </WagmiProvider>
    )
    const { result } = renderHook(useProbe, { wrapper })
    expect(result.current.context.queryClient).toBe(appQueryClient)
    expect(result.current.queryClient).toBe(appQueryClient)
    expect(result.current.wagmiConfig).toBe(appConfig)
    await walletSettled(() => result.current.context)
  })

  it("keeps a queryClient prop to engagekit, without overriding the app's provider", async () => {
    const appQueryClient = new QueryClient()
    const engagekitQueryClient = new QueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={appQueryClient}>
        <EngagementProvider baseUrl={baseUrl} queryClient={engagekitQueryClient} wagmiConfig={sandboxConfig()}>
          {children}
        </EngagementProvider>
      </QueryClientProvider>
    )
    const { result } = renderHook(useProbe, { wrapper })
    expect(result.current.context.queryClient).toBe(engagekitQueryClient)
    expect(result.current.queryClient).toBe(appQueryClient)
    await walletSettled(() => result.current.context)
  })

  it('brings its own wagmi config (browser wallets, SSR-safe) and query cache on its own', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => <EngagementProvider baseUrl={baseUrl}>{children}</EngagementProvider>
    const { result, rerender } = renderHook(() => ({ ...useProbe(), session: useSession() }), { wrapper })
    const first = result.current
    expect(first.queryClient).toBe(first.context.queryClient)
    expect(first.wagmiConfig._internal.ssr).toBe(true)
    expect(first.wagmiConfig.connectors.map((connector) => connector.type)).toContain('injected')
    expect(first.context.client.baseUrl).toBe(baseUrl)
    await waitFor(() => expect(result.current.session.status).toBe('disconnected'))
    rerender()
    expect(result.current.wagmiConfig).toBe(first.wagmiConfig)
    expect(result.current.queryClient).toBe(first.queryClient)
    expect(result.current.context.client).toBe(first.context.client)
  })

  it('creates one client per base URL, or uses the one it is given', async () => {
    const seen: EngagementContextValue[] = []
    const Probe = () => {
      seen.push(useEngagementContext())
      return null
    }
    const config = sandboxConfig()
    const view = render(<EngagementProvider baseUrl={baseUrl} wagmiConfig={config}><Probe /></EngagementProvider>)
    view.rerender(<EngagementProvider baseUrl={baseUrl} wagmiConfig={config} entityId="aurora-guild"><Probe /></EngagementProvider>)
    expect(seen.at(-1)!.client).toBe(seen[0]!.client)
    expect(seen.at(-1)!.entityId).toBe('aurora-guild')
    view.rerender(<EngagementProvider baseUrl="https://other.test/" wagmiConfig={config}><Probe /></EngagementProvider>)
    expect(seen.at(-1)!.client.baseUrl).toBe('https://other.test')

    const given = createEngagementClient({ baseUrl, fetch: createSandbox().fetch })
    view.rerender(<EngagementProvider baseUrl={baseUrl} wagmiConfig={config} client={given}><Probe /></EngagementProvider>)
    expect(seen.at(-1)!.client).toBe(given)
    await walletSettled(() => seen.at(-1)!)
  })

  it('hydrates server HTML without a mismatch, then restores the stored session', async () => {
    const sandbox = createSandbox()
    const client = createEngagementClient({ baseUrl, fetch: sandbox.fetch, retry: false })
    const wagmiStorage = memoryStorage()
    const sessions = memoryStorage()
    // A previous visit: the wallet was connected and signed in.
    const earlier = sandboxConfig(wagmiStorage)
    await connect(earlier, { connector: earlier.connectors[0]! })
    const registered = await createSandboxSession(sandbox, demo.accounts.member.privateKey)
    sessions.setItem(`engagekit.session:${baseUrl}:${registered.address}`, JSON.stringify(registered))

    const Status = () => <p data-testid="status">{useSession().status}</p>
    const page = (config: Config) => (
      <EngagementProvider baseUrl={baseUrl} client={client} wagmiConfig={config} storage={sessions}>
        <Status />
      </EngagementProvider>
    )
    const html = renderToString(page(sandboxConfig(wagmiStorage, true)))
    expect(html).toContain('disconnected')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const consoleError = vi.spyOn(console, 'error')
    const onRecoverableError = vi.fn()
    const root = await act(async () => hydrateRoot(container, page(sandboxConfig(wagmiStorage, true)), { onRecoverableError }))
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('signed-in'))
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    act(() => root.unmount())
    container.remove()
  })
})
