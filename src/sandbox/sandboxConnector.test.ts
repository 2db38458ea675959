import { recoverMessageAddress, recoverTypedDataAddress, UserRejectedRequestError } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet, sepolia } from 'viem/chains'
import { createConfig, createStorage, custom } from 'wagmi'
import { connect, disconnect, getConnection, reconnect, signMessage, signTypedData, switchChain } from 'wagmi/actions'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../service/seed/demo.js'
import { sandboxConnector, type SandboxConnector } from './sandboxConnector.js'

const ownerKey = demo.accounts.owner.privateKey
const memberKey = demo.accounts.member.privateKey
const owner = privateKeyToAccount(ownerKey)
const member = privateKeyToAccount(memberKey)

const offline = custom({
  request: async () => {
    throw new Error('this test runs offline')
  },
})

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) }
}

function setup(parameters: Partial<Parameters<typeof sandboxConnector>[0]> = {}, storage = memoryStorage()) {
  const config = createConfig({
    chains: [mainnet, sepolia],
    connectors: [sandboxConnector({ privateKey: ownerKey, ...parameters } as Parameters<typeof sandboxConnector>[0])],
    transports: { [mainnet.id]: offline, [sepolia.id]: offline },
    storage: createStorage({ storage }),
    multiInjectedProviderDiscovery: false,
  })
  const connector = config.connectors[0] as SandboxConnector
  return { config, connector, storage }
}

describe('sandboxConnector', () => {
  it('connects and signs messages with the local key, offline', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { config, connector } = setup()
    const result = await connect(config, { connector })
    expect(result.accounts).toEqual([owner.address])
    expect(result.chainId).toBe(mainnet.id)

    const signature = await signMessage(config, { message: 'hello engagekit' })
    expect(await recoverMessageAddress({ message: 'hello engagekit', signature })).toBe(owner.address)
    expect(fetchSpy).not.toHaveBeenCalled()
    fetchSpy.mockRestore()
  })

  it('signs EIP-712 typed data', async () => {
    const { config, connector } = setup()
    await connect(config, { connector })
    const typedData = {
      domain: { name: 'engagekit', version: '1', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const signature = await signTypedData(config, typedData)
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(owner.address)
  })

  it('accepts a viem local account and a start chain', async () => {
    const { config, connector } = setup({ privateKey: undefined, account: member, chainId: sepolia.id })
    const result = await connect(config, { connector })
    expect(result).toEqual({ accounts: [member.address], chainId: sepolia.id })
  })

  it('rejects signatures with EIP-1193 code 4001 when asked to', async () => {
    let reject = true
    const { config, connector } = setup({ rejectSignatures: () => reject })
    await connect(config, { connector })
    const error = await signMessage(config, { message: 'no' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain('4001')
    let cause: unknown = error
    let rejected = false
    while (cause instanceof Error) {
      if (cause instanceof UserRejectedRequestError) rejected = true
      cause = cause.cause
    }
    expect(rejected).toBe(true)
    reject = false
    await expect(signMessage(config, { message: 'yes' })).resolves.toMatch(/^0x/)
  })

  it('switches accounts and locks, emitting accountsChanged', async () => {
    const { config, connector } = setup()
    await connect(config, { connector })
    connector.setAccount(memberKey)
    expect(getConnection(config).address).toBe(member.address)
    const signature = await signMessage(config, { message: 'as member' })
    expect(await recoverMessageAddress({ message: 'as member', signature })).toBe(member.address)
    connector.setAccount(null)
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('switches chains among the configured ones', async () => {
    const { config, connector } = setup()
    await connect(config, { connector })
    await switchChain(config, { chainId: sepolia.id })
    expect(getConnection(config).chainId).toBe(sepolia.id)
    await expect(connector.switchChain?.({ chainId: 999 })).rejects.toThrow(/Unrecognized chain/)
  })

  it('reconnects after a reload with the same storage, and not after a disconnect', async () => {
    const first = setup()
    await connect(first.config, { connector: first.connector })

    const reloaded = setup({}, first.storage)
    await reconnect(reloaded.config)
    expect(getConnection(reloaded.config)).toMatchObject({ status: 'connected', address: owner.address })

    await disconnect(reloaded.config)
    const again = setup({}, first.storage)
    await reconnect(again.config)
    expect(getConnection(again.config).status).toBe('disconnected')
  })
})
