import type { StreakChange } from '../../core/schemas/increment.js'
import type { Entity, StoredStreak } from '../state.js'
import type { CounterChange, EventDraft, Transaction } from '../store/Store.js'
import { memberTimeZone } from './memberTimeZone.js'
import { extendStreak, streakAt, type StreakView } from './streakAt.js'

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * What an increment does to the member's streak, in its transaction, when it names the metric of the entity's streak:
 * a count above 0 extends the streak for the current period (once per period), after telling what happened since
 * the last extension (`streak.freeze_used` for each period a freeze kept, `streak.ended` when one found none). The
 * change answered (undefined when the increment does not name the metric) and the events to write with it; what
 * follows an extension (afterStreakExtended) is the caller's to run once these events are written.
 */
export async function applyStreak(tx: Transaction, entity: Entity, address: string, changes: readonly CounterChange[], now: string): Promise<{ change: StreakChange | undefined; events: EventDraft[] }> {
  const setting = entity.streak
  if (!setting) return { change: undefined, events: [] }
  const named = changes.filter(({ metric }) => metric.id === setting.metricId)
  if (named.length === 0) return { change: undefined, events: [] }
  const count = named.reduce((sum, { count }) => sum + count, 0)
  const { streak: stored, timeZone: own } = await tx.memberStreak(entity.id, address)
  const timeZone = memberTimeZone(own, entity)
  const before = streakAt(stored, setting, timeZone, Date.parse(now))
  const after = count > 0 ? extendStreak(before, stored, setting, timeZone) : undefined
  if (!after) return { change: { length: before.length, extended: false }, events: [] }
  // Another process extended this period first: it told what happened, and this increment finds the period extended.
  if (!(await tx.saveMemberStreak(entity.id, address, after))) return { change: { length: after.length, extended: false }, events: [] }
  return { change: { length: after.length, extended: true }, events: streakEvents(entity.id, address, now, before, stored, after, timeZone) }
}

/**
 * What an extension tells, in this order: `streak.freeze_used` for each period a freeze kept, `streak.ended` when one
 * found none, then `streak.extended`.
 */
export function streakEvents(entityId: string, address: string, now: string, before: StreakView, stored: StoredStreak | undefined, after: StoredStreak, timeZone: string): EventDraft[] {
  const event = { entityId, at: now, subject: address, audience: 'entity' } as const
  const events: EventDraft[] = []
  let freezes = stored?.freezes ?? 0
  for (const period of before.frozen) {
    freezes -= 1
    events.push({ ...event, type: 'streak.freeze_used', data: { address, periodStart: iso(period.start), periodEnd: iso(period.end), freezes } })
  }
  if (before.ended) events.push({ ...event, type: 'streak.ended', data: { address, length: before.ended.length, endedAt: iso(before.ended.endedAt) } })
  events.push({ ...event, type: 'streak.extended', data: { address, length: after.length, frequency: after.frequency, periodStart: after.lastStart, timeZone } })
  return events
}
