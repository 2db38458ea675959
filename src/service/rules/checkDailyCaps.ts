import type { Entity } from '../state.js'
import { isTimeZone, periodWindow } from '../leaderboard/periodWindow.js'
import { ServiceError } from '../ServiceError.js'
import type { CounterChange, Transaction } from '../store/Store.js'

/**
 * Refuses an increment that would take a member's day of a capped metric past its `maxPerMemberPerDay`: the day is
 * the entity's time zone's (UTC when it has none), and only positive counts count, those already made that day and
 * those of this increment (a correction down frees nothing). The refusal is whole, a 'rate-limited' ServiceError with
 * the code `metric-cap` naming the metric, to retry once the day ends. Read inside the increment's transaction, after
 * the member's turn is taken, so two processes never both pass a cap.
 */
export async function checkDailyCaps(tx: Transaction, entity: Entity, address: string, changes: readonly CounterChange[], nowMs: number): Promise<void> {
  const adding = new Map<string, { metric: CounterChange['metric']; cap: number; count: number }>()
  for (const { metric, count } of changes) {
    const cap = metric.maxPerMemberPerDay
    if (cap === undefined || !(count > 0)) continue
    const entry = adding.get(metric.id) ?? { metric, cap, count: 0 }
    entry.count += count
    adding.set(metric.id, entry)
  }
  if (adding.size === 0) return
  const timeZone = entity.timeZone && isTimeZone(entity.timeZone) ? entity.timeZone : 'UTC'
  const day = periodWindow('day', timeZone, nowMs)
  const counted = await tx.positiveTotals(entity.id, address, [...adding.keys()], day)
  for (const [id, { metric, cap, count }] of adding) {
    const today = counted[id] ?? 0
    if (today + count <= cap) continue
    throw new ServiceError(
      'rate-limited',
      `metric ${metric.name} takes at most ${cap} per member per day (${timeZone}): this member has ${today} today, and ${count} more would pass it`,
      { code: 'metric-cap', retryAfterSeconds: Math.max(1, Math.ceil((day.toMs - nowMs) / 1000)) },
    )
  }
}
