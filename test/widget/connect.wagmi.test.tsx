// wagmi's connect hooks, as the widget's ConnectAndSign calls them (useAccount, useConnect, useConnectors,
// useDisconnect), rendered on TanStack Query and on the widget build's stand-in with the sandbox wallet: the same
// states on both. Run by the react-widget-wagmi project, which sends wagmi's '@tanstack/*' imports to
// support/wagmiQuery.ts, where each scenario picks the implementation.
import { act, renderHook, waitFor } from '@testing-library/react'
import { createElement, type ReactNode } from 'react'
import { mainnet } from 'viem/chains'
import { createConfig, custom, useAccount, useConnect, useConnectors, useDisconnect, WagmiContext } from 'wagmi'
import { beforeEach, describe, expect, it } from 'vitest'
import { sandboxConnector } from '../../src/sandbox/sandboxConnector.js'
import { demo } from '../../src/service/seed/demo.js'
import { queryImplementations } from './support/queryImplementations.js'
import { servedMutations, serveWagmiFrom } from './support/wagmiQuery.js'

const owner = demo.accounts.owner.address
const offline = custom({
  request: async () => {
    throw new Error('no RPC in these tests')
  },
})

describe.each(queryImplementations)('wagmi’s connect hooks on %s', (name, impl) => {
  beforeEach(() => serveWagmiFrom(name as Parameters<typeof serveWagmiFrom>[0]))

  const renderWallet = () => {
    const config = createConfig({ chains: [mainnet], connectors: [sandboxConnector({ privateKey: demo.accounts.owner.privateKey })], transports: { [mainnet.id]: offline }, storage: null })
    const client = new impl.QueryClient()
    // As the widget's WalletLayer gives it: wagmi's context inside the group's query client.
    const wrapper = ({ children }: { children?: ReactNode }) => createElement(impl.QueryClientProvider, { client }, createElement(WagmiContext.Provider, { value: config }, children))
    return renderHook(() => ({ account: useAccount(), connect: useConnect(), connectors: useConnectors(), disconnect: useDisconnect() }), { wrapper })
  }

  it('connects the sandbox wallet, refuses to connect it twice, and resets the connection’s state on disconnect', async () => {
    const served = servedMutations[name as keyof typeof servedMutations]
    const { result } = renderWallet()
    expect(servedMutations[name as keyof typeof servedMutations]).toBeGreaterThan(served)
    expect(result.current.account).toMatchObject({ status: 'disconnected', address: undefined })
    expect(result.current.connect).toMatchObject({ status: 'idle', isIdle: true })
    const connector = result.current.connectors[0]!
    let connected: unknown
    await act(async () => {
      connected = await result.current.connect.connectAsync({ connector })
    })
    expect(connected).toEqual({ accounts: [owner], chainId: mainnet.id })
    await waitFor(() => expect(result.current.connect.status).toBe('success'))
    expect(result.current.account).toMatchObject({ status: 'connected', isConnected: true, address: owner, addresses: [owner], chainId: mainnet.id })
    expect(result.current.connect).toMatchObject({ isSuccess: true, data: { accounts: [owner], chainId: mainnet.id }, variables: { connector } })

    let refused: unknown
    await act(async () => {
      refused = await result.current.connect.connectAsync({ connector }).catch((error: unknown) => error)
    })
    expect(refused).toMatchObject({ name: 'ConnectorAlreadyConnectedError' })
    await waitFor(() => expect(result.current.connect).toMatchObject({ status: 'error', isError: true, error: refused }))

    await act(() => result.current.disconnect.disconnectAsync())
    await waitFor(() => expect(result.current.account.status).toBe('disconnected'))
    await waitFor(() => expect(result.current.connect.status).toBe('idle'))
    await waitFor(() => expect(result.current.disconnect.status).toBe('success'))
  })
})
