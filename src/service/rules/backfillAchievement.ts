import type { CommandContext } from '../Command.js'
import type { Transaction } from '../store/Store.js'
import { currentStreak } from './currentStreak.js'
import { earnStreakAchievements } from './earnStreakAchievements.js'
import { recordEarned } from './recordEarned.js'

/** Members looked at per transaction of a backfill. */
export const backfillBatchSize = 500

/**
 * One step of the backfill of one pending achievement, in `tx`: awards the next members (by address, after where the
 * last step stopped) whose counter is past its metric threshold, or whose current streak is as long as its streak,
 * with their events, and notes where to resume, or that it is done. Steps of two processes at once award nobody
 * twice. False when there was nothing pending.
 */
export async function backfillAchievement(tx: Transaction, context: Pick<CommandContext, 'now' | 'limits'>, batchSize = backfillBatchSize): Promise<boolean> {
  const [pending] = await tx.pendingBackfills(1)
  if (!pending) return false
  const { entityId, key } = pending
  const achievements = await tx.achievements(entityId)
  const achievement = achievements.find((candidate) => candidate.key === key)
  if (!achievement || achievement.backfill === null) return true
  const { trigger, backfill: after } = achievement
  let addresses: string[] = []
  if (trigger.type === 'metric') {
    addresses = await tx.membersReaching(entityId, trigger.metricId, trigger.threshold, after, batchSize)
    await recordEarned(tx, context, entityId, [achievement], addresses.map((address) => ({ key, address })))
  } else if (trigger.type === 'streak') {
    const entity = await tx.entity(entityId)
    const members = entity ? (await tx.members(entityId)).map((member) => member.address) : []
    addresses = members.filter((address) => address > after).sort().slice(0, batchSize)
    for (const address of addresses) {
      const streak = await currentStreak(tx, entity!, address, context.now)
      if (streak >= trigger.length) await earnStreakAchievements(tx, entity!, address, streak, context)
    }
  }
  await tx.updateAchievement(entityId, key, { backfill: addresses.length < batchSize ? null : addresses[addresses.length - 1]! })
  return true
}
