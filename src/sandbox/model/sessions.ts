import { parseSiweMessage } from 'viem/siwe'
import { SandboxError } from '../http/SandboxError.js'
import type { SandboxState, SandboxUser } from '../state.js'
import type { SandboxSessionPolicy } from './sessionPolicy.js'

// The order of secp256k1: a signature (r, s) and its twin (r, n − s) are both valid; only s ≤ n/2 is canonical.
const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const hexSignature = /^0x[0-9a-f]{130}$/

/**
 * A signature in the one form the sandbox stores: lower-case, and for a 65-byte (r, s, v) signature with s in the
 * lower half of the curve order (EIP-2), v flipped to match. So the malleable twin of a signature is the same session.
 */
export function canonicalSignature(signature: string): string {
  const lower = signature.trim().toLowerCase()
  if (!hexSignature.test(lower)) return lower
  const s = BigInt(`0x${lower.slice(66, 130)}`)
  if (s <= curveOrder / 2n) return lower
  const v = Number.parseInt(lower.slice(130), 16)
  const flipped = v === 27 || v === 28 ? 55 - v : v === 0 || v === 1 ? 1 - v : v
  return `${lower.slice(0, 66)}${(curveOrder - s).toString(16).padStart(64, '0')}${flipped.toString(16).padStart(2, '0')}`
}

// Signature → address, built on first use for each users table; a miss falls back to a scan, so changes made to
// `state` directly (tests) are still found.
const indexes = new WeakMap<object, Map<string, string>>()

/** The user who registered this (canonical) signature, if any. */
export function userBySignature(state: SandboxState, signature: string): SandboxUser | undefined {
  let index = indexes.get(state.users)
  if (!index) {
    index = new Map()
    for (const user of Object.values(state.users)) for (const known of user.signatures) index.set(known, user.address)
    indexes.set(state.users, index)
  }
  const indexed = index.get(signature)
  const user = indexed === undefined || !Object.hasOwn(state.users, indexed) ? undefined : state.users[indexed]
  if (user?.signatures.includes(signature)) return user
  const found = Object.values(state.users).find((candidate) => candidate.signatures.includes(signature))
  if (found) index.set(signature, found.address)
  return found
}

/** Throws a 401 when the policy has ended this session. */
export function checkNotExpired(user: SandboxUser, signature: string, now: string): void {
  const expiresAt = user.sessionExpiry?.[signature]
  if (expiresAt !== undefined && expiresAt <= now) throw new SandboxError(401, 'the session has expired: sign in again (GET /api/token)')
}

/**
 * Applies the session policy to a token about to be registered: refuses what it does not allow (400, or 401 for an
 * expired or reused message) and returns when the session will end (ISO 8601), or undefined for never.
 */
export function sessionEnd(state: SandboxState, policy: SandboxSessionPolicy, token: string, now: string): string | undefined {
  const ends: number[] = []
  if (policy.ttlSeconds !== undefined) ends.push(Date.parse(now) + policy.ttlSeconds * 1000)
  const { siwe } = policy
  if (siwe) {
    const message = parseSiweMessage(token)
    const isSiwe = message.domain !== undefined && message.nonce !== undefined && message.address !== undefined
    if (!isSiwe) {
      if (siwe.required) throw new SandboxError(400, 'token must be a Sign-In with Ethereum (EIP-4361) message')
    } else {
      if (siwe.domains && !siwe.domains.includes(message.domain!)) throw new SandboxError(401, `the message is for ${message.domain}, which this service does not accept`)
      const time = Date.parse(now)
      const expires = message.expirationTime?.getTime()
      if (expires !== undefined && !(expires > time)) throw new SandboxError(401, 'the message has expired: sign a new one')
      const notBefore = message.notBefore?.getTime()
      if (notBefore !== undefined && !(notBefore <= time)) throw new SandboxError(401, 'the message is not valid yet (notBefore)')
      if (state.usedNonces && Object.hasOwn(state.usedNonces, message.nonce!)) throw new SandboxError(401, 'the message\'s nonce has been used: sign a new message')
      if (expires !== undefined) ends.push(expires)
    }
  }
  return ends.length === 0 ? undefined : new Date(Math.min(...ends)).toISOString()
}

/** Records that a SIWE token's nonce is used (call once the registration is certain). */
export function useNonce(state: SandboxState, policy: SandboxSessionPolicy, token: string): void {
  if (!policy.siwe) return
  const { nonce } = parseSiweMessage(token)
  if (nonce !== undefined) (state.usedNonces ??= {})[nonce] = true
}

/** Adds a signature to a user's sessions, with its end when the policy gives one. */
export function registerSignature(state: SandboxState, user: SandboxUser, signature: string, expiresAt: string | undefined): void {
  if (!user.signatures.includes(signature)) user.signatures.push(signature)
  if (expiresAt !== undefined) (user.sessionExpiry ??= {})[signature] = expiresAt
  else if (user.sessionExpiry) delete user.sessionExpiry[signature]
  indexes.get(state.users)?.set(signature, user.address)
}
