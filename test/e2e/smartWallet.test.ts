import { hexToString, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'
import { startTestChain, type TestChain } from '../support/evm/testChain.js'
import { openPage, signIn, startHarness, type Harness, type TestWallet } from './harness.js'

// ConnectAndSign (in <engage-connect>) signing in with smart-contract wallets in real Chromium: an EIP-6963 wallet
// whose account is a contract, as Coinbase Smart Wallet or Safe present themselves, against a sandbox that checks
// their signatures on a chain running in this process (the sandbox's --rpc).

let chain: TestChain
let harness: Harness

beforeAll(async () => {
  chain = await startTestChain(1)
  harness = await startHarness({ sessionPolicy: { rpc: { 1: chain.url } } })
}, 120_000)

afterAll(async () => {
  await harness?.close()
  await chain?.close()
})

const owner = privateKeyToAccount('0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318')
const salt = (n: number): Hex => `0x${n.toString(16).padStart(64, '0')}`
/** What the wallet is asked to sign: personal_sign sends the message as hex. */
const text = (message: string) => (message.startsWith('0x') ? hexToString(message as Hex) : message)

const url = (path: string) => new URL(path, harness.examples.url).href
const page = (body: string) => `<!doctype html><html lang="en"><head><link rel="icon" href="data:,">
  <script type="module" src="/widget/engagekit.js" data-base-url="${harness.sandbox.url}" data-entity-id="${demo.entityId}"></script></head><body>${body}</body></html>`

/** Signs in through <engage-connect> with `wallet`, then reads the wallet's profile with the session the page keeps. */
async function signInWith(wallet: TestWallet) {
  const { context, page: tab, log } = await openPage(harness, { wallet })
  try {
    harness.pages.set('/test/smart-wallet.html', page('<engage-connect></engage-connect>'))
    await tab.goto(url('/test/smart-wallet.html'))
    await signIn(tab, wallet.name)
    const short = `${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`
    await tab.locator('engage-connect').getByText(short).first().waitFor()
    const stored = await tab.evaluate(() => Object.entries(localStorage).find(([key]) => key.startsWith('engagekit.session:'))?.[1])
    const session = JSON.parse(stored ?? '{}') as { address?: string; signature?: string }
    expect(session.address).toBe(wallet.address)
    const profile = await fetch(`${harness.sandbox.url}/api/users/${wallet.address}`, {
      headers: { 'x-engagekit-address': session.address!, 'x-engagekit-signature': session.signature! },
    })
    expect(profile.status).toBe(200)
    expect(log.errors).toEqual([])
    return { session }
  } finally {
    await context.close()
  }
}

describe('smart-contract wallets in ConnectAndSign', () => {
  it('signs in a wallet not deployed yet, with an ERC-6492 signature checked on its chain', async () => {
    const address = await chain.walletAddress(owner.address, salt(1))
    let signed: Hex | undefined
    const wallet: TestWallet = {
      name: 'Smart wallet (counterfactual)',
      rdns: 'test.engagekit.smartwallet',
      address,
      chainId: 1,
      sign: async (message) => (signed = (await chain.signAsCounterfactualWallet(owner, salt(1), text(message))).signature),
    }
    const { session } = await signInWith(wallet)
    expect(session.signature).toBe(signed!.toLowerCase())
    expect(signed!.length).toBeGreaterThan(132)
  })

  it('signs in a deployed wallet, with an ERC-1271 signature', async () => {
    const address = await chain.deployWallet(owner.address, salt(2))
    const wallet: TestWallet = {
      name: 'Smart wallet (deployed)',
      rdns: 'test.engagekit.smartwallet.deployed',
      address,
      chainId: 1,
      sign: (message) => chain.signAsWallet(owner, address, text(message)),
    }
    await signInWith(wallet)
  })
})
