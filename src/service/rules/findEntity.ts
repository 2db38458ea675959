import type { Authenticated } from '../auth/authenticate.js'
import { ServiceError } from '../ServiceError.js'
import type { Entity } from '../state.js'
import type { Transaction } from '../store/Store.js'
import { roleIn } from './roleIn.js'

/** Whether `who` may see an entity whose `public` is false: its members (owners and admins too) and its own API keys. */
async function isInside(tx: Transaction, entity: Entity, who: Authenticated): Promise<boolean> {
  if (who.apiKey) return who.apiKey.entityId === entity.id
  if (who.caller === null) return false
  return roleIn(entity, who.caller) !== null || (await tx.member(entity.id, who.caller)) !== undefined
}

/**
 * The entity with this id: 'not-found' when there is none. Given who calls, an entity that is not public is found
 * only for its members, admins, owners and API keys: anyone else gets the very refusal of an entity that does not
 * exist, so a private entity's existence does not show.
 */
export async function findEntity(tx: Transaction, entityId: string | undefined, who?: Authenticated): Promise<Entity> {
  const found = entityId === undefined ? undefined : await tx.entity(entityId)
  if (!found || (who && !found.public && !(await isInside(tx, found, who)))) throw new ServiceError('not-found', `entity ${entityId ?? ''} not found`)
  return found
}
