import type { EntityCommandContext } from '../Command.js'
import type { CounterChange, EventDraft, Transaction } from '../store/Store.js'
import { checkDailyCaps } from './checkDailyCaps.js'
import { defaultChain } from './defaultChain.js'
import { giverOf } from './giverOf.js'
import { incrementInOneStatement } from './incrementInOneStatement.js'
import type { IncrementAnswer } from './IncrementAnswer.js'
import { levelsCrossed } from './levelsCrossed.js'
import { metricAchievementsCrossed } from './metricAchievementsCrossed.js'
import { recordEarned } from './recordEarned.js'
import { joinedEvents, tellEvents } from './tellEvents.js'
import { afterStreakExtended } from '../streaks/afterStreakExtended.js'
import { applyStreak } from '../streaks/applyStreak.js'


/**
 * Adds the counts to a user's counters (joining them to the entity first when needed) and writes, in the same
 * transaction, what the increment changed as events: `member.joined`, one `metric.incremented` per metric and one
 * `level.reached` per level the member's XP crossed, what it did to the member's streak (see applyStreak), and one
 * `achievement.earned` per metric achievement whose threshold a counter reached and per streak achievement whose length
 * the streak reached. The value before is the new value less the count, both from the same atomic change, so two
 * increments at once never both claim a level; an achievement is recorded once per member whatever runs. An
 * increment past a metric's daily cap is refused whole first (checkDailyCaps). The most common increment may be made
 * in one statement instead (incrementInOneStatement), with the same answer and events.
 */
export async function applyIncrements(tx: Transaction, context: EntityCommandContext, address: string, changes: readonly CounterChange[]): Promise<IncrementAnswer> {
  const { entity, now, limits } = context
  const by = giverOf(context)
  // Read before the counters move, so a store that fetched them with the entity answers without asking again.
  const achievements = await tx.achievements(entity.id)
  const alone = await incrementInOneStatement(tx, context, address, changes, achievements)
  if (alone) return alone
  await checkDailyCaps(tx, entity, address, changes, Date.parse(now))
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
  // In the order the achievements were made, whichever counter reached each.
  const reached = new Set(counters.flatMap(({ metric, counter }) => metricAchievementsCrossed(achievements, metric.id, counter - (counted.get(metric.id) ?? 0), counter)))
  const crossed = achievements.filter((achievement) => reached.has(achievement))
  const earned = await recordEarned(tx, context, entity.id, achievements, crossed.map(({ key }) => ({ key, address })))
  const streakEarned = streak.change?.extended ? await afterStreakExtended(tx, entity, address, streak.change.length, context, achievements) : []
  const achievementsEarned = [...earned.map(({ address: _address, ...achievement }) => achievement), ...streakEarned]
  return { counters: counters.map(({ metric, counter }) => ({ metric: metric.name, counter })), levelsReached, achievementsEarned, ...(streak.change && { streak: streak.change }) }
}
