import { sql, type Kysely } from 'kysely'
import type { SqlDialect } from '../SqlDialect.js'
import { countCounters } from '../backfillBoards.js'
import { bucketFunctionSql } from '../valueBuckets.js'

/**
 * Boards read as index ranges: each member's total of a metric per UTC day, ISO week and month (`board_totals`, kept
 * as increments land), and how many members hold a value in each bucket of values, per metric and period, all time
 * included (`board_counts`, with `board_count_deltas` not yet folded into it), from which a member's place is a sum over a few thousand rows. The all-time counts are
 * made here from the counters; the period totals of the events already kept are added after, in batches, by
 * `backfillBoards` (`board_backfill` holds how far it got, so a stopped server resumes it).
 */
export async function up(db: Kysely<any>, dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable('board_totals')
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('metric_id', 'text', (column) => column.notNull())
    .addColumn('period', 'integer', (column) => column.notNull())
    .addColumn('address', 'text', (column) => column.notNull())
    .addColumn('value', 'double precision', (column) => column.notNull())
    .addPrimaryKeyConstraint('board_totals_pk', ['entity_id', 'metric_id', 'period', 'address'])
    .execute()
  await sql`create index board_totals_board on board_totals (entity_id, metric_id, period, value desc, lower(address))`.execute(db)

  await db.schema
    .createTable('board_counts')
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('metric_id', 'text', (column) => column.notNull())
    .addColumn('period', 'integer', (column) => column.notNull())
    .addColumn('low', 'double precision', (column) => column.notNull())
    .addColumn('members', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('board_counts_pk', ['entity_id', 'metric_id', 'period', 'low'])
    .execute()

  // PostgreSQL's increments add their moves between buckets here, each a row of its own, so that concurrent increments
  // never wait for one another on a bucket's row; the store folds them into board_counts every moment.
  const table = db.schema.createTable('board_count_deltas')
  await (dialect === 'sqlite' ? table.addColumn('seq', 'integer', (column) => column.primaryKey()) : table.addColumn('seq', 'bigint', (column) => column.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn('entity_id', 'text', (column) => column.notNull())
    .addColumn('metric_id', 'text', (column) => column.notNull())
    .addColumn('period', 'integer', (column) => column.notNull())
    .addColumn('low', 'double precision', (column) => column.notNull())
    .addColumn('members', 'integer', (column) => column.notNull())
    .execute()
  await db.schema.createIndex('board_count_deltas_board').on('board_count_deltas').columns(['entity_id', 'metric_id', 'period', 'low']).execute()

  await db.schema
    .createTable('board_backfill')
    .addColumn('name', 'text', (column) => column.primaryKey())
    .addColumn('cutoff', 'integer', (column) => column.notNull())
    .addColumn('done', 'integer', (column) => column.notNull())
    .execute()
  // The events up to the last one kept now are added by the backfill; those after, by the increments that make them.
  const last = await db.selectFrom('events').select(sql<number>`coalesce(max(seq), 0)`.as('seq')).executeTakeFirstOrThrow()
  await db.insertInto('board_backfill').values({ name: 'totals', cutoff: Number(last.seq), done: 0 }).execute()

  if (dialect === 'postgres') await sql.raw(bucketFunctionSql).execute(db)
  await countCounters(db)
}
