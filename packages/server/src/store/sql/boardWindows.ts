import { sql, type Kysely } from 'kysely'
import { slotMs, type CalendarPeriod, type TimeWindow } from '../../engagekit.js'
import type { PeriodKey } from './boardPeriods.js'
import { addToTotals, type TotalChange } from './boardTotals.js'
import type { DatabaseSchema } from './DatabaseSchema.js'

type Db = Kysely<DatabaseSchema>

/** Runs writes that stand or fall together: a transaction on PostgreSQL, the next batch of writes on SQLite. */
export type RunWrite = <T>(work: (db: Db) => Promise<T>) => Promise<T>

const kinds: Record<CalendarPeriod, number> = { day: 1, week: 2, month: 3 }

/**
 * The key of a kept window's totals: its kind (1 a day, 2 a week, 3 a month) times 10,000,000 plus its first 15-minute
 * slot since 1970 (this week in Asia/Kolkata, from 2026-11-29T18:30Z: 21,966,362). Keys of UTC periods are below
 * 1,000,000 (boardPeriods.ts). Undefined for a window that does not begin on a slot's edge (no zone in use today).
 */
export function windowKey(period: CalendarPeriod, window: TimeWindow): PeriodKey | undefined {
  if (window.fromMs % slotMs !== 0) return undefined
  return kinds[period] * 10_000_000 + window.fromMs / slotMs
}

/**
 * A window whose totals an entity keeps: the increments made from `sinceMs` on add to them as they land, and once
 * `filled`, the totals also hold every increment of the window made before (added by {@link fillWindow}).
 */
export type KeptWindow = { period: PeriodKey; fromMs: number; toMs: number; sinceMs: number; filled: boolean; filledTo: string }

/** The entity's kept window of that key, if any. */
export async function keptWindow(db: Db, entityId: string, period: PeriodKey): Promise<KeptWindow | undefined> {
  const row = await db.selectFrom('board_windows').selectAll().where('entity_id', '=', entityId).where('period', '=', period).executeTakeFirst()
  return row && { period, fromMs: Number(row.from_ms), toMs: Number(row.to_ms), sinceMs: Number(row.since_ms), filled: row.filled === 1, filledTo: row.filled_to }
}

/** The keys an increment of the entity made at `nowMs` adds to besides the UTC periods', as a query of `period`. */
export const keptKeysAt = (db: Db, entityId: string, nowMs: number) =>
  db.selectFrom('board_windows').select('period').where('entity_id', '=', entityId).where('from_ms', '<=', nowMs).where('to_ms', '>', nowMs).where('since_ms', '<=', nowMs)

/**
 * How many windows not yet ended an entity keeps at most: four time zones' day, week and month, and the next of each.
 * Every kept window is one more total on each increment it falls in, and anyone who may read a board can name a
 * time zone: past this, boards of other windows are read merged (the same answer, slower).
 */
export const maxKeptWindows = 24

/**
 * Starts keeping a window: false when the entity keeps {@link maxKeptWindows} windows that end after `nowMs` already
 * (nothing changes then, nor when it keeps one of that key already).
 */
export async function keepWindow(db: Db, { entityId, period, window, sinceMs, nowMs }: { entityId: string; period: PeriodKey; window: TimeWindow; sinceMs: number; nowMs: number }): Promise<boolean> {
  const kept = await db.selectFrom('board_windows').select(sql<number>`count(*)`.as('n')).where('entity_id', '=', entityId).where('to_ms', '>', nowMs).executeTakeFirst()
  if (Number(kept?.n ?? 0) >= maxKeptWindows) return false
  await db
    .insertInto('board_windows')
    .values({ entity_id: entityId, period, from_ms: window.fromMs, to_ms: window.toMs, since_ms: sinceMs, filled: sinceMs <= window.fromMs ? 1 : 0, filled_to: '' })
    .onConflict((conflict) => conflict.columns(['entity_id', 'period']).doNothing())
    .execute()
  return true
}

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The increments of the window made before its `sinceMs`, per member and metric: the 15-minute sums of the slots
 * before the one `sinceMs` falls in, and the events of that slot up to `sinceMs` (read through the members active in
 * it). Nothing more is added to them once `sinceMs` has passed.
 */
async function before(db: Db, entityId: string, kept: KeptWindow): Promise<Map<string, Map<string, number>>> {
  const byAddress = new Map<string, Map<string, number>>()
  const add = (address: string, metricId: string, value: number) => {
    const metrics = byAddress.get(address) ?? new Map<string, number>()
    metrics.set(metricId, (metrics.get(metricId) ?? 0) + value)
    byAddress.set(address, metrics)
  }
  const sinceSlot = Math.floor(kept.sinceMs / slotMs)
  const metrics = await db.selectFrom('metrics').select('id').where('entity_id', '=', entityId).execute()
  for (const { id } of metrics) {
    // One metric at a time: each an index range of the 15-minute sums (entity, metric, slot).
    const rows = await db
      .selectFrom('activity')
      .select(['address', sql<number>`sum(total)`.as('value')])
      .where('entity_id', '=', entityId)
      .where('metric_id', '=', id)
      .where('slot', '>=', kept.fromMs / slotMs)
      .where('slot', '<', sinceSlot)
      .groupBy('address')
      .execute()
    for (const row of rows) add(row.address, id, Number(row.value))
    if (kept.sinceMs === sinceSlot * slotMs || kept.sinceMs <= kept.fromMs) continue
    const partial = await db
      .selectFrom('activity')
      .innerJoin('events', (join) => join.onRef('events.entity_id', '=', 'activity.entity_id').onRef('events.address', '=', 'activity.address').onRef('events.metric_id', '=', 'activity.metric_id'))
      .select(['events.address', sql<number>`sum(events.amount)`.as('value')])
      .where('activity.entity_id', '=', entityId)
      .where('activity.metric_id', '=', id)
      .where('activity.slot', '=', sinceSlot)
      .where('events.at', '>=', iso(Math.max(sinceSlot * slotMs, kept.fromMs)))
      .where('events.at', '<', iso(kept.sinceMs))
      .groupBy('events.address')
      .execute()
    for (const row of partial) add(row.address, id, Number(row.value))
  }
  return byAddress
}

/**
 * Adds a kept window's increments made before its `sinceMs` to its totals (and the counts per value bucket), in
 * batches of members by address, each committed with how far it got (`filled_to`): a fill stopped half way is taken
 * up again from there, and two processes never add one member twice (a batch is added only by whoever moves
 * `filled_to` from where it was). The last batch marks the window `filled`, from when boards read its totals.
 * Run it once `sinceMs` has passed by more than any increment takes (the caller's grace): the sums it reads are then
 * final. Resolves with whether the window is filled.
 */
export async function fillWindow(run: RunWrite, db: Db, entityId: string, period: PeriodKey, batchSize = 500): Promise<boolean> {
  let kept: KeptWindow | undefined = await keptWindow(db, entityId, period)
  if (!kept || kept.filled) return kept !== undefined
  const sums = await before(db, entityId, kept)
  const addresses = [...sums.keys()].sort()
  for (;;) {
    const from: string = kept.filledTo
    const batch: string[] = addresses.filter((address) => address > from).slice(0, batchSize)
    const last = batch.length < batchSize || batch[batch.length - 1] === addresses[addresses.length - 1]
    const to: string = batch.length > 0 ? batch[batch.length - 1]! : from
    const taken = await run(async (trx) => {
      const claimed = await trx
        .updateTable('board_windows')
        .set({ filled_to: to, filled: last ? 1 : 0 })
        .where('entity_id', '=', entityId)
        .where('period', '=', period)
        .where('filled', '=', 0)
        .where('filled_to', '=', from)
        .executeTakeFirst()
      if (claimed.numUpdatedRows === 0n) return false
      const changes: TotalChange[] = batch.flatMap((address) => [...sums.get(address)!].filter(([, amount]) => amount !== 0).map(([metricId, amount]) => ({ entityId, metricId, period, address, amount })))
      await addToTotals(trx, changes)
      return true
    })
    if (taken && last) return true
    if (!taken) {
      // Another process moved on: go on from where it got.
      kept = await keptWindow(db, entityId, period)
      if (!kept || kept.filled) return kept !== undefined
    } else kept = { ...kept, filledTo: to }
  }
}
