import { sql, type Kysely } from 'kysely'
import { compareEntries, slotRange } from '../../engagekit.js'
import type { BoardEntry, BoardSource } from '../../engagekit.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { shown } from './boardQueries.js'

type Db = Kysely<DatabaseSchema>

/** A period board's members with a value (other than 0), in board order, and each one's value. */
export type WindowBoard = { valued: BoardEntry[]; values: Map<string, number> }

/**
 * A board of a window that is no calendar period, added up once from its 15-minute slots: every question the board
 * then asks (pages, counts, a member's value) is answered from the result. Calendar periods read their totals
 * (boardQueries.ts, shiftedBoard.ts).
 */
export async function loadWindowBoard(db: Db, source: BoardSource & { window: NonNullable<BoardSource['window']> }): Promise<WindowBoard> {
  const [from, to] = slotRange(source.window)
  // Every address with increments is a member: an increment makes its user one.
  const rows = await db
    .selectFrom('activity')
    .select(['address', sql<number>`sum(total)`.as('value')])
    .where('entity_id', '=', source.entityId)
    .where('metric_id', '=', source.metricId)
    .where('slot', '>=', from)
    .where('slot', '<', to)
    .where(shown('activity'))
    .groupBy('address')
    .having(sql`sum(total)`, '<>', 0)
    .execute()
  const valued = rows.map((row) => ({ address: row.address, value: Number(row.value) })).sort(compareEntries)
  return { valued, values: new Map(valued.map((entry) => [entry.address, entry.value])) }
}

/** The first index in `valued` (board order) that is not before `entry`. */
function indexOf(valued: readonly BoardEntry[], entry: BoardEntry): number {
  let low = 0
  let high = valued.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (compareEntries(valued[middle]!, entry) < 0) low = middle + 1
    else high = middle
  }
  return low
}

/** Members with a value above `above`, or equal to `equal` and before `before` (by address in lower case). */
export function windowCount(board: WindowBoard, { above, equal, before }: { above?: number; equal?: number; before?: string }): number {
  // In board order every member with a higher value comes before the first address of a value.
  if (equal !== undefined) return indexOf(board.valued, { address: before ?? '', value: equal }) - indexOf(board.valued, { address: '', value: equal })
  return above === undefined ? board.valued.length : indexOf(board.valued, { address: '', value: above })
}

/** A page of members above 0 (`sign` 1) or below (-1), after `after` in board order, or before it with `reverse`. */
export function windowPage(board: WindowBoard, { sign, after, reverse = false, limit }: { sign: 1 | -1; after?: BoardEntry | undefined; reverse?: boolean; limit: number }): BoardEntry[] {
  const group = board.valued.filter((entry) => Math.sign(entry.value) === sign)
  const at = after ? indexOf(group, after) : undefined
  if (!reverse) {
    // `after` itself, when it is in the group, is not part of the page.
    const start = at === undefined ? 0 : group[at] && compareEntries(group[at], after!) === 0 ? at + 1 : at
    return group.slice(start, start + limit).map((entry) => ({ ...entry }))
  }
  const end = at ?? group.length
  return group
    .slice(Math.max(0, end - limit), end)
    .reverse()
    .map((entry) => ({ ...entry }))
}

/** How many members without a value on the board come before `address` (by address in lower case). */
export async function windowZeroCountBefore(db: Db, board: WindowBoard, entityId: string, address: string): Promise<number> {
  const key = address.toLowerCase()
  const row = await db
    .selectFrom('members')
    .select(sql<number>`count(*)`.as('n'))
    .where('entity_id', '=', entityId)
    .where('hidden_from_boards', '=', 0)
    .where(sql`lower(address)`, '<', key)
    .executeTakeFirstOrThrow()
  return Number(row.n) - board.valued.filter((entry) => entry.address.toLowerCase() < key).length
}

/** A page of members without a value on the board, by address in lower case, after `after` (before it with `reverse`). */
export async function windowZeroPage(db: Db, board: WindowBoard, entityId: string, { after, reverse = false, limit }: { after?: string | undefined; reverse?: boolean; limit: number }): Promise<string[]> {
  const found: string[] = []
  let cursor = after?.toLowerCase()
  while (found.length < limit) {
    let query = db.selectFrom('members').select('address').where('entity_id', '=', entityId).where('hidden_from_boards', '=', 0)
    if (cursor !== undefined) query = query.where(sql`lower(address)`, reverse ? '<' : '>', cursor)
    const rows = await query
      .orderBy(sql`lower(address)`, reverse ? 'desc' : 'asc')
      .limit(Math.max(16, limit * 4))
      .execute()
    for (const { address } of rows) if (!board.values.has(address) && found.length < limit) found.push(address)
    if (rows.length === 0) break
    cursor = rows[rows.length - 1]!.address.toLowerCase()
  }
  return found
}
