import { getAddress, isAddress } from 'viem'
import type { AuthMode } from '../../core/internal/transport.js'
import { canonicalSignature, checkNotExpired, userBySignature } from '../model/sessions.js'
import type { SandboxState } from '../state.js'
import { SandboxError } from './SandboxError.js'

/**
 * Resolves the caller from the `address` and `signature` query parameters (spec section 5): the signature must
 * have been registered through row 25 for that same address. Returns the checksummed address, or null when the
 * mode allows no session. A signature is compared in its canonical form (so its malleable twin is the same session)
 * and must not have expired under the session policy (`now`, ISO 8601). Messages never repeat the signature.
 */
export function authenticate(state: SandboxState, query: URLSearchParams, mode: AuthMode, now: string): string | null {
  if (mode === 'none') return null
  const address = query.get('address')?.trim() || undefined
  const given = query.get('signature')?.trim() || undefined
  const signature = given === undefined ? undefined : canonicalSignature(given)
  if (signature === undefined) {
    if (mode === 'optional') return null
    throw new SandboxError(401, 'sign in first: the address and signature query parameters are required')
  }
  if (address === undefined) {
    if (mode === 'required') throw new SandboxError(401, 'sign in first: the address query parameter is required')
    const owner = userBySignature(state, signature)
    if (!owner) throw new SandboxError(401, 'the signature is not registered; create it with GET /api/token')
    checkNotExpired(owner, signature, now)
    return owner.address
  }
  if (!isAddress(address, { strict: false })) throw new SandboxError(401, 'the address query parameter is not an EVM address')
  const checksummed = getAddress(address)
  const user = Object.hasOwn(state.users, checksummed) ? state.users[checksummed] : undefined
  if (!user || !user.signatures.includes(signature)) {
    throw new SandboxError(401, 'the signature is not registered for this address; create it with GET /api/token')
  }
  checkNotExpired(user, signature, now)
  return user.address
}
