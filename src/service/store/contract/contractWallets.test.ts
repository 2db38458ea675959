import { createPublicClient, http, type Address, type Hex } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EngagementError } from '../../../core/EngagementError.js'
import { startTestChain, type TestChain } from '../../../../test/support/evm/testChain.js'
import { expectRefusal, expectRefusedWrite, NOW, useContract, wallet } from './setup.js'

// Smart-contract wallets sign in through row 25 (ERC-1271 once deployed, ERC-6492 before), checked on the chain their
// Sign-In with Ethereum message names: here a chain in this process, served over JSON-RPC as `--rpc` would point at.
let chain: TestChain
const rpc: Record<number, string> = {}
beforeAll(async () => {
  chain = await startTestChain(31337)
  rpc[chain.chainId] = chain.url
})
afterAll(() => chain?.close())
const ctx = useContract({ sessionPolicy: { rpc } })

const { account: ownerAccount } = wallet('smart wallet owner')
const owner = { account: ownerAccount, address: ownerAccount.address }
const salt = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`

/** A Sign-In with Ethereum message for `address` on `chainId`. */
const siwe = (address: Address, chainId = 31337, nonce = 'contractwallet1') =>
  createSiweMessage({ address, chainId, domain: 'app.example', nonce, uri: 'https://app.example', version: '1', issuedAt: new Date(NOW) })

describe('row 25: smart-contract wallets', () => {
  it('signs in a deployed wallet (ERC-1271), whose signature then works as its session', async () => {
    const address = await chain.deployWallet(owner.address, salt(1))
    const token = siwe(address)
    const signature = await chain.signAsWallet(owner.account, address, token)
    const result = await ctx.client(null).createUser({ address, token, signature })
    expect(result).toEqual({ success: true, data: { address, isNew: true, createdAt: NOW } })
    const session = { address, signature }
    await ctx.client(session).updateProfile({
      userAddress: address, name: 'Vault', imageUrl: '', bannerUrl: '', subtitle: '', location: '', twitter: '', email: '',
      discordId: '', linkedin: '', instagram: '', website: '',
    })
    expect(await ctx.client(session).getProfile({ userAddress: address })).toMatchObject({ address, name: 'Vault' })
  })

  it('signs in a wallet not deployed yet (ERC-6492), leaving it undeployed', async () => {
    const { address, signature } = await chain.signAsCounterfactualWallet(owner.account, salt(2), siwe(await chain.walletAddress(owner.address, salt(2))))
    const token = siwe(address)
    expect(signature.length).toBeGreaterThan(132)
    await expect(ctx.client(null).createUser({ address, token, signature })).resolves.toMatchObject({ success: true, data: { address, isNew: true } })
    expect(await ctx.client({ address, signature }).getProfile({ userAddress: address })).toMatchObject({ address })
    const code = await createPublicClient({ transport: http(chain.url) }).getCode({ address })
    expect(code ?? '0x').toBe('0x')
  })

  it("refuses a wallet's signature of another message, and registers nothing", async () => {
    const address = await chain.deployWallet(owner.address, salt(3))
    const signature = await chain.signAsWallet(owner.account, address, siwe(address, 31337, 'othermessage1'))
    const error = await expectRefusedWrite(ctx.service, () => ctx.client(null).createUser({ address, token: siwe(address), signature }), 401)
    expect(error.message).toContain('not a signature of token by UserETHAddress')
  })

  it("refuses the owner key's own signature for the wallet's address", async () => {
    const address = await chain.deployWallet(owner.address, salt(4))
    const token = siwe(address)
    const signature = await owner.account.signMessage({ message: token })
    await expectRefusedWrite(ctx.service, () => ctx.client(null).createUser({ address, token, signature }), 401)
  })

  it('refuses a chain the service has no RPC URL for, saying so and how to add one', async () => {
    const address = await chain.walletAddress(owner.address, salt(5))
    const token = siwe(address, 8453)
    const signature = await chain.signAsWallet(owner.account, address, token)
    const calls = chain.calls.length
    const error = await expectRefusedWrite(ctx.service, () => ctx.client(null).createUser({ address, token, signature }), 401)
    expect(error.message).toContain('smart-contract wallets (ERC-1271, ERC-6492) on chain 8453 cannot sign in here')
    expect(error.message).toContain('--rpc 8453=<url>')
    expect(error.message).not.toContain(signature.slice(2, 40))
    expect(chain.calls.length).toBe(calls)
  })

  it('refuses a token that names no chain (not a Sign-In with Ethereum message)', async () => {
    const address = await chain.deployWallet(owner.address, salt(6))
    const token = 'Sign in to Aurora'
    const signature = await chain.signAsWallet(owner.account, address, token)
    const error = await expectRefusal(ctx.client(null).createUser({ address, token, signature }), 401)
    expect(error.message).toContain('this token names none')
  })

  it('still signs in a key (EOA) without asking the chain', async () => {
    const key = wallet('a plain key')
    const token = siwe(key.address as Address)
    const calls = chain.calls.length
    const signature = await key.account.signMessage({ message: token })
    await expect(ctx.client(null).createUser({ address: key.address, token, signature })).resolves.toMatchObject({ success: true })
    expect(chain.calls.length).toBe(calls)
  })

  it('answers 503, changing nothing, when the chain does not answer', async () => {
    const down = await startTestChain(31337)
    const address = await down.deployWallet(owner.address, salt(7))
    const token = siwe(address)
    const signature = await down.signAsWallet(owner.account, address, token)
    await down.close()
    rpc[31337] = down.url
    try {
      const before = await ctx.service.snapshot()
      const error = await ctx.client(null).createUser({ address, token, signature }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(EngagementError)
      expect(error).toMatchObject({ kind: 'api', status: 503 })
      expect((error as Error).message).toContain('RPC of chain 31337 did not answer')
      expect((error as Error).message).not.toContain(down.url)
      expect(await ctx.service.snapshot()).toEqual(before)
    } finally {
      rpc[31337] = chain.url
    }
  })

  it('answers 503 when the RPC configured for a chain serves another one', async () => {
    rpc[10] = chain.url
    try {
      const address = await chain.walletAddress(owner.address, salt(8))
      const token = siwe(address, 10)
      const signature = await chain.signAsWallet(owner.account, address, token)
      const error = await ctx.client(null).createUser({ address, token, signature }).catch((caught: unknown) => caught)
      expect(error).toMatchObject({ kind: 'api', status: 503 })
      expect((error as Error).message).toContain('the RPC configured for chain 10 serves chain 31337')
    } finally {
      delete rpc[10]
    }
  })
})
