import { ServiceError } from '../ServiceError.js'
import type { SandboxEntity } from '../state.js'
import type { Transaction } from '../store/Store.js'

/** The entity with this id: 'not-found' when there is none. */
export async function findEntity(tx: Transaction, entityId: string | undefined): Promise<SandboxEntity> {
  const found = entityId === undefined ? undefined : await tx.entity(entityId)
  if (!found) throw new ServiceError('not-found', `entity ${entityId ?? ''} not found`)
  return found
}
