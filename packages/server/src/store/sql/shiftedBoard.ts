import { sql, type Kysely } from 'kysely'
import { compareEntries } from '../../engagekit.js'
import type { BoardEntry } from '../../engagekit.js'
import { boardQueries, type StoredBoard } from './boardQueries.js'
import type { PeriodPlan } from './boardPeriods.js'
import type { DatabaseSchema } from './DatabaseSchema.js'

type Db = Kysely<DatabaseSchema>

/** A member whose value on a shifted board differs from their total of the UTC period: both values. */
type Moved = { address: string; key: string; base: number; value: number }

/**
 * A board of a period in a time zone other than UTC's: its UTC period's board (index ranges) with the members who
 * were active in the edges the two do not share moved to their value in the time zone's period. Only those members
 * are read whole, so the board costs what its edges hold, not what the period holds.
 */
export type ShiftedBoard = { stored: StoredBoard; moved: Map<string, Moved>; valued: Moved[]; zero: Moved[] }

const lower = (address: string) => address.toLowerCase()

/** Reads the members active in a plan's edges: what the edges add to each, and their total of the UTC period. */
export async function loadShiftedBoard(db: Db, stored: StoredBoard, plan: PeriodPlan): Promise<ShiftedBoard> {
  const { entityId, metricId, period } = stored
  const edge = ([from, to]: [number, number], sign: 1 | -1) =>
    sql`select address, ${sign} * total as value from activity where entity_id = ${entityId} and metric_id = ${metricId} and slot >= ${from} and slot < ${to}`
  const parts = [...plan.added.map((range) => edge(range, 1)), ...plan.removed.map((range) => edge(range, -1))]
  const { rows } = await sql<{ address: string; delta: number; base: number | null }>`
    select e.address, e.delta, t.value as base
    from (select address, sum(value) as delta from (${sql.join(parts, sql` union all `)}) as parts group by address) as e
    left join board_totals as t on t.entity_id = ${entityId} and t.metric_id = ${metricId} and t.period = ${period} and t.address = e.address
    where e.delta <> 0
      and not exists (select 1 from members as hidden where hidden.entity_id = ${entityId} and hidden.address = e.address and hidden.hidden_from_boards = 1)
  `.execute(db)
  const moved = new Map<string, Moved>()
  for (const row of rows) {
    const base = Number(row.base ?? 0)
    moved.set(row.address, { address: row.address, key: lower(row.address), base, value: base + Number(row.delta) })
  }
  const all = [...moved.values()]
  return {
    stored,
    moved,
    valued: all.filter((entry) => entry.value !== 0).sort(compareEntries),
    zero: all.filter((entry) => entry.value === 0).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
  }
}

const counted = (entries: Iterable<Moved>, test: (entry: Moved) => boolean) => {
  let n = 0
  for (const entry of entries) if (test(entry)) n++
  return n
}

/** Members with a value above `above`, or equal to `equal` and before `before`; all with a value without either. */
export async function shiftedCount(db: Db, board: ShiftedBoard, filter: { above?: number; equal?: number; before?: string }): Promise<number> {
  const inside = (value: number, key: string) =>
    value !== 0 && (filter.equal !== undefined ? value === filter.equal && key < lower(filter.before ?? '') : filter.above === undefined || value > filter.above)
  const stored = await boardQueries.count(db, board.stored, filter)
  return stored - counted(board.moved.values(), (entry) => inside(entry.base, entry.key)) + counted(board.moved.values(), (entry) => inside(entry.value, entry.key))
}

/**
 * Reads a stored list page by page, leaving out the moved members, until `limit` are found or it ends; then merges
 * them with the moved members' own list (already in the same order, after the same point).
 */
async function merged<T>(read: (after: T | undefined, limit: number) => Promise<T[]>, isMoved: (item: T) => boolean, own: readonly T[], order: (a: T, b: T) => number, after: T | undefined, limit: number): Promise<T[]> {
  const found: T[] = []
  let cursor = after
  for (;;) {
    const page = await read(cursor, limit)
    found.push(...page.filter((item) => !isMoved(item)))
    if (found.length >= limit || page.length < limit) break
    cursor = page[page.length - 1]
  }
  return [...found, ...own].sort(order).slice(0, limit)
}

/** A page of members above 0 (`sign` 1) or below (-1), after `after` in board order, or before it with `reverse`. */
export function shiftedPage(db: Db, board: ShiftedBoard, { sign, after, reverse = false, limit }: { sign: 1 | -1; after?: BoardEntry | undefined; reverse?: boolean; limit: number }): Promise<BoardEntry[]> {
  const order = (a: BoardEntry, b: BoardEntry) => (reverse ? -compareEntries(a, b) : compareEntries(a, b))
  const own = board.valued.filter((entry) => Math.sign(entry.value) === sign && (!after || order(entry, after) > 0)).map(({ address, value }) => ({ address, value }))
  return merged((from, n) => boardQueries.page(db, board.stored, { sign, after: from, reverse, limit: n }), (entry) => board.moved.has(entry.address), own, order, after, limit)
}

/** A page of members without a value, by address in lower case, after `after` (before it with `reverse`). */
export function shiftedZeroPage(db: Db, board: ShiftedBoard, { after, reverse = false, limit }: { after?: string | undefined; reverse?: boolean; limit: number }): Promise<string[]> {
  const order = (a: string, b: string) => (lower(a) < lower(b) ? -1 : lower(a) > lower(b) ? 1 : 0) * (reverse ? -1 : 1)
  const own = board.zero.map((entry) => entry.address).filter((address) => after === undefined || order(address, after) > 0)
  return merged((from, n) => boardQueries.zeroPage(db, board.stored, { after: from, reverse, limit: n }), (address) => board.moved.has(address), own, order, after, limit)
}

/** How many members without a value come before `address` (by address in lower case). */
export async function shiftedZeroCountBefore(db: Db, board: ShiftedBoard, address: string): Promise<number> {
  const key = lower(address)
  const stored = await boardQueries.zeroCountBefore(db, board.stored, address)
  return stored - counted(board.moved.values(), (entry) => entry.base === 0 && entry.key < key) + counted(board.moved.values(), (entry) => entry.value === 0 && entry.key < key)
}

/** A member's value on the shifted board. */
export async function shiftedValue(db: Db, board: ShiftedBoard, address: string): Promise<number> {
  return board.moved.get(address)?.value ?? boardQueries.value(db, board.stored, address)
}
