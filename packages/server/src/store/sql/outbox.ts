import { sql, type Kysely } from 'kysely'
import type { EventDraft, StoredEvent } from '../../engagekit.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import type { SqlDialect } from './SqlDialect.js'

type Db = Kysely<DatabaseSchema>

/** When this process last removed old events (epoch ms), shared by a store's transactions: at most once a minute. */
export type OutboxClock = { prunedAt: number }

const pruneEveryMs = 60_000
/** Old events removed per write, at most: a long backlog goes a batch a minute, never one slow write. */
const pruneBatch = 5_000

/**
 * Writes events in the caller's transaction. On PostgreSQL the writes of one entity's events take turns (a lock per
 * entity, held to the commit) so that ids, drawn while holding it, become visible in their order: a reader that has
 * seen id n never sees a lower id of that entity appear later. A transaction writes its events last, just before its
 * commit (SqlSession.holdsEvents), so that it holds the lock for the least time. SQLite writes one transaction at a
 * time already.
 */
export async function appendOutbox(db: Db, dialect: SqlDialect, clock: OutboxClock, drafts: readonly EventDraft[], keepSince: string): Promise<void> {
  if (drafts.length === 0) return
  const rows = outboxRows(drafts)
  const entities = [...new Set(drafts.map((draft) => draft.entityId))].sort()
  if (dialect === 'postgres' && entities.length === 1 && rows.length <= 500) {
    // One round trip: the entity's lock, then the notification, then the rows, whose ids are drawn as they are
    // inserted, after the lock (each row of the insert needs the row of `told`, which needs the lock). Other
    // processes' streams are woken when the transaction commits (PostgreSQL delivers a notification then, and never
    // for a transaction rolled back).
    await sql`
      with locked as (select pg_advisory_xact_lock(hashtextextended(${eventsLockKey(entities[0]!)}, 0))),
        told as (select pg_notify(${eventsChannel}, ${entities[0]}) from locked)
      insert into outbox (entity_id, type, at, subject, audience, data)
      select e.item->>'entity_id', e.item->>'type', e.item->>'at', e.item->>'subject', e.item->>'audience', e.item->>'data'
      from told, jsonb_array_elements(${JSON.stringify(rows)}::jsonb) with ordinality as e(item, n)
      order by e.n
    `.execute(db)
  } else {
    if (dialect === 'postgres') {
      for (const entityId of entities) await sql`select pg_advisory_xact_lock(hashtextextended(${eventsLockKey(entityId)}, 0))`.execute(db)
      // One notification per entity and transaction.
      for (const entityId of entities) await sql`select pg_notify(${eventsChannel}, ${entityId})`.execute(db)
    }
    for (let start = 0; start < rows.length; start += 500) await db.insertInto('outbox').values(rows.slice(start, start + 500)).execute()
  }
  await pruneOutbox(db, clock, keepSince)
}

/** Removes a batch of the events older than `keepSince`, at most once a minute per store (the clock). */
export async function pruneOutbox(db: Db, clock: OutboxClock, keepSince: string): Promise<void> {
  const at = Date.parse(keepSince)
  if (Math.abs(at - clock.prunedAt) < pruneEveryMs) return
  clock.prunedAt = at
  await db
    .deleteFrom('outbox')
    .where('id', 'in', (eb) => eb.selectFrom('outbox').select('id').where('at', '<', keepSince).orderBy('id').limit(pruneBatch))
    .execute()
}

/** The outbox's rows of these events. */
export const outboxRows = (drafts: readonly EventDraft[]) =>
  drafts.map((draft) => ({ entity_id: draft.entityId, type: draft.type, at: draft.at, subject: draft.subject, audience: draft.audience, data: JSON.stringify(draft.data) }))

/** The key of the lock an entity's event writes take turns on (PostgreSQL, held to the commit). */
export const eventsLockKey = (entityId: string): string => `engagekit events ${entityId}`

/** The PostgreSQL channel each transaction that writes events notifies, with the entity's id. */
export const eventsChannel = 'engagekit_events'

/** The oldest kept event's id (`last` + 1 when none is) and the newest one's (0 when none is kept). */
export async function readOutboxBounds(db: Db): Promise<{ first: number; last: number }> {
  const row = await db.selectFrom('outbox').select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')]).executeTakeFirst()
  const last = row?.last === null || row?.last === undefined ? 0 : Number(row.last)
  const first = row?.first === null || row?.first === undefined ? last + 1 : Number(row.first)
  return { first, last }
}

/** An entity's events after `after`, oldest first, at most `limit`. */
export async function readOutbox(db: Db, entityId: string, after: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db.selectFrom('outbox').selectAll().where('entity_id', '=', entityId).where('id', '>', after).orderBy('id').limit(limit).execute()
  return rows.map(
    (row) =>
      ({
        // PostgreSQL's bigint arrives as text.
        id: Number(row.id),
        entityId: row.entity_id,
        type: row.type,
        at: row.at,
        subject: row.subject,
        audience: row.audience,
        data: JSON.parse(row.data) as unknown,
      }) as StoredEvent,
  )
}
