import { sql, type Kysely } from 'kysely'
import type { DatabaseSchema } from './DatabaseSchema.js'
import type { SqlDialect } from './SqlDialect.js'
import { waitForToken } from './waitForToken.js'

/**
 * A token bucket kept in the database, so every process counts against one budget: takes one token of `key` at
 * `nowMs` (`perMinute` refill evenly over a minute) and returns the seconds to wait when there is none, else
 * undefined. On SQLite, run it in a transaction of its own (a refused request still counts); on PostgreSQL it is one
 * statement, atomic on its own.
 */
export async function takeToken(db: Kysely<DatabaseSchema>, dialect: SqlDialect, key: string, perMinute: number, nowMs: number): Promise<number | undefined> {
  if (dialect === 'postgres') return takeTokenPostgres(db, key, perMinute, nowMs)
  const bucket = await db.selectFrom('rate_limits').select(['tokens', 'at']).where('key', '=', key).executeTakeFirst()
  const tokens = Math.min(perMinute, bucket ? bucket.tokens + (Math.max(0, nowMs - bucket.at) * perMinute) / 60_000 : perMinute)
  const wait = tokens < 1 ? Math.ceil(((1 - tokens) * 60) / perMinute) : undefined
  const left = wait === undefined ? tokens - 1 : tokens
  await db
    .insertInto('rate_limits')
    .values({ key, tokens: left, at: nowMs })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ tokens: left, at: nowMs }))
    .execute()
  // A bucket untouched for a minute is full again: it carries nothing and is dropped when a new key comes.
  if (!bucket) await db.deleteFrom('rate_limits').where('at', '<', nowMs - 60_000).execute()
  return wait
}

/**
 * PostgreSQL, in one round trip: the bucket is made full less one, or refilled and takes one when it holds a whole
 * token; a bucket that does not is left as it is (refilling is worked out from its time, so that changes nothing) and
 * returns no row, and only then is it read again for the wait. Concurrent takes of one key queue on its row.
 */
async function takeTokenPostgres(db: Kysely<DatabaseSchema>, key: string, perMinute: number, nowMs: number): Promise<number | undefined> {
  const refilled = sql<number>`least(${perMinute}::double precision, rate_limits.tokens + greatest(0, ${nowMs}::double precision - rate_limits.at) * ${perMinute}::double precision / 60000)`
  const { rows } = await sql<{ inserted: boolean }>`
    insert into rate_limits (key, tokens, at) values (${key}, ${perMinute - 1}, ${nowMs})
    on conflict (key) do update set tokens = ${refilled} - 1, at = ${nowMs}
    where ${refilled} >= 1
    returning (xmax = 0) as inserted
  `.execute(db)
  const [taken] = rows
  if (!taken) return Math.max(1, (await waitForToken(db, key, perMinute, nowMs)) ?? 1)
  // A bucket untouched for a minute is full again: it carries nothing and is dropped when a new key comes.
  if (taken.inserted) await db.deleteFrom('rate_limits').where('at', '<', nowMs - 60_000).execute()
  return undefined
}
