import type { Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'

/**
 * Streaks: the entity's time zone and streak (JSON) on its row, and each member's streak as its last extension left
 * it, one row per entity and member (what happened since is worked out when it is read).
 */
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('entities').addColumn('time_zone', 'text').execute()
  await db.schema.alterTable('entities').addColumn('streak', 'text').execute()
  await db.schema
    .createTable('member_streaks')
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('metric_id', 'text', (column) => column.notNull())
    .addColumn('frequency', 'text', (column) => column.notNull())
    .addColumn('length', 'integer', (column) => column.notNull())
    .addColumn('started_at', 'text', (column) => column.notNull())
    .addColumn('last_period', 'integer', (column) => column.notNull())
    .addColumn('time_zone', 'text', (column) => column.notNull())
    .addColumn('last_start', 'text', (column) => column.notNull())
    .addColumn('last_end', 'text', (column) => column.notNull())
    .addColumn('freezes', 'integer', (column) => column.notNull())
    .addColumn('history', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('member_streaks_key', ['entity_id', 'address'])
    .execute()
}
