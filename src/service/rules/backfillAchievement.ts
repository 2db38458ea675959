import type { CommandContext } from '../Command.js'
import type { Transaction } from '../store/Store.js'
import { recordEarned } from './recordEarned.js'

/** Members looked at per transaction of a backfill. */
export const backfillBatchSize = 500

/**
 * One step of the backfill of one pending achievement, in `tx`: awards the next members (by address, after where the
 * last step stopped) whose counter is past its metric threshold, with their events, and notes where to resume, or
 * that it is done. Steps of two processes at once award nobody twice. False when there was nothing pending.
 */
export async function backfillAchievement(tx: Transaction, context: Pick<CommandContext, 'now' | 'limits'>, batchSize = backfillBatchSize): Promise<boolean> {
  const [pending] = await tx.pendingBackfills(1)
  if (!pending) return false
  const { entityId, key } = pending
  const achievements = await tx.achievements(entityId)
  const achievement = achievements.find((candidate) => candidate.key === key)
  if (!achievement || achievement.backfill === null) return true
  const { trigger } = achievement
  if (trigger.type !== 'metric') {
    await tx.updateAchievement(entityId, key, { backfill: null })
    return true
  }
  const addresses = await tx.membersReaching(entityId, trigger.metricId, trigger.threshold, achievement.backfill, batchSize)
  await recordEarned(tx, context, entityId, [achievement], addresses.map((address) => ({ key, address })))
  await tx.updateAchievement(entityId, key, { backfill: addresses.length < batchSize ? null : addresses[addresses.length - 1]! })
  return true
}
