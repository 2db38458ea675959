import type { Kysely } from 'kysely'
import type { DatabaseSchema } from './DatabaseSchema.js'

/** The seconds until `key` has a token again at `nowMs` (undefined: it has one now), taking nothing. */
export async function waitForToken(db: Kysely<DatabaseSchema>, key: string, perMinute: number, nowMs: number): Promise<number | undefined> {
  return tokenWaitOf(await db.selectFrom('rate_limits').select(['tokens', 'at']).where('key', '=', key).executeTakeFirst(), perMinute, nowMs)
}

/** The seconds until a bucket as read (undefined: none, a full one) has a token again at `nowMs`; undefined: it has one now. */
export function tokenWaitOf(bucket: { tokens: number; at: number } | undefined, perMinute: number, nowMs: number): number | undefined {
  if (!bucket) return undefined
  const tokens = Math.min(perMinute, Number(bucket.tokens) + (Math.max(0, nowMs - Number(bucket.at)) * perMinute) / 60_000)
  return tokens < 1 ? Math.ceil(((1 - tokens) * 60) / perMinute) : undefined
}
