import { getAddress, type Address } from 'viem'
import { createSiweMessage, generateSiweNonce } from 'viem/siwe'

/** What a token creator gets: who signs, on which chain, for which service, and a signal that ends the attempt. */
export type CreateTokenParameters = {
  /** Checksummed address of the connected wallet. */
  address: Address
  /** Chain of the wallet connection. */
  chainId: number
  /** The service the session is for. */
  baseUrl: string
  /** Aborted when the sign-in is cancelled, times out or the account changes. */
  signal: AbortSignal
}

/** A token to sign, optionally with the moment its session ends (a `Date` or ms since the epoch). */
export type CreateTokenReturnType = string | { token: string; expiresAt?: Date | number | undefined }

/** Creates the text the wallet signs at sign-in (spec section 5 step a); may ask your server. */
export type CreateTokenFn = (parameters: CreateTokenParameters) => CreateTokenReturnType | Promise<CreateTokenReturnType>

/** Options of {@link createSiweToken} besides {@link CreateTokenParameters}. */
export type CreateSiweTokenOptions = {
  /** The human-readable line the user agrees to. */
  statement?: string | undefined
  /** Session lifetime; default 7 days. */
  expiresInMs?: number | undefined
  /** Defaults to the page's host (or the service's host outside a browser). */
  domain?: string | undefined
  /** Defaults to the page's origin (or the service's origin outside a browser). */
  uri?: string | undefined
  /** Defaults to a fresh random nonce; sign-in libraries that hand out their own pass it here. */
  nonce?: string | undefined
}

const week = 7 * 24 * 60 * 60 * 1000

/** The default token: an EIP-4361 (Sign-In with Ethereum) message for this page, valid for 7 days. */
export function createSiweToken(parameters: Pick<CreateTokenParameters, 'address' | 'chainId' | 'baseUrl'> & CreateSiweTokenOptions): { token: string; expiresAt: number } {
  const { address, chainId, baseUrl, expiresInMs = week } = parameters
  const page = typeof window !== 'undefined' && window.location?.host ? window.location : new URL(baseUrl)
  const issuedAt = new Date()
  const expirationTime = new Date(issuedAt.getTime() + expiresInMs)
  const token = createSiweMessage({
    address: getAddress(address),
    chainId,
    domain: parameters.domain ?? page.host,
    uri: parameters.uri ?? page.origin,
    nonce: parameters.nonce ?? generateSiweNonce(),
    issuedAt,
    expirationTime,
    statement: parameters.statement ?? 'Sign in to take part in this community. This signature costs nothing and sends no transaction.',
    version: '1',
  })
  return { token, expiresAt: expirationTime.getTime() }
}
