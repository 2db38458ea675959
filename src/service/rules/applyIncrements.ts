import type { EntityCommandContext } from '../Command.js'
import type { CounterChange, EventDraft, Transaction } from '../store/Store.js'
import { defaultChain } from './defaultChain.js'
import { giverOf } from './giverOf.js'
import { levelsCrossed, type LevelReached } from './levelsCrossed.js'
import { joinedEvents, tellEvents } from './tellEvents.js'
import type { StreakChange } from '../../core/schemas/increment.js'
import { applyStreak } from '../streaks/applyStreak.js'

/**
 * What rows 3 and 4 answer besides row 3's own fields: the counters moved, the levels reached and, when the increment
 * named the metric of the entity's streak, what it did to the member's streak.
 */
export type IncrementAnswer = { counters: { metric: string; counter: number }[]; levelsReached: LevelReached[]; streak?: StreakChange }

/**
 * Adds the counts to a user's counters (joining them to the entity first when needed) and writes, in the same
 * transaction, what the increment changed as events: `member.joined`, one `metric.incremented` per metric and one
 * `level.reached` per level the member's XP crossed, then what it did to the member's streak (see applyStreak). The XP before is the new value less the count, both from the
 * same atomic change, so two increments at once never both claim a level.
 */
export async function applyIncrements(tx: Transaction, context: EntityCommandContext, address: string, changes: readonly CounterChange[]): Promise<IncrementAnswer> {
  const { entity, now, limits } = context
  const by = giverOf(context)
  const { counters, joined } = await tx.addToCounters(entity.id, address, changes, { chain: defaultChain, maxMembers: limits.maxMembersPerEntity, now }, by)
  const counted = new Map<string, number>()
  for (const { metric, count } of changes) counted.set(metric.id, (counted.get(metric.id) ?? 0) + count)
  const xp = counters.find(({ metric }) => metric.name.toLowerCase() === 'xp')
  const levelsReached = xp ? levelsCrossed(await tx.levels(entity.id), xp.counter - (counted.get(xp.metric.id) ?? 0), xp.counter) : []
  const events: EventDraft[] = joined ? joinedEvents(entity.id, [joined], now) : []
  for (const { metric, counter } of counters) {
    const data = { address, metricId: metric.id, metric: metric.name, count: counted.get(metric.id) ?? 0, counter, by }
    events.push({ type: 'metric.incremented', entityId: entity.id, at: now, subject: address, audience: 'entity', data })
  }
  for (const { level, name } of levelsReached) {
    events.push({ type: 'level.reached', entityId: entity.id, at: now, subject: address, audience: 'entity', data: { address, level, name } })
  }
  const streak = await applyStreak(tx, entity, address, changes, now)
  events.push(...streak.events)
  await tellEvents(tx, context, events)
  return { counters: counters.map(({ metric, counter }) => ({ metric: metric.name, counter })), levelsReached, ...(streak.change && { streak: streak.change }) }
}
