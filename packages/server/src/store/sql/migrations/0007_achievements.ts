import type { Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'

/**
 * Achievements: an entity's list (`trigger` JSON, the metric of a metric trigger also by id; `completions` counts
 * who earned it, kept with every record so reading it costs nothing; `backfill` where awarding the members already
 * past it resumes, null when done), and who earned which, once per (entity, key, address) by the primary key, so
 * two processes recording the same member at once record them once.
 */
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  const table = db.schema.createTable('achievements')
  await (dialect === 'sqlite'
    ? table.addColumn('seq', 'integer', (column) => column.primaryKey())
    : table.addColumn('seq', 'integer', (column) => column.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('description', 'text', (column) => column.notNull())
    .addColumn('image_url', 'text', (column) => column.notNull())
    .addColumn('trigger', 'text', (column) => column.notNull())
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('backfill', 'text')
    .addColumn('completions', 'integer', (column) => column.notNull().defaultTo(0))
    .addUniqueConstraint('achievements_key', ['entity_id', 'key'])
    .execute()
  await db.schema
    .createTable('achievements_earned')
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('key', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('earned_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('achievements_earned_pk', ['entity_id', 'key', 'address'])
    .execute()
  await db.schema.createIndex('achievements_earned_by_member').on('achievements_earned').columns(['entity_id', 'address']).execute()
}
