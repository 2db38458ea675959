import type { Kysely } from 'kysely'
import type { DatabaseSchema } from './DatabaseSchema.js'
import type { SqlDialect } from './SqlDialect.js'

/**
 * A token bucket kept in the database, so every process counts against one budget: takes one token of `key` at
 * `nowMs` (`perMinute` refill evenly over a minute) and returns the seconds to wait when there is none, else
 * undefined. Run it in a transaction of its own: a refused request still counts.
 */
export async function takeToken(db: Kysely<DatabaseSchema>, dialect: SqlDialect, key: string, perMinute: number, nowMs: number): Promise<number | undefined> {
  let query = db.selectFrom('rate_limits').select(['tokens', 'at']).where('key', '=', key)
  if (dialect === 'postgres') query = query.forUpdate()
  const bucket = await query.executeTakeFirst()
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
