import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { BoardEntry, BoardSource } from '../../engagekit.js'
import { allTime, type PeriodKey } from './boardPeriods.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { hiddenFromBoards } from './hiddenFromBoards.js'
import { bucketOf } from './valueBuckets.js'

type Db = Kysely<DatabaseSchema>

/** A board kept in the database: a metric of an entity, all time (its counters) or a UTC period (its totals). */
export type StoredBoard = { entityId: string; metricId: string; period: PeriodKey }

/** The all-time board of a source, or a UTC period's. */
export const storedBoard = (source: BoardSource, period: PeriodKey = allTime): StoredBoard => ({ entityId: source.entityId, metricId: source.metricId, period })

const count = sql<number>`cast(count(*) as integer)`
const key = (address: string) => address.toLowerCase()

/**
 * The members with a value on a board, as a query of (address, value): their counters of the metric (all time) or
 * their totals of the period, other than 0, read through the index on (entity, metric[, period], value, lower(address)).
 */
function valued(db: Db, board: StoredBoard) {
  if (board.period === allTime) {
    return db
      .selectFrom('counters')
      .select(['address', 'value'])
      .where('entity_id', '=', board.entityId)
      .where('metric_id', '=', board.metricId)
      .where('value', '<>', 0)
      .where(shown('counters'))
  }
  return db
    .selectFrom('board_totals')
    .select(['address', 'value'])
    .where('entity_id', '=', board.entityId)
    .where('metric_id', '=', board.metricId)
    .where('period', '=', board.period)
    .where('value', '<>', 0)
    .where(shown('board_totals'))
}

/**
 * A row of `table` (with entity_id and address) whose member is not hidden from boards: hidden members are few, and
 * read through their partial index.
 */
export const shown = (table: string) =>
  sql<boolean>`not exists (select 1 from members as hidden where hidden.entity_id = ${sql.ref(`${table}.entity_id`)} and hidden.address = ${sql.ref(`${table}.address`)} and hidden.hidden_from_boards = 1)`

/** A member's value, as an expression over `members.address`. */
function valueOf(board: StoredBoard): RawBuilder<number> {
  return board.period === allTime
    ? sql<number>`coalesce((select value from counters where counters.entity_id = ${board.entityId} and counters.metric_id = ${board.metricId} and counters.address = members.address), 0)`
    : sql<number>`coalesce((select value from board_totals where board_totals.entity_id = ${board.entityId} and board_totals.metric_id = ${board.metricId} and board_totals.period = ${board.period} and board_totals.address = members.address), 0)`
}

/** The members of the board's entity whose value is 0. */
function zeros(db: Db, board: StoredBoard) {
  return db
    .selectFrom('members')
    .select('members.address')
    .where('members.entity_id', '=', board.entityId)
    .where('members.hidden_from_boards', '=', 0)
    .where((eb) => eb(valueOf(board), '=', 0))
}

/**
 * The board's buckets of values that hold members, as (low, members): the counts, with the moves not yet folded into
 * them added (PostgreSQL), from `from` up when given.
 */
function buckets(db: Db, board: StoredBoard, from?: number) {
  const part = (table: 'board_counts' | 'board_count_deltas') => {
    let query = db
      .selectFrom(table)
      .select(['low', 'members'])
      .where('entity_id', '=', board.entityId)
      .where('metric_id', '=', board.metricId)
      .where('period', '=', board.period)
    if (from !== undefined) query = query.where('low', '>', from)
    return query
  }
  return db
    .selectFrom(part('board_counts').unionAll(part('board_count_deltas')).as('parts'))
    .select(['low', sql<number>`sum(members)`.as('members')])
    .groupBy('low')
    .having(sql`sum(members)`, '<>', 0)
}

/** A store's board queries (Transaction's `board…` methods) over one connection, for boards kept in the database. */
export const boardQueries = {
  async memberCount(db: Db, entityId: string): Promise<number> {
    const row = await db.selectFrom('entities').select('member_count').where('id', '=', entityId).executeTakeFirst()
    return row?.member_count ?? 0
  },

  /** The members the boards rank: all of them less the (few) hidden from boards. */
  async boardMemberCount(db: Db, entityId: string): Promise<number> {
    const hidden = await db.selectFrom('members').select(count.as('n')).where('entity_id', '=', entityId).where('hidden_from_boards', '=', hiddenFromBoards).executeTakeFirstOrThrow()
    return (await boardQueries.memberCount(db, entityId)) - Number(hidden.n)
  },

  async count(db: Db, board: StoredBoard, filter: { above?: number; equal?: number; before?: string }): Promise<number> {
    if (filter.equal !== undefined) {
      const query = db
        .selectFrom(valued(db, board).as('v'))
        .select(count.as('n'))
        .where('v.value', '=', filter.equal)
        .where(sql`lower(v.address)`, '<', key(filter.before ?? ''))
      return Number((await query.executeTakeFirstOrThrow()).n)
    }
    if (filter.above === undefined) {
      const row = await db.selectFrom(buckets(db, board).as('b')).select(sql<number>`coalesce(sum(b.members), 0)`.as('n')).executeTakeFirstOrThrow()
      return Number(row.n)
    }
    // The members of the buckets above the value's own, counted, and those of its own bucket above it, read from the
    // index: the buckets are few, and a bucket holds the values from its start to the next one's.
    const low = bucketOf(filter.above)
    const higher = await db
      .selectFrom(buckets(db, board, low).as('b'))
      .select([sql<number>`coalesce(sum(b.members), 0)`.as('n'), sql<number | null>`min(b.low)`.as('next')])
      .executeTakeFirstOrThrow()
    let inBucket = db.selectFrom(valued(db, board).as('v')).select(count.as('n')).where('v.value', '>', filter.above)
    if (higher.next !== null) inBucket = inBucket.where('v.value', '<', Number(higher.next))
    return Number(higher.n) + Number((await inBucket.executeTakeFirstOrThrow()).n)
  },

  async page(db: Db, board: StoredBoard, { sign, after, reverse = false, limit }: { sign: 1 | -1; after?: BoardEntry | undefined; reverse?: boolean; limit: number }): Promise<BoardEntry[]> {
    const base = () =>
      db
        .selectFrom(valued(db, board).as('v'))
        .select(['v.address', 'v.value'])
        .where('v.value', sign === 1 ? '>' : '<', 0)
    const ordered = <Q extends ReturnType<typeof base>>(query: Q) =>
      query.orderBy('v.value', reverse ? 'asc' : 'desc').orderBy(sql`lower(v.address)`, reverse ? 'desc' : 'asc').limit(limit)
    const entries = (rows: { address: string; value: number }[]) => rows.map((row) => ({ address: row.address, value: Number(row.value) }))
    if (!after) return entries(await ordered(base()).execute())
    // After `after` in board order (value down, then address up), or before it when read backwards: the rest of its
    // value, then the values beyond it. Two index ranges; one condition with an OR would scan every row before it.
    const [beyond, further] = reverse ? (['>', '<'] as const) : (['<', '>'] as const)
    const tied = entries(await ordered(base().where('v.value', '=', after.value).where(sql`lower(v.address)`, further, key(after.address))).execute())
    if (tied.length >= limit) return tied
    return [...tied, ...entries(await ordered(base().where('v.value', beyond, after.value)).limit(limit - tied.length).execute())]
  },

  async zeroPage(db: Db, board: StoredBoard, { after, reverse = false, limit }: { after?: string | undefined; reverse?: boolean; limit: number }): Promise<string[]> {
    let query = zeros(db, board)
    if (after !== undefined) query = query.where(sql`lower(members.address)`, reverse ? '<' : '>', key(after))
    const rows = await query.orderBy(sql`lower(members.address)`, reverse ? 'desc' : 'asc').limit(limit).execute()
    return rows.map((row) => row.address)
  },

  async zeroCountBefore(db: Db, board: StoredBoard, address: string): Promise<number> {
    // The members before the address less those of them with a value: two index range counts.
    // Counters and totals exist for members only (an increment makes its user a member).
    const before = sql`lower(address)`
    const members = db.selectFrom('members').select(count.as('n')).where('entity_id', '=', board.entityId).where('hidden_from_boards', '=', 0).where(before, '<', key(address))
    const valuedBefore = db.selectFrom(valued(db, board).as('v')).select(count.as('n')).where(sql`lower(v.address)`, '<', key(address))
    const all = Number((await members.executeTakeFirstOrThrow()).n)
    return all - Number((await valuedBefore.executeTakeFirstOrThrow()).n)
  },

  async value(db: Db, board: StoredBoard, address: string): Promise<number> {
    const row = await db
      .selectFrom('members')
      .select(valueOf(board).as('value'))
      .where('members.entity_id', '=', board.entityId)
      .where('members.address', '=', address)
      .executeTakeFirst()
    return Number(row?.value ?? 0)
  },
}
