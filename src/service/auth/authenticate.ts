import { getAddress, isAddress } from 'viem'
import type { AuthMode } from '../../core/internal/transport.js'
import { ServiceError } from '../ServiceError.js'
import type { Transaction } from '../store/Store.js'
import { canonicalSignature } from './canonicalSignature.js'

/** The session a request carries, as the transport found it; either may be missing. */
export type Credentials = { address?: string | undefined; signature?: string | undefined }

/**
 * Resolves the caller from a request's session (spec section 5): the signature must have been registered through
 * row 25 for that same address, and not have ended under the session policy (`now`, ISO 8601). Returns the
 * checksummed address, or null when the mode allows no session. A signature is compared in its canonical form (so
 * its malleable twin is the same session). Messages never repeat the signature.
 */
export async function authenticate(tx: Transaction, credentials: Credentials, mode: AuthMode, now: string): Promise<string | null> {
  if (mode === 'none') return null
  const address = credentials.address?.trim() || undefined
  const given = credentials.signature?.trim() || undefined
  if (given === undefined) {
    if (mode === 'optional') return null
    throw new ServiceError('unauthorized', 'sign in first: the address and signature query parameters are required')
  }
  if (address === undefined && mode === 'required') throw new ServiceError('unauthorized', 'sign in first: the address query parameter is required')
  if (address !== undefined && !isAddress(address, { strict: false })) throw new ServiceError('unauthorized', 'the address query parameter is not an EVM address')
  const session = await tx.session(canonicalSignature(given))
  if (address === undefined) {
    if (!session) throw new ServiceError('unauthorized', 'the signature is not registered; create it with GET /api/token')
  } else if (!session || session.address !== getAddress(address)) {
    throw new ServiceError('unauthorized', 'the signature is not registered for this address; create it with GET /api/token')
  }
  if (session.expiresAt !== undefined && session.expiresAt <= now) throw new ServiceError('unauthorized', 'the session has expired: sign in again (GET /api/token)')
  return session.address
}
