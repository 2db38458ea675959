import type { Kysely } from 'kysely'
import { periodWindow, type BoardCalendar, type TimeWindow } from '../../engagekit.js'
import type { PeriodKey } from './boardPeriods.js'
import { fillWindow, keepWindow, windowKey, type KeptWindow, type RunWrite } from './boardWindows.js'
import type { DatabaseSchema } from './DatabaseSchema.js'

/** How long after a window is asked for its increments begin adding to it: past the commit of the row that says so. */
export const keepAfterMs = 2_000
/** How long after that its earlier increments are added: every increment made before has committed by then. */
export const fillAfterMs = 10_000
/** A window's successor kept from its first instant, when that is at least this far off (else as a new window). */
const successorLeadMs = 60_000
/** How long a window refused (its entity keeps as many as it may) is not asked for again by this process. */
const refusedForMs = 600_000

/** What the boards of windows in other time zones ask of the store, run one after another in the background. */
export type BoardWindowKeeper = {
  /**
   * A board of a calendar window was read, its kept window as found (undefined: none): keeps the window, fills it
   * once its grace has passed, or keeps the next one of its time zone before it begins.
   */
  seen(entityId: string, calendar: BoardCalendar, window: TimeWindow, period: PeriodKey, kept: KeptWindow | undefined): void
  /** Resolves once what was asked is done (or failed: it is asked again by a later read). */
  idle(): Promise<void>
}

/**
 * The keeper of a store: `read` where it reads what is committed, `run` where it writes, `filled` what follows a
 * fill (PostgreSQL: new statistics, so that its planner knows the window's key holds many rows).
 */
export function boardWindowKeeper(read: Kysely<DatabaseSchema>, run: RunWrite, filled: () => Promise<unknown> = async () => undefined): BoardWindowKeeper {
  let chain: Promise<void> = Promise.resolve()
  const pending = new Set<string>()
  // Successors this process already kept (or found kept): one insert per window, not one per read.
  const successors = new Set<string>()
  // Windows refused, and when: a board read in a time zone past the entity's limit asks again only now and then.
  const refused = new Map<string, number>()
  const keep = (name: string, keeping: Parameters<typeof keepWindow>[1]) =>
    run((db) => keepWindow(db, keeping)).then((done) => {
      if (!done) {
        if (refused.size > 10_000) refused.clear()
        refused.set(name, Date.now())
      }
    })
  const queue = (name: string, work: () => Promise<unknown>) => {
    if (pending.has(name) || Date.now() - (refused.get(name) ?? Number.NEGATIVE_INFINITY) < refusedForMs) return
    pending.add(name)
    chain = chain
      .then(work)
      .then(() => undefined, () => undefined)
      .finally(() => pending.delete(name))
  }
  return {
    seen(entityId, calendar, window, period, kept) {
      const seenAt = Date.now()
      // The service's clock now, however long the work waited in the queue.
      const nowMs = () => calendar.nowMs + (Date.now() - seenAt)
      const name = JSON.stringify([entityId, period])
      if (!kept) {
        queue(name, () => {
          const now = nowMs()
          return keep(name, { entityId, period, window, sinceMs: now + keepAfterMs, nowMs: now })
        })
      } else if (!kept.filled) {
        if (calendar.nowMs >= kept.sinceMs + fillAfterMs) queue(name, async () => (await fillWindow(run, read, entityId, period)) && (await filled()))
      } else if (calendar.nowMs < kept.toMs) {
        const next = periodWindow(calendar.period, calendar.timeZone, kept.toMs)
        const nextPeriod = windowKey(calendar.period, next)
        const nextName = JSON.stringify([entityId, nextPeriod])
        if (nextPeriod === undefined || successors.has(nextName)) return
        if (successors.size > 10_000) successors.clear()
        successors.add(nextName)
        queue(nextName, () => {
          const now = nowMs()
          return keep(nextName, { entityId, period: nextPeriod, window: next, sinceMs: next.fromMs - now >= successorLeadMs ? next.fromMs : now + keepAfterMs, nowMs: now })
        })
      }
    },
    async idle() {
      for (let last; last !== chain; ) await (last = chain)
    },
  }
}
