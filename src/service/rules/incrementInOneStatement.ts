import type { EntityCommandContext } from '../Command.js'
import { maxCounter } from '../limits.js'
import type { StoredStreak } from '../state.js'
import type { AchievementRecord, CounterChange, EventDraft, Transaction } from '../store/Store.js'
import type { IncrementAnswer } from './IncrementAnswer.js'
import { giverOf } from './giverOf.js'
import { levelsCrossed } from './levelsCrossed.js'
import { metricAchievementsCrossed } from './metricAchievementsCrossed.js'
import type { StreakChange } from '../../core/schemas/increment.js'
import { memberTimeZone } from '../streaks/memberTimeZone.js'
import { streakEvents } from '../streaks/applyStreak.js'
import { extendStreak, streakAt } from '../streaks/streakAt.js'

/**
 * The increment most increments are, made in one statement where the store can (Transaction.incrementAlone): one
 * metric, of a member, with no daily cap, whose new value reaches no level and no achievement (a streak's length
 * included).
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
  let extended: { stored: StoredStreak; events: EventDraft[] } | undefined
  if (entity.streak?.metricId === metric.id) {
    // The streak's metric: an increment extends the member's streak once per period (saved with the counter, or
    // neither), unless the length reaches a streak achievement (recorded the ordinary way); the others answer the
    // streak as it is.
    const { streak: stored, timeZone: own } = await tx.memberStreak(entity.id, address)
    const timeZone = memberTimeZone(own, entity)
    const before = streakAt(stored, entity.streak, timeZone, Date.parse(now))
    const after = count > 0 ? extendStreak(before, stored, entity.streak, timeZone) : undefined
    if (after) {
      if (achievements.some(({ trigger }) => trigger.type === 'streak' && trigger.length <= after.length)) return undefined
      extended = { stored: after, events: streakEvents(entity.id, address, now, before, stored, after, timeZone) }
      streak = { length: after.length, extended: true }
    } else {
      streak = { length: before.length, extended: false }
    }
  }
  const before = (await tx.counters(entity.id, address))[metric.id] ?? 0
  const counter = before + count
  if (!(Math.abs(counter) <= maxCounter)) return undefined
  if (metricAchievementsCrossed(achievements, metric.id, before, counter).length > 0) return undefined
  if (metric.name.toLowerCase() === 'xp' && levelsCrossed(await tx.levels(entity.id), before, counter).length > 0) return undefined
  const by = giverOf(context)
  const data = { address, metricId: metric.id, metric: metric.name, count, counter, by }
  const events: EventDraft[] = [{ type: 'metric.incremented', entityId: entity.id, at: now, subject: address, audience: 'entity', data }, ...(extended?.events ?? [])]
  const keepSince = new Date(Date.parse(now) - limits.eventsRetentionSeconds * 1000).toISOString()
  if (!(await tx.incrementAlone(entity.id, address, { metric, count, before }, events, keepSince, by, now, extended?.stored))) return undefined
  return { counters: [{ metric: metric.name, counter }], levelsReached: [], achievementsEarned: [], ...(streak && { streak }) }
}
