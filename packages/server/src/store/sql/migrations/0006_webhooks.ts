import type { Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'

/**
 * Webhooks (docs/api.md, "Webhooks"): the endpoints an entity's owners added, each with its signing secret (and the
 * one a rotation replaced, until it ends) and its cursor in the outbox; and one delivery per webhook and event, made
 * by the dispatcher as it reads the outbox past the cursor, with what its attempts got. A delivery's body is kept, so
 * every attempt sends the same bytes under the same `message_id` even once the event is removed.
 */
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('webhooks')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('url', 'text', (column) => column.notNull())
    .addColumn('events', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('secret', 'text', (column) => column.notNull())
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_until', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('disabled_at', 'text')
    .addColumn('disabled_reason', 'text')
    .addColumn('cursor', dialect === 'sqlite' ? 'integer' : 'bigint', (column) => column.notNull())
    .addColumn('failing_since', 'text')
    .execute()
  await db.schema.createIndex('webhooks_by_entity').on('webhooks').columns(['entity_id', 'created_at']).execute()

  const deliveries = db.schema.createTable('webhook_deliveries')
  await (dialect === 'sqlite'
    ? deliveries.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    : deliveries.addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity()))
    .addColumn('webhook_id', 'text', (column) => column.notNull())
    .addColumn('event_id', dialect === 'sqlite' ? 'integer' : 'bigint', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('message_id', 'text', (column) => column.notNull())
    .addColumn('body', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_attempt_at', 'text')
    .addColumn('response_code', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addUniqueConstraint('webhook_deliveries_once', ['webhook_id', 'event_id'])
    .execute()
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['status', 'next_attempt_at']).execute()
  await db.schema.createIndex('webhook_deliveries_by_time').on('webhook_deliveries').column('created_at').execute()
  await db.schema.createIndex('webhook_deliveries_by_webhook').on('webhook_deliveries').columns(['webhook_id', 'id']).execute()
}
