import type { Entity } from '../state.js'

/** A role in an entity; owners and admins are members too. */
export type Role = 'owner' | 'admin' | 'member'

/** Whether an address (checksummed) is among the entity's owners or admins; null for anyone else. */
export function roleIn(entity: Entity, address: string | null): 'owner' | 'admin' | null {
  if (address === null) return null
  if (entity.ownerAddress.includes(address)) return 'owner'
  if (entity.adminAddresses.includes(address)) return 'admin'
  return null
}
