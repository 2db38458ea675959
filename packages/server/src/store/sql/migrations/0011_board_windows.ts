import type { Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'

/**
 * Totals of periods in other time zones (boardWindows.ts): each window a board of an entity was asked for that is no
 * UTC period (this week in Asia/Kolkata), its key among the period totals, its edges, the instant from which the
 * increments add to it (`since_ms`), and whether its totals hold everything before that too (`filled`, 1 once the
 * increments made before `since_ms` were added; `filled_to`, the last address added so far).
 */
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('board_windows')
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('period', 'integer', (column) => column.notNull())
    .addColumn('from_ms', 'bigint', (column) => column.notNull())
    .addColumn('to_ms', 'bigint', (column) => column.notNull())
    .addColumn('since_ms', 'bigint', (column) => column.notNull())
    .addColumn('filled', 'integer', (column) => column.notNull())
    .addColumn('filled_to', 'text', (column) => column.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('board_windows_pk', ['entity_id', 'period'])
    .execute()
}
