import { getAddress, isAddress } from 'viem'
import type { AuthMode } from '../../core/internal/transport.js'
import type { SandboxState, SandboxUser } from '../state.js'
import { SandboxError } from './SandboxError.js'

function userBySignature(state: SandboxState, signature: string): SandboxUser | undefined {
  return Object.values(state.users).find((user) => user.signatures.includes(signature))
}

/**
 * Resolves the caller from the `address` and `signature` query parameters (spec section 5): the signature must
 * have been registered through row 25 for that same address. Returns the checksummed address, or null when the
 * mode allows no session. Messages never repeat the signature.
 */
export function authenticate(state: SandboxState, query: URLSearchParams, mode: AuthMode): string | null {
  if (mode === 'none') return null
  const address = query.get('address')?.trim() || undefined
  const signature = query.get('signature')?.trim().toLowerCase() || undefined
  if (signature === undefined) {
    if (mode === 'optional') return null
    throw new SandboxError(401, 'sign in first: the address and signature query parameters are required')
  }
  if (address === undefined) {
    if (mode === 'required') throw new SandboxError(401, 'sign in first: the address query parameter is required')
    const owner = userBySignature(state, signature)
    if (!owner) throw new SandboxError(401, 'the signature is not registered; create it with GET /api/token')
    return owner.address
  }
  if (!isAddress(address, { strict: false })) throw new SandboxError(401, 'the address query parameter is not an EVM address')
  const user = state.users[getAddress(address)]
  if (!user || !user.signatures.includes(signature)) {
    throw new SandboxError(401, 'the signature is not registered for this address; create it with GET /api/token')
  }
  return user.address
}
