import { sql, type Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'

/**
 * Board rules: members left off the boards (`hidden_from_boards`, 1 when hidden, with a partial index the boards
 * read them through) and each metric's cap per member and day (`max_per_member_per_day`, null for none), which an
 * increment checks against the member's positive increments of the day, read through `events_by_member`. Hiding a
 * member moves their values out of the counts per value bucket, found through `board_totals_by_member`.
 */
export async function up(db: Kysely<any>, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable('members').addColumn('hidden_from_boards', 'integer', (column) => column.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('metrics').addColumn('max_per_member_per_day', 'double precision').execute()
  await sql`create index members_hidden on members (entity_id, address) where hidden_from_boards = 1`.execute(db)
  await db.schema.createIndex('board_totals_by_member').on('board_totals').columns(['entity_id', 'address']).execute()
  await db.schema.createIndex('events_by_member').on('events').columns(['entity_id', 'address', 'metric_id', 'at']).execute()
}
