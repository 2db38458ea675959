import { getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { ServiceError } from '../ServiceError.js'
import { issuedAtToleranceSeconds, type SessionPolicy } from '../sessionPolicy.js'

/** When a session will end (ISO 8601, or undefined for never) and the Sign-In with Ethereum nonce it uses, if any. */
export type SessionTerms = { expiresAt: string | undefined; nonce: string | undefined }

type SiweMessage = ReturnType<typeof parseSiweMessage>

// The words every EIP-4361 message has on its first line: text with them is meant as one, and must parse as one.
const siwePreamble = 'wants you to sign in with your Ethereum account'

/** Whether `domain` (a message's `host[:port]`) is on the list; `host:*` takes that host on any port or none. */
export function domainAllowed(domains: readonly string[], domain: string): boolean {
  const wanted = domain.toLowerCase()
  return domains.some((entry) => {
    const allowed = entry.toLowerCase()
    if (!allowed.endsWith(':*')) return allowed === wanted
    const host = allowed.slice(0, -2)
    return wanted === host || (wanted.startsWith(`${host}:`) && /^\d{1,5}$/.test(wanted.slice(host.length + 1)))
  })
}

const incomplete = (what: string) => new ServiceError('invalid-input', `token is not a complete Sign-In with Ethereum (EIP-4361) message: ${what}`, { field: 'token' })

// The fields `tokens: 'siwe'` requires after the address, in the order EIP-4361 writes them, and why each is needed.
const requiredFields = [
  ['URI', ''],
  ['Version', ''],
  ['Chain ID', ''],
  ['Nonce', ' (this service requires one: each signs in once)'],
  ['Issued At', ' (this service requires one: a message is taken within minutes of it)'],
] as const

/** The message must be whole: every field `tokens: 'siwe'` requires, in EIP-4361's form and order. */
function requireComplete(token: string, message: SiweMessage): void {
  if (message.domain === undefined || message.address === undefined) throw incomplete("its first lines are not '<domain> wants you to sign in with your Ethereum account:' and an address")
  for (const [field, why] of requiredFields) if (!token.includes(`\n${field}: `)) throw incomplete(`it has no ${field}${why}`)
  if (message.uri === undefined || message.version !== '1' || message.chainId === undefined || message.nonce === undefined || message.issuedAt === undefined) {
    throw incomplete('its fields are not in the form and order EIP-4361 gives them (URI, Version: 1, Chain ID, Nonce of letters and digits, Issued At)')
  }
  if (!isAddress(message.address, { strict: false })) throw incomplete('its address is not an EVM address')
  if (message.nonce.length < 8) throw incomplete('its Nonce must be at least 8 letters and digits')
  if (Number.isNaN(message.issuedAt.getTime())) throw incomplete('its Issued At is not a time')
}

/** `tokens: 'siwe'`: the message must be a whole EIP-4361 message for this service, by this signer, issued about now. */
function checkStrict(policy: SessionPolicy, token: string, message: SiweMessage, signer: string, time: number): void {
  if (!token.includes(siwePreamble)) throw new ServiceError('invalid-input', 'token is not a Sign-In with Ethereum (EIP-4361) message: this service registers only those', { field: 'token' })
  requireComplete(token, message)
  if (getAddress(message.address!) !== getAddress(signer)) throw new ServiceError('unauthorized', `the message signs in ${getAddress(message.address!)}, not UserETHAddress`)
  const issued = message.issuedAt!.getTime()
  const tolerance = issuedAtToleranceSeconds * 1000
  if (issued < time - tolerance) throw new ServiceError('unauthorized', `the message's Issued At is more than ${issuedAtToleranceSeconds / 60} minutes old: sign a new one`)
  if (issued > time + tolerance) throw new ServiceError('unauthorized', `the message's Issued At is more than ${issuedAtToleranceSeconds / 60} minutes in the future: check the device's clock`)
}

/**
 * Applies the session policy to a token `signer` signed, about to be registered: refuses what it does not allow
 * ('invalid-input' for a token that is not what the policy takes, 'unauthorized' for a message for another domain or
 * signer, expired, not valid yet, or issued too far from now; each message names its rule and never the signature)
 * and returns when the session will end and the nonce to record (each registers once: the command checks that in the
 * store).
 */
export function sessionTerms(policy: SessionPolicy, token: string, signer: string, now: string): SessionTerms {
  const time = Date.parse(now)
  const ends: number[] = []
  if (policy.ttlSeconds !== undefined) ends.push(time + policy.ttlSeconds * 1000)
  const strict = policy.tokens === 'siwe'
  if (!strict && !policy.siwe) return { expiresAt: ends.length === 0 ? undefined : new Date(Math.min(...ends)).toISOString(), nonce: undefined }
  const message = parseSiweMessage(token)
  let nonce: string | undefined
  if (strict) checkStrict(policy, token, message, signer, time)
  const isSiwe = message.domain !== undefined && message.nonce !== undefined && message.address !== undefined
  if (!isSiwe) {
    if (policy.siwe?.required) throw new ServiceError('invalid-input', 'token must be a Sign-In with Ethereum (EIP-4361) message', { field: 'token' })
  } else {
    const domains = policy.siwe?.domains
    if (domains && !domainAllowed(domains, message.domain!)) throw new ServiceError('unauthorized', `the message is for ${message.domain}, a domain this service does not serve`)
    const expires = message.expirationTime?.getTime()
    if (expires !== undefined && !(expires > time)) throw new ServiceError('unauthorized', 'the message has expired (Expiration Time): sign a new one')
    const notBefore = message.notBefore?.getTime()
    if (notBefore !== undefined && !(notBefore <= time)) throw new ServiceError('unauthorized', 'the message is not valid yet (Not Before)')
    if (expires !== undefined) ends.push(expires)
    nonce = message.nonce
  }
  return { expiresAt: ends.length === 0 ? undefined : new Date(Math.min(...ends)).toISOString(), nonce }
}
