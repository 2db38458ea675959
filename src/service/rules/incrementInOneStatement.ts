import type { EntityCommandContext } from '../Command.js'
import { maxCounter } from '../limits.js'
import type { AchievementRecord, CounterChange, Transaction } from '../store/Store.js'
import type { IncrementAnswer } from './IncrementAnswer.js'
import { giverOf } from './giverOf.js'
import { levelsCrossed } from './levelsCrossed.js'
import { metricAchievementsCrossed } from './metricAchievementsCrossed.js'

/**
 * The increment most increments are, made in one statement where the store can (Transaction.incrementAlone): one
 * metric, of a member, with no daily cap and not the streak's, whose new value reaches no level and no achievement.
 * Worked out from the counter as read before, and made only if the counter still holds it, so two increments at once
 * never both decide from the same value. Undefined when the increment is not such a one, or the store did not make
 * it: the caller then makes it the ordinary way (applyIncrements), which tells the same events.
 */
export async function incrementInOneStatement(tx: Transaction, context: EntityCommandContext, address: string, changes: readonly CounterChange[], achievements: readonly AchievementRecord[]): Promise<IncrementAnswer | undefined> {
  if (!tx.incrementAlone || changes.length !== 1) return undefined
  const { entity, now, limits } = context
  const [{ metric, count }] = changes as [CounterChange]
  if (metric.maxPerMemberPerDay !== undefined || entity.streak?.metricId === metric.id) return undefined
  if (!(await tx.member(entity.id, address))) return undefined
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
  return { counters: [{ metric: metric.name, counter }], levelsReached: [], achievementsEarned: [] }
}
