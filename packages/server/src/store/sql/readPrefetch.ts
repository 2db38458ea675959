import { sql, type Kysely, type Selectable } from 'kysely'
import type { DatabaseSchema } from './DatabaseSchema.js'

type Db = Kysely<DatabaseSchema>
type Row<T extends keyof DatabaseSchema> = Selectable<DatabaseSchema[T]>

/**
 * What a call may look up first: a session by its key, an entity, the member of the path (and, with `earned`, what
 * they earned), a rate budget's key.
 */
export type PrefetchKeys = { session?: string | undefined; entityId?: string | undefined; member?: string | undefined; earned?: boolean | undefined; bucket?: string | undefined }

/** What {@link readPrefetch} found, as rows; null where a key was not given or matched nothing. */
export type Prefetched = {
  session: { address: string; expires_at: string | null } | null
  entity: Row<'entities'> | null
  metrics: Row<'metrics'>[] | null
  achievements: Row<'achievements'>[] | null
  levels: Row<'levels'>[] | null
  bucket: { tokens: number; at: number } | null
  member: { row: Row<'members'>; counters: Record<string, number> | null; streak: Row<'member_streaks'> | null; time_zone: string | null } | null
  /** The member's earned achievements, key → earned_at (null: none, or not asked for); a record needs no membership. */
  earned: Record<string, string> | null
}

/**
 * PostgreSQL, one statement: the session, the entity with its metrics, achievements and levels, the member the path
 * names with their counters, streak and profile's time zone (and what they earned, when asked), and a rate budget,
 * each as JSON of its rows.
 */
export async function readPrefetch(db: Db, keys: PrefetchKeys): Promise<Prefetched | undefined> {
  const { rows } = await sql<Prefetched>`
    select
      (select json_build_object('address', address, 'expires_at', expires_at) from sessions where hash = ${keys.session ?? null}) as session,
      (select row_to_json(entities) from entities where id = ${keys.entityId ?? null}) as entity,
      (select json_agg(metrics order by seq) from metrics where entity_id = ${keys.entityId ?? null}) as metrics,
      (select json_agg(achievements order by seq) from achievements where entity_id = ${keys.entityId ?? null}) as achievements,
      (select json_agg(levels order by seq) from levels where entity_id = ${keys.entityId ?? null}) as levels,
      (select json_build_object('tokens', tokens, 'at', at) from rate_limits where key = ${keys.bucket ?? null}) as bucket,
      (
        select json_build_object(
          'row', row_to_json(members),
          'counters', (select json_object_agg(metric_id, value) from counters where entity_id = members.entity_id and address = members.address),
          'streak', (select row_to_json(member_streaks) from member_streaks where entity_id = members.entity_id and address = members.address),
          'time_zone', (select profile::json->>'timeZone' from users where address = members.address)
        )
        from members where entity_id = ${keys.entityId ?? null} and address = ${keys.member ?? null}
      ) as member,
      (select json_object_agg(key, earned_at) from achievements_earned where entity_id = ${keys.entityId ?? null} and address = ${keys.earned ? (keys.member ?? null) : null}) as earned
  `.execute(db)
  return rows[0]
}
