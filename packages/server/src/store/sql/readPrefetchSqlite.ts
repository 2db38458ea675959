import { sql, type Kysely } from 'kysely'
import type { DatabaseSchema } from './DatabaseSchema.js'
import type { PrefetchKeys, Prefetched } from './readPrefetch.js'

type Db = Kysely<DatabaseSchema>

const tables = ['entities', 'metrics', 'achievements', 'levels', 'members', 'member_streaks'] as const

// The statement, per store: built from the tables' columns as the database has them (read once, through the store's
// own connection, which outlives the connections each batch of writes is given).
const statements = new WeakMap<Db, Promise<Record<(typeof tables)[number], string>>>()

/** `json_object('column', table.column, …)` of every column of each table: a row as JSON, as PostgreSQL's row_to_json makes it. */
function rowObjects(db: Db): Promise<Record<(typeof tables)[number], string>> {
  let found = statements.get(db)
  if (!found) {
    found = (async () => {
      const objects = {} as Record<(typeof tables)[number], string>
      for (const table of tables) {
        const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db)
        objects[table] = `json_object(${rows.map(({ name }) => `'${name}', ${table}."${name}"`).join(', ')})`
      }
      return objects
    })()
    found.catch(() => statements.delete(db))
    statements.set(db, found)
  }
  return found
}

/**
 * SQLite, one statement: what readPrefetch reads on PostgreSQL (the session, the entity with its metrics,
 * achievements and levels, the member the path names with their counters, streak and profile's time zone, a rate
 * budget; what the member earned, when asked), as JSON made by SQLite's json functions. A value made in a subquery loses its JSON type on the way out,
 * so each is passed through `json()` again where it is put in another. `store` is the store's own connection, whose
 * tables' columns the statement is built from once (`db` may be a connection lent to one batch of writes).
 */
export async function readPrefetchSqlite(db: Db, keys: PrefetchKeys, store: Db = db): Promise<Prefetched | undefined> {
  const row = await rowObjects(store)
  const object = (table: (typeof tables)[number]) => sql.raw(row[table])
  const entityId = keys.entityId ?? null
  const list = (table: 'metrics' | 'achievements' | 'levels') =>
    sql`(select json_group_array(${object(table)} order by seq) from ${sql.table(table)} where entity_id = ${entityId})`
  const { rows } = await sql<Record<keyof Prefetched, string | null>>`
    select
      (select json_object('address', address, 'expires_at', expires_at) from sessions where hash = ${keys.session ?? null}) as session,
      (select ${object('entities')} from entities where id = ${entityId}) as entity,
      ${list('metrics')} as metrics,
      ${list('achievements')} as achievements,
      ${list('levels')} as levels,
      (select json_object('tokens', tokens, 'at', at) from rate_limits where key = ${keys.bucket ?? null}) as bucket,
      (
        select json_object(
          'row', ${object('members')},
          'counters', json((select json_group_object(metric_id, value) from counters where entity_id = members.entity_id and address = members.address)),
          'streak', json((select ${object('member_streaks')} from member_streaks where entity_id = members.entity_id and address = members.address)),
          'time_zone', (select json_extract(profile, '$.timeZone') from users where address = members.address)
        )
        from members where entity_id = ${entityId} and address = ${keys.member ?? null}
      ) as member,
      (select json_group_object(key, earned_at) from achievements_earned where entity_id = ${entityId} and address = ${keys.earned ? (keys.member ?? null) : null}) as earned
  `.execute(db)
  const found = rows[0]
  if (!found) return undefined
  return Object.fromEntries(Object.entries(found).map(([key, value]) => [key, value === null ? null : JSON.parse(value)])) as Prefetched
}
