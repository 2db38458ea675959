import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { BoardEntry, BoardSource } from '../../engagekit.js'
import type { DatabaseSchema } from './DatabaseSchema.js'

type Db = Kysely<DatabaseSchema>

const count = sql<number>`cast(count(*) as integer)`
const key = (address: string) => address.toLowerCase()

/**
 * The members with a value on an all-time board, as a query of (address, value): their counters of the metric other
 * than 0, read through the index on (entity, metric, value, lower(address)). Boards of a period: windowBoard.ts.
 */
function valued(db: Db, source: BoardSource) {
  return db
    .selectFrom('counters')
    .select(['address', 'value'])
    .where('entity_id', '=', source.entityId)
    .where('metric_id', '=', source.metricId)
    .where('value', '<>', 0)
}

/** A member's counter, as an expression over `members.address`. */
function valueOf(source: BoardSource): RawBuilder<number> {
  return sql<number>`coalesce((select value from counters where counters.entity_id = ${source.entityId} and counters.metric_id = ${source.metricId} and counters.address = members.address), 0)`
}

/** The members of the board's entity whose value is 0. */
function zeros(db: Db, source: BoardSource) {
  return db
    .selectFrom('members')
    .select('members.address')
    .where('members.entity_id', '=', source.entityId)
    .where((eb) => eb(valueOf(source), '=', 0))
}

/** A store's all-time board queries (Transaction's `board…` methods) over one connection. */
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
    const base = () =>
      db
        .selectFrom(valued(db, source).as('v'))
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

  async zeroPage(db: Db, source: BoardSource, { after, reverse = false, limit }: { after?: string | undefined; reverse?: boolean; limit: number }): Promise<string[]> {
    let query = zeros(db, source)
    if (after !== undefined) query = query.where(sql`lower(members.address)`, reverse ? '<' : '>', key(after))
    const rows = await query.orderBy(sql`lower(members.address)`, reverse ? 'desc' : 'asc').limit(limit).execute()
    return rows.map((row) => row.address)
  },

  async zeroCountBefore(db: Db, source: BoardSource, address: string): Promise<number> {
    // The members before the address less those of them with a value: two index range counts, where counting the
    // members whose value is 0 would look up each member's counter (seconds at a million members).
    // Counters exist for members only (an increment makes its user a member).
    const before = sql`lower(address)`
    const members = db.selectFrom('members').select(count.as('n')).where('entity_id', '=', source.entityId).where(before, '<', key(address))
    const valuedBefore = db.selectFrom(valued(db, source).as('v')).select(count.as('n')).where(sql`lower(v.address)`, '<', key(address))
    const all = Number((await members.executeTakeFirstOrThrow()).n)
    return all - Number((await valuedBefore.executeTakeFirstOrThrow()).n)
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
