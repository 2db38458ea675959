import { SandboxError } from '../http/SandboxError.js'
import type { RouteContext } from '../http/route.js'
import type { SandboxEntityState } from '../state.js'
import { memberOf } from './members.js'

/** A caller's role in an entity; owners and admins are members too. */
export type Role = 'owner' | 'admin' | 'member'

/** The entity with this id: 404 when there is none. */
export function findEntity(context: RouteContext, entityId: string | undefined): SandboxEntityState {
  const { entities } = context.state
  // Only the state's own keys are entities: `constructor` or `__proto__` is an id like any other, and not found.
  const found = entityId !== undefined && Object.hasOwn(entities, entityId) ? entities[entityId] : undefined
  if (!found) throw new SandboxError(404, `entity ${entityId ?? ''} not found`)
  return found
}

/** The role of an address (checksummed) in an entity, or null for a stranger. */
export function roleOf(entity: SandboxEntityState, address: string | null): Role | null {
  if (address === null) return null
  if (entity.entity.ownerAddress.includes(address)) return 'owner'
  if (entity.entity.adminAddresses.includes(address)) return 'admin'
  return memberOf(entity, address) ? 'member' : null
}

/** The signed-in caller: 401 on a route whose session is optional and none was given. */
export function signedIn(context: RouteContext): string {
  if (context.caller === null) throw new SandboxError(401, 'sign in first: the address and signature query parameters are required')
  return context.caller
}

/** Allows owners, or owners and admins (spec 5.3); 403 for everyone else. */
export function requireRole(context: RouteContext, entity: SandboxEntityState, allowed: 'owner' | 'admin'): void {
  const role = roleOf(entity, signedIn(context))
  if (role === 'owner' || (allowed === 'admin' && role === 'admin')) return
  const who = allowed === 'owner' ? 'owners' : 'admins and owners'
  throw new SandboxError(403, `only the entity's ${who} may do this`)
}
