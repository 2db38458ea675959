import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import { slotRange } from '../../service/leaderboard/slots.js'
import type { BoardEntry, BoardSource } from '../../service/store/Store.js'
import type { DatabaseSchema } from './DatabaseSchema.js'

type Db = Kysely<DatabaseSchema>

const count = sql<number>`cast(count(*) as integer)`
const key = (address: string) => address.toLowerCase()

/**
 * The members with a value on a board, as a query of (address, value): their counters of the metric (other than 0),
 * or their sums of its increments over the window's slots (other than 0).
 */
function valued(db: Db, source: BoardSource) {
  if (!source.window) {
    return db
      .selectFrom('counters')
      .select(['address', 'value'])
      .where('entity_id', '=', source.entityId)
      .where('metric_id', '=', source.metricId)
      .where('value', '<>', 0)
  }
  const [from, to] = slotRange(source.window)
  return db
    .selectFrom('activity')
    .select(['address', sql<number>`sum(total)`.as('value')])
    .where('entity_id', '=', source.entityId)
    .where('metric_id', '=', source.metricId)
    .where('slot', '>=', from)
    .where('slot', '<', to)
    .groupBy('address')
    .having(sql`sum(total)`, '<>', 0)
}

/** A member's value on a board, as an expression over `members.address`. */
function valueOf(source: BoardSource): RawBuilder<number> {
  if (!source.window) {
    return sql<number>`coalesce((select value from counters where counters.entity_id = ${source.entityId} and counters.metric_id = ${source.metricId} and counters.address = members.address), 0)`
  }
  const [from, to] = slotRange(source.window)
  return sql<number>`coalesce((select sum(total) from activity where activity.entity_id = ${source.entityId} and activity.metric_id = ${source.metricId} and activity.address = members.address and activity.slot >= ${from} and activity.slot < ${to}), 0)`
}

/** The members of the board's entity whose value is 0. */
function zeros(db: Db, source: BoardSource) {
  return db
    .selectFrom('members')
    .select('members.address')
    .where('members.entity_id', '=', source.entityId)
    .where((eb) => eb(valueOf(source), '=', 0))
}

/** A store's board queries (Transaction's `board…` methods) over one connection. */
export const boardQueries = {
  async memberCount(db: Db, entityId: string): Promise<number> {
    const row = await db.selectFrom('entities').select('member_count').where('id', '=', entityId).executeTakeFirst()
    return row?.member_count ?? 0
  },

  async count(db: Db, source: BoardSource, filter: { above?: number; equal?: number; before?: string }): Promise<number> {
    let query = db.selectFrom(valued(db, source).as('v')).select(count.as('n'))
    if (filter.above !== undefined) query = query.where('v.value', '>', filter.above)
    if (filter.equal !== undefined) query = query.where('v.value', '=', filter.equal).where(sql`lower(v.address)`, '<', key(filter.before ?? ''))
    return Number((await query.executeTakeFirstOrThrow()).n)
  },

  async page(db: Db, source: BoardSource, { sign, after, reverse = false, limit }: { sign: 1 | -1; after?: BoardEntry | undefined; reverse?: boolean; limit: number }): Promise<BoardEntry[]> {
    let query = db
      .selectFrom(valued(db, source).as('v'))
      .select(['v.address', 'v.value'])
      .where('v.value', sign === 1 ? '>' : '<', 0)
    if (after) {
      // After in board order (value down, then address up); before it when read backwards.
      const [beyond, further] = reverse ? (['>', '<'] as const) : (['<', '>'] as const)
      query = query.where((eb) => eb.or([eb('v.value', beyond, after.value), eb.and([eb('v.value', '=', after.value), eb(sql`lower(v.address)`, further, key(after.address))])]) as Expression<SqlBool>)
    }
    const rows = await query
      .orderBy('v.value', reverse ? 'asc' : 'desc')
      .orderBy(sql`lower(v.address)`, reverse ? 'desc' : 'asc')
      .limit(limit)
      .execute()
    return rows.map((row) => ({ address: row.address, value: Number(row.value) }))
  },

  async zeroPage(db: Db, source: BoardSource, { after, reverse = false, limit }: { after?: string | undefined; reverse?: boolean; limit: number }): Promise<string[]> {
    let query = zeros(db, source)
    if (after !== undefined) query = query.where(sql`lower(members.address)`, reverse ? '<' : '>', key(after))
    const rows = await query.orderBy(sql`lower(members.address)`, reverse ? 'desc' : 'asc').limit(limit).execute()
    return rows.map((row) => row.address)
  },

  async zeroCountBefore(db: Db, source: BoardSource, address: string): Promise<number> {
    const row = await db
      .selectFrom(zeros(db, source).where(sql`lower(members.address)`, '<', key(address)).as('z'))
      .select(count.as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  },

  async value(db: Db, source: BoardSource, address: string): Promise<number> {
    const row = await db
      .selectFrom('members')
      .select(valueOf(source).as('value'))
      .where('members.entity_id', '=', source.entityId)
      .where('members.address', '=', address)
      .executeTakeFirst()
    return Number(row?.value ?? 0)
  },
}
