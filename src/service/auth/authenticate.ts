import { getAddress, isAddress } from 'viem'
import type { AuthMode } from '../../core/internal/transport.js'
import type { KeyCaller } from '../Command.js'
import { ServiceError } from '../ServiceError.js'
import type { Transaction } from '../store/Store.js'
import { hashApiKey } from './hashApiKey.js'
import { sessionKey } from './sessionKey.js'

/** The session a request carries, as the transport found it (any part may be missing), or an API key. */
export type Credentials = { address?: string | undefined; signature?: string | undefined; apiKey?: string | undefined }

/**
 * Who a call comes from: a signed-in address, an API key, or (where the session is optional) nobody; for a signed-in
 * caller, the key its session is stored under (what a sign-out ends).
 */
export type Authenticated = { caller: string | null; apiKey: KeyCaller | null; session?: string | undefined }

/** Resolves an API key: 'unauthorized' when no entity has it, or it was revoked. */
async function keyCaller(tx: Transaction, key: string): Promise<KeyCaller> {
  const found = await tx.apiKeyByHash(hashApiKey(key))
  if (!found) throw new ServiceError('unauthorized', 'the API key is not known')
  if (found.revokedAt !== null) throw new ServiceError('unauthorized', 'the API key has been revoked')
  return { id: found.id, entityId: found.entityId }
}

/**
 * Resolves who calls: an API key (`Authorization: Bearer`) when one is given, else the session (spec section 5): the
 * signature must have been registered through row 25 for that same address, and not have ended under the session
 * policy (`now`, ISO 8601). An address is checksummed; null where the mode allows no session. Messages never repeat
 * a signature or a key.
 */
export async function authenticate(tx: Transaction, credentials: Credentials, mode: AuthMode, now: string): Promise<Authenticated> {
  if (mode === 'none') return { caller: null, apiKey: null }
  if (credentials.apiKey !== undefined) return { caller: null, apiKey: await keyCaller(tx, credentials.apiKey) }
  const session = await sessionCaller(tx, credentials, mode, now)
  return session ? { caller: session.address, apiKey: null, session: session.key } : { caller: null, apiKey: null }
}

async function sessionCaller(tx: Transaction, credentials: Credentials, mode: AuthMode, now: string): Promise<{ address: string; key: string } | null> {
  const address = credentials.address?.trim() || undefined
  const given = credentials.signature?.trim() || undefined
  if (given === undefined) {
    if (mode === 'optional') return null
    throw new ServiceError('unauthorized', 'sign in first: the address and signature query parameters are required')
  }
  if (address === undefined && mode === 'required') throw new ServiceError('unauthorized', 'sign in first: the address query parameter is required')
  if (address !== undefined && !isAddress(address, { strict: false })) throw new ServiceError('unauthorized', 'the address query parameter is not an EVM address')
  const key = sessionKey(given)
  const session = await tx.session(key)
  if (address === undefined) {
    if (!session) throw new ServiceError('unauthorized', 'the signature is not registered; create it with GET /api/token')
  } else if (!session || session.address !== getAddress(address)) {
    throw new ServiceError('unauthorized', 'the signature is not registered for this address; create it with GET /api/token')
  }
  if (session.expiresAt !== undefined && session.expiresAt <= now) throw new ServiceError('unauthorized', 'the session has expired: sign in again (GET /api/token)')
  return { address: session.address, key }
}
