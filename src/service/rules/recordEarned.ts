import type { EarnedAchievement } from '../../core/schemas/achievement.js'
import type { CommandContext } from '../Command.js'
import type { AchievementEarning, AchievementRecord, EventDraft, Transaction } from '../store/Store.js'
import { tellEvents } from './tellEvents.js'

/**
 * Records that members earned achievements (each pair once, whatever runs at the same time) and writes one
 * `achievement.earned` event for each pair this call recorded; the pairs it recorded, as earned achievements.
 */
export async function recordEarned(
  tx: Transaction,
  context: Pick<CommandContext, 'now' | 'limits'>,
  entityId: string,
  achievements: readonly AchievementRecord[],
  earnings: readonly AchievementEarning[],
): Promise<(EarnedAchievement & { address: string })[]> {
  if (earnings.length === 0) return []
  const recorded = await tx.earnAchievements(entityId, earnings, context.now)
  const byKey = new Map(achievements.map((achievement) => [achievement.key, achievement]))
  const earned = recorded.flatMap(({ key, address }) => {
    const achievement = byKey.get(key)
    return achievement ? [{ address, achievement }] : []
  })
  const events: EventDraft[] = earned.map(({ address, achievement: { key, name, trigger } }) => ({
    type: 'achievement.earned',
    entityId,
    at: context.now,
    subject: address,
    audience: 'entity',
    data: { address, key, name, trigger: trigger.type },
  }))
  await tellEvents(tx, context, events)
  return earned.map(({ address, achievement: { key, name, description, imageUrl } }) => ({ address, key, name, description, imageUrl, earnedAt: context.now }))
}
