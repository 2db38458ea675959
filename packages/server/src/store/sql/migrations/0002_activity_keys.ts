import { sql, type Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'

/**
 * Increments kept as events and summed per 15-minute slot (the boards of a day, week or month), indexes for boards by
 * counter, API keys, and the first answers of writes with an Idempotency-Key.
 */
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  const seq = (table: ReturnType<Kysely<any>['schema']['createTable']>) =>
    dialect === 'sqlite'
      ? table.addColumn('seq', 'integer', (column) => column.primaryKey())
      : table.addColumn('seq', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity())
  const number = 'double precision'

  await seq(db.schema.createTable('events'))
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('metric_id', 'text', (column) => column.notNull())
    .addColumn('amount', number, (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('by', 'text', (column) => column.notNull())
    .execute()

  // A member's sum of a metric's increments in one 15-minute slot (slot = epoch milliseconds / 900,000, floored).
  await db.schema
    .createTable('activity')
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('metric_id', 'text', (column) => column.notNull())
    .addColumn('slot', 'integer', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('total', number, (column) => column.notNull())
    .addPrimaryKeyConstraint('activity_pk', ['entity_id', 'metric_id', 'slot', 'address'])
    .execute()
  await db.schema.createIndex('activity_by_member').on('activity').columns(['entity_id', 'metric_id', 'address', 'slot']).execute()

  // Boards read counters highest first, ties by the address in lower case; members without a value by that address.
  await sql`create index counters_board on counters (entity_id, metric_id, value desc, lower(address))`.execute(db)
  await sql`create index members_board on members (entity_id, lower(address))`.execute(db)

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('prefix', 'text', (column) => column.notNull())
    .addColumn('hash', 'text', (column) => column.notNull().unique())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('last_used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('api_keys_by_entity').on('api_keys').column('entity_id').execute()

  // The first answer to a write with an Idempotency-Key, per caller and key, for 24 hours.
  await db.schema
    .createTable('idempotency')
    .addColumn('owner', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('request', 'text', (column) => column.notNull())
    .addColumn('result', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('idempotency_pk', ['owner', 'key'])
    .execute()
  await db.schema.createIndex('idempotency_by_time').on('idempotency').column('at').execute()
}
