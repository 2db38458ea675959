import type { EarnedAchievement } from '../../core/schemas/achievement.js'
import type { CommandContext } from '../Command.js'
import { resolveLimits } from '../limits.js'
import type { Entity } from '../state.js'
import type { AchievementRecord, Transaction } from '../store/Store.js'
import { recordEarned } from './recordEarned.js'

/**
 * Awards a member, in the transaction `tx`, every streak achievement of the entity whose length their new streak
 * `length` reaches and that they have not earned yet, with its `achievement.earned` event; the achievements earned
 * now (none when the streak reaches nothing new). `now` is the time (ISO 8601) or the command's context, whose
 * limits then set how long the events are kept; `achievements`, the entity's, when the caller read them already.
 */
export async function earnStreakAchievements(
  tx: Transaction,
  entity: Pick<Entity, 'id'>,
  address: string,
  length: number,
  now: string | Pick<CommandContext, 'now' | 'limits'>,
  known?: readonly AchievementRecord[],
): Promise<EarnedAchievement[]> {
  const context = typeof now === 'string' ? { now, limits: resolveLimits() } : now
  const achievements = known ?? (await tx.achievements(entity.id))
  const reached = achievements.filter(({ trigger }) => trigger.type === 'streak' && trigger.length <= length)
  if (reached.length === 0) return []
  const earned = await recordEarned(tx, context, entity.id, reached, reached.map(({ key }) => ({ key, address })))
  return earned.map(({ address: _address, ...achievement }) => achievement)
}
