import type { Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'

/**
 * The outbox: every change worth telling, kept as an event written in the same transaction as the change (docs/api.md,
 * "Events"). `id` only grows, never given twice (SQLite's AUTOINCREMENT, PostgreSQL's identity), even once old events
 * are removed: it is a reader's cursor. Read by entity after an id; removed by time.
 */
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  const table = db.schema.createTable('outbox')
  await (dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (column) => column.primaryKey().autoIncrement())
    : table.addColumn('id', 'bigint', (column) => column.primaryKey().generatedAlwaysAsIdentity()))
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('type', 'text', (column) => column.notNull())
    .addColumn('at', 'text', (column) => column.notNull())
    .addColumn('subject', 'text')
    .addColumn('audience', 'text', (column) => column.notNull())
    .addColumn('data', 'text', (column) => column.notNull())
    .execute()
  await db.schema.createIndex('outbox_by_entity').on('outbox').columns(['entity_id', 'id']).execute()
  await db.schema.createIndex('outbox_by_time').on('outbox').column('at').execute()
}
