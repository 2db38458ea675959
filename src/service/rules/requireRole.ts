import { ServiceError } from '../ServiceError.js'
import type { Entity } from '../state.js'
import { roleIn } from './roleIn.js'

/** The signed-in caller: 'unauthorized' where the session is optional and none was given. */
export function signedIn(caller: string | null): string {
  if (caller === null) throw new ServiceError('unauthorized', 'sign in first: the address and signature query parameters are required')
  return caller
}

/** Allows owners, or owners and admins (spec 5.3); 'forbidden' for everyone else. */
export function requireRole(entity: Entity, caller: string | null, allowed: 'owner' | 'admin'): void {
  const role = roleIn(entity, signedIn(caller))
  if (role === 'owner' || (allowed === 'admin' && role === 'admin')) return
  const who = allowed === 'owner' ? 'owners' : 'admins and owners'
  throw new ServiceError('forbidden', `only the entity's ${who} may do this`)
}
