import { sql, type Kysely } from 'kysely'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { hiddenFromBoards } from './hiddenFromBoards.js'
import type { PeriodKey } from './boardPeriods.js'
import { bucketOf } from './valueBuckets.js'

type Db = Kysely<DatabaseSchema>

/** Rows per statement: well within both engines' limits on bound parameters. */
const batchSize = 500

/** An amount added to a member's total of a metric in a period. */
export type TotalChange = { entityId: string; metricId: string; period: PeriodKey; address: string; amount: number }

/**
 * A member's value on a board that went from `from` to `to` (0: no value). With `address`, the move of that member's
 * value, left out while they are hidden from boards (a hidden member is counted in no bucket).
 */
export type ValueMove = { entityId: string; metricId: string; period: PeriodKey; from: number; to: number; address?: string }

/** The moves of members hidden from boards left out: one read of the few hidden members of the entities moved. */
async function shownMoves(db: Db, moves: readonly ValueMove[]): Promise<readonly ValueMove[]> {
  const entities = [...new Set(moves.filter((move) => move.address !== undefined).map((move) => move.entityId))]
  if (entities.length === 0) return moves
  const hidden = new Set<string>()
  for (let start = 0; start < entities.length; start += batchSize) {
    const rows = await db.selectFrom('members').select(['entity_id', 'address']).where('hidden_from_boards', '=', hiddenFromBoards).where('entity_id', 'in', entities.slice(start, start + batchSize)).execute()
    for (const row of rows) hidden.add(JSON.stringify([row.entity_id, row.address]))
  }
  return hidden.size === 0 ? moves : moves.filter((move) => move.address === undefined || !hidden.has(JSON.stringify([move.entityId, move.address])))
}

/**
 * Moves members between the counts per value bucket: out of the bucket of their former value, into that of their
 * new one (0 is counted nowhere: the members without a value are the members less those counted, hidden ones aside).
 */
export async function moveCounts(db: Db, given: readonly ValueMove[]): Promise<void> {
  const moves = await shownMoves(db, given)
  const deltas = new Map<string, { entity_id: string; metric_id: string; period: number; low: number; members: number }>()
  const add = (move: ValueMove, value: number, by: number) => {
    if (value === 0) return
    const low = bucketOf(value)
    const key = JSON.stringify([move.entityId, move.metricId, move.period, low])
    const row = deltas.get(key)
    if (row) row.members += by
    else deltas.set(key, { entity_id: move.entityId, metric_id: move.metricId, period: move.period, low, members: by })
  }
  for (const move of moves) {
    add(move, move.from, -1)
    add(move, move.to, 1)
  }
  const rows = [...deltas.values()].filter((row) => row.members !== 0)
  // In key order, so two writers touching the same buckets take their locks in the same order.
  rows.sort((a, b) => (a.entity_id < b.entity_id ? -1 : a.entity_id > b.entity_id ? 1 : a.metric_id < b.metric_id ? -1 : a.metric_id > b.metric_id ? 1 : a.period - b.period || a.low - b.low))
  for (let start = 0; start < rows.length; start += batchSize) {
    await db
      .insertInto('board_counts')
      .values(rows.slice(start, start + batchSize))
      .onConflict((conflict) => conflict.columns(['entity_id', 'metric_id', 'period', 'low']).doUpdateSet((eb) => ({ members: eb('board_counts.members', '+', eb.ref('excluded.members')) })))
      .execute()
  }
}

/**
 * Adds amounts to members' period totals, and moves them between the counts per value bucket accordingly. Each
 * total is one upsert that returns its new value, so its former one is known exactly whatever other writers do.
 */
export async function addToTotals(db: Db, changes: readonly TotalChange[], moves: ValueMove[] = []): Promise<void> {
  const merged = new Map<string, { entity_id: string; metric_id: string; period: number; address: string; value: number }>()
  for (const change of changes) {
    const key = JSON.stringify([change.entityId, change.metricId, change.period, change.address])
    const row = merged.get(key)
    if (row) row.value += change.amount
    else merged.set(key, { entity_id: change.entityId, metric_id: change.metricId, period: change.period, address: change.address, value: change.amount })
  }
  const rows = [...merged.values()].sort((a, b) =>
    a.entity_id < b.entity_id ? -1 : a.entity_id > b.entity_id ? 1 : a.metric_id < b.metric_id ? -1 : a.metric_id > b.metric_id ? 1 : a.period - b.period || (a.address < b.address ? -1 : a.address > b.address ? 1 : 0),
  )
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize)
    const updated = await db
      .insertInto('board_totals')
      .values(batch)
      .onConflict((conflict) => conflict.columns(['entity_id', 'metric_id', 'period', 'address']).doUpdateSet((eb) => ({ value: eb('board_totals.value', '+', eb.ref('excluded.value')) })))
      .returning(['entity_id', 'metric_id', 'period', 'address', 'value'])
      .execute()
    for (const row of updated) {
      const amount = merged.get(JSON.stringify([row.entity_id, row.metric_id, Number(row.period), row.address]))!.value
      const value = Number(row.value)
      moves.push({ entityId: row.entity_id, metricId: row.metric_id, period: Number(row.period), from: value - amount, to: value, address: row.address })
    }
  }
  await moveCounts(db, moves)
}

/**
 * Adds the moves between buckets PostgreSQL's increments left in `board_count_deltas` to `board_counts`, in one
 * statement: the rows it deletes are those committed when it began, so a move is added once, whoever folds.
 */
export async function foldCountDeltas(db: Db): Promise<void> {
  await sql`
    with moved as (
      delete from board_count_deltas returning entity_id, metric_id, period, low, members
    )
    insert into board_counts (entity_id, metric_id, period, low, members)
    select entity_id, metric_id, period, low, sum(members) from moved
    group by entity_id, metric_id, period, low having sum(members) <> 0
    order by entity_id, metric_id, period, low
    on conflict (entity_id, metric_id, period, low) do update set members = board_counts.members + excluded.members
  `.execute(db)
}

/**
 * Takes a member's values out of the counts per value bucket of every board (`hidden`), or puts them back: their
 * counters (all time) and their period totals. Run with the change of their `hidden_from_boards`, in its transaction,
 * after the member's row is updated (which makes their concurrent increments wait, on PostgreSQL).
 */
export async function moveMemberCounts(db: Db, entityId: string, address: string, hidden: boolean): Promise<void> {
  const counters = await db.selectFrom('counters').select(['metric_id', 'value']).where('entity_id', '=', entityId).where('address', '=', address).where('value', '<>', 0).execute()
  const totals = await db.selectFrom('board_totals').select(['metric_id', 'period', 'value']).where('entity_id', '=', entityId).where('address', '=', address).where('value', '<>', 0).execute()
  const values = [...counters.map((row) => ({ metricId: row.metric_id, period: 0, value: Number(row.value) })), ...totals.map((row) => ({ metricId: row.metric_id, period: Number(row.period), value: Number(row.value) }))]
  await moveCounts(
    db,
    values.map(({ metricId, period, value }) => ({ entityId, metricId, period, from: hidden ? value : 0, to: hidden ? 0 : value })),
  )
}
