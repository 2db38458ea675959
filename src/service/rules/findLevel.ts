import { ServiceError } from '../ServiceError.js'
import type { Level } from '../state.js'
import type { Transaction } from '../store/Store.js'

/** The entity's level with this number: 'not-found' when there is none. */
export async function findLevel(tx: Transaction, entityId: string, number: number): Promise<Level> {
  const level = (await tx.levels(entityId)).find((candidate) => candidate.level === number)
  if (!level) throw new ServiceError('not-found', `level ${number} not found in entity ${entityId}`)
  return level
}
