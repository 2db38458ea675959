import { ServiceError } from '../ServiceError.js'
import type { AchievementRecord, Transaction } from '../store/Store.js'

/** The entity's achievement with this key: 'not-found' when there is none. */
export async function findAchievement(tx: Transaction, entityId: string, key: string): Promise<AchievementRecord> {
  const achievement = (await tx.achievements(entityId)).find((candidate) => candidate.key === key)
  if (!achievement) throw new ServiceError('not-found', `achievement ${key} not found in entity ${entityId}`)
  return achievement
}
