import type { Transaction } from '../store/Store.js'
import { roleIn } from './roleIn.js'

/**
 * Whether `caller` reads the contact fields of `user`'s profile: the user themself, and the admins and owners of an
 * entity the user is a member of. Addresses checksummed; null for nobody signed in.
 */
export async function readsContact(tx: Transaction, caller: string | null, user: string): Promise<boolean> {
  if (caller === null) return false
  if (caller === user) return true
  for (const entityId of await tx.entitiesOf(user)) {
    const entity = await tx.entity(entityId)
    if (entity && roleIn(entity, caller) !== null) return true
  }
  return false
}
