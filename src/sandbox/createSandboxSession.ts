import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'
import type { Sandbox } from './createSandbox.js'

/** Options of {@link createSandboxSession}. */
export type SandboxSessionOptions = {
  /** The text to sign; default a fresh EIP-4361 (Sign-In with Ethereum) message for the sandbox. */
  token?: string
  /** Where the registration request is addressed; the sandbox routes on the path only. Default http://sandbox.local. */
  baseUrl?: string
}

/** A registered session: pass `address` and `signature` to the client; `token` is what was signed. */
export type UserSession = { address: string; signature: string; token: string }

/**
 * Signs a token with a private key (offline) and registers the signature through `GET /api/token` on the sandbox,
 * creating the user if needed. Handy in tests: `createSandboxSession(sandbox, demo.accounts.member.privateKey)`.
 * Rejects with the sandbox's message when the registration is refused.
 */
export async function createSandboxSession(
  sandbox: Pick<Sandbox, 'fetch'>,
  privateKey: Hex,
  options: SandboxSessionOptions = {},
): Promise<UserSession> {
  const account = privateKeyToAccount(privateKey)
  const baseUrl = (options.baseUrl ?? 'http://sandbox.local').replace(/\/+$/, '')
  const token =
    options.token ??
    createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: new URL(baseUrl).host,
      uri: baseUrl,
      nonce: generateSiweNonce(),
      version: '1',
      statement: 'Sign in to the engagekit sandbox.',
      issuedAt: new Date(),
    })
  const signature = await account.signMessage({ message: token })
  const url = new URL(`${baseUrl}/api/token`)
  url.search = new URLSearchParams({ UserETHAddress: account.address, token, signature }).toString()
  const response = await sandbox.fetch(new Request(url))
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined
    throw new Error(`createSandboxSession: the sandbox refused the signature (HTTP ${response.status}): ${body?.error?.message ?? 'no message'}`)
  }
  return { address: account.address, signature, token }
}
