import type { EntityCommandContext } from '../Command.js'
import { maxCounter } from '../limits.js'
import type { AchievementRecord, CounterChange, Transaction } from '../store/Store.js'
import type { IncrementAnswer } from './IncrementAnswer.js'
import { giverOf } from './giverOf.js'
import { levelsCrossed } from './levelsCrossed.js'
import { metricAchievementsCrossed } from './metricAchievementsCrossed.js'
import type { StreakChange } from '../../core/schemas/increment.js'
import { memberTimeZone } from '../streaks/memberTimeZone.js'
import { extendStreak, streakAt } from '../streaks/streakAt.js'

/**
 * The increment most increments are, made in one statement where the store can (Transaction.incrementAlone): one
 * metric, of a member, with no daily cap, extending no streak, whose new value reaches no level and no achievement.
 * Worked out from the counter as read before, and made only if the counter still holds it, so two increments at once
 * never both decide from the same value. Undefined when the increment is not such a one, or the store did not make
 * it: the caller then makes it the ordinary way (applyIncrements), which tells the same events.
 */
export async function incrementInOneStatement(tx: Transaction, context: EntityCommandContext, address: string, changes: readonly CounterChange[], achievements: readonly AchievementRecord[]): Promise<IncrementAnswer | undefined> {
  if (!tx.incrementAlone || changes.length !== 1) return undefined
  const { entity, now, limits } = context
  const [{ metric, count }] = changes as [CounterChange]
  if (metric.maxPerMemberPerDay !== undefined) return undefined
  if (!(await tx.member(entity.id, address))) return undefined
  let streak: StreakChange | undefined
  if (entity.streak?.metricId === metric.id) {
    // The streak's metric: one whose streak this increment would extend writes it, the ordinary way; one whose
    // period is already extended (most of a day's increments) answers the streak as it is.
    const { streak: stored, timeZone: own } = await tx.memberStreak(entity.id, address)
    const timeZone = memberTimeZone(own, entity)
    const before = streakAt(stored, entity.streak, timeZone, Date.parse(now))
    if (count > 0 && extendStreak(before, stored, entity.streak, timeZone)) return undefined
    streak = { length: before.length, extended: false }
  }
  const before = (await tx.counters(entity.id, address))[metric.id] ?? 0
  const counter = before + count
  if (!(Math.abs(counter) <= maxCounter)) return undefined
  if (metricAchievementsCrossed(achievements, metric.id, before, counter).length > 0) return undefined
  if (metric.name.toLowerCase() === 'xp' && levelsCrossed(await tx.levels(entity.id), before, counter).length > 0) return undefined
  const by = giverOf(context)
  const data = { address, metricId: metric.id, metric: metric.name, count, counter, by }
  const events = [{ type: 'metric.incremented', entityId: entity.id, at: now, subject: address, audience: 'entity', data } as const]
  const keepSince = new Date(Date.parse(now) - limits.eventsRetentionSeconds * 1000).toISOString()
  if (!(await tx.incrementAlone(entity.id, address, { metric, count, before }, events, keepSince, by, now))) return undefined
  return { counters: [{ metric: metric.name, counter }], levelsReached: [], achievementsEarned: [], ...(streak && { streak }) }
}
