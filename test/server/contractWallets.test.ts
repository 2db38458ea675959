import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestChain, type TestChain } from '../support/evm/testChain.js'
import { runServerCommand, startServerProcess } from './serverProcess.js'
import { privateKeyToAccount } from 'viem/accounts'

let dir: string
let chain: TestChain
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-contract-wallets-'))
  chain = await startTestChain(31337)
})
afterAll(async () => {
  await chain?.close()
  await rm(dir, { recursive: true, force: true })
})

const owner = privateKeyToAccount('0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba')

/** Registers a counterfactual wallet (ERC-6492) through GET /api/token; returns the HTTP status and body. */
async function signInCounterfactual(url: string, salt: number, chainId = 31337) {
  const walletAddress = await chain.walletAddress(owner.address, `0x${salt.toString(16).padStart(64, '0')}`)
  // A Sign-In with Ethereum message for this server, as its default token policy wants.
  const token = createSiweMessage({ address: walletAddress, chainId, domain: new URL(url).host, nonce: `servernonce${salt}`, uri: url, version: '1', issuedAt: new Date() })
  const { address, signature } = await chain.signAsCounterfactualWallet(owner, `0x${salt.toString(16).padStart(64, '0')}`, token)
  const query = new URLSearchParams({ UserETHAddress: address, token, signature })
  const response = await fetch(`${url}/api/token?${query}`)
  return { status: response.status, body: (await response.json()) as { success: boolean; error?: { message: string } }, signature }
}

describe('engagekit-server with smart-contract wallets', () => {
  it('checks them on the chain --rpc names, and never logs their signatures', async () => {
    const server = await startServerProcess(['--database', join(dir, 'rpc.db'), '--rpc', `31337=${chain.url}`])
    try {
      const { status, body, signature } = await signInCounterfactual(server.url, 1)
      expect({ status, body }).toMatchObject({ status: 200, body: { success: true } })
      const log = JSON.stringify(server.lines)
      expect(log).not.toContain(signature.slice(2, 200))
      expect(log).not.toContain(chain.url)
    } finally {
      await server.stop()
    }
  })

  it('reads ENGAGEKIT_RPC_<chainId> from the environment', async () => {
    const server = await startServerProcess(['--database', join(dir, 'env.db'), '--quiet'], { ENGAGEKIT_RPC_31337: chain.url })
    try {
      expect((await signInCounterfactual(server.url, 2)).status).toBe(200)
    } finally {
      await server.stop()
    }
  })

  it('without an RPC URL for the chain, refuses such a sign-in and says how to allow it', async () => {
    const server = await startServerProcess(['--database', join(dir, 'none.db'), '--quiet'])
    try {
      const { status, body } = await signInCounterfactual(server.url, 3)
      expect(status).toBe(401)
      expect(body.error?.message).toContain('--rpc 31337=<url>, or ENGAGEKIT_RPC_31337')
    } finally {
      await server.stop()
    }
  })

  it('refuses an --rpc that is not <chainId>=<http(s) URL>, with exit code 2', async () => {
    const { code, stderr } = await runServerCommand(['--database', join(dir, 'bad.db'), '--rpc', 'base=https://mainnet.base.org'])
    expect(code).toBe(2)
    expect(stderr).toContain('--rpc must be <chainId>=<http(s) URL>')
  })
})
