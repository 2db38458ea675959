import type { AchievementTrigger } from '../../core/schemas/achievement.js'
import type { StoredTrigger } from '../state.js'
import type { Transaction } from '../store/Store.js'
import { findMetric } from './findMetric.js'

/** A trigger as stored: a metric named by its name or id is kept by id ('not-found' when the entity has no such metric). */
export async function storedTrigger(tx: Transaction, entityId: string, trigger: AchievementTrigger): Promise<StoredTrigger> {
  if (trigger.type !== 'metric') return { ...trigger }
  const metric = findMetric(await tx.metrics(entityId), entityId, trigger.metric)
  return { type: 'metric', metricId: metric.id, threshold: trigger.threshold }
}
