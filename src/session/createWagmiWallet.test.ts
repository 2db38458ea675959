import { mainnet } from 'viem/chains'
import { createConfig, createStorage, custom } from 'wagmi'
import { connect } from 'wagmi/actions'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../service/seed/demo.js'
import { sandboxConnector, type SandboxConnector } from '../sandbox/sandboxConnector.js'
import { createControllerPage } from '../../test/session/sessionControllerKit.js'
import { createWagmiWallet } from './createWagmiWallet.js'

const { owner, admin } = demo.accounts

function wagmiConfig() {
  const items = new Map<string, string>()
  return createConfig({
    chains: [mainnet],
    connectors: [sandboxConnector({ privateKey: owner.privateKey })],
    transports: { [mainnet.id]: custom({ request: async () => Promise.reject(new Error('offline')) }) },
    storage: createStorage({ storage: { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) } }),
    multiInjectedProviderDiscovery: false,
  })
}

describe('createWagmiWallet', () => {
  it("follows a wagmi config's account, signs with it and disconnects it", async () => {
    const config = wagmiConfig()
    const wallet = createWagmiWallet(config)
    expect(wallet.getConnection()).toMatchObject({ status: 'disconnected', address: undefined, chainId: undefined })
    const onChange = vi.fn()
    const stop = wallet.watchConnection(onChange)
    await connect(config, { connector: config.connectors[0] })
    expect(wallet.getConnection()).toMatchObject({ status: 'connected', address: owner.address, chainId: mainnet.id })
    expect(onChange).toHaveBeenCalled()

    onChange.mockClear()
    ;(config.connectors[0] as SandboxConnector).setAccount(admin.privateKey)
    expect(wallet.getConnection().address).toBe(admin.address)
    expect(onChange).toHaveBeenCalledTimes(1)
    await expect(wallet.signMessage({ account: admin.address, message: 'hello' })).resolves.toMatch(/^0x[0-9a-f]{130}$/)

    stop()
    await wallet.disconnect()
    expect(wallet.getConnection().status).toBe('disconnected')
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('drives a session controller: sign-in, then an account switch in the wallet ends it', async () => {
    const page = createControllerPage()
    const config = wagmiConfig()
    const controller = page.controller({ wallet: createWagmiWallet(config) })
    controller.subscribe(() => {})
    await connect(config, { connector: config.connectors[0] })
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', address: owner.address })
    expect(await controller.signIn()).toMatchObject({ address: owner.address })
    expect(controller.getSnapshot().status).toBe('signed-in')
    ;(config.connectors[0] as SandboxConnector).setAccount(admin.privateKey)
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', address: admin.address, session: null })
  })
})
