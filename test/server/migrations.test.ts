import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedState } from '../../src/service/seed/seedState.js'
import { buildBoard } from '../../src/service/leaderboard/buildBoard.js'
import { periodWindow } from '../../src/service/leaderboard/periodWindow.js'
import type { Store } from '../../src/service/store/Store.js'
import { createMemoryStore } from '../../src/store/memory/createMemoryStore.js'
import { backfillBoards } from '../../packages/server/src/store/sql/backfillBoards.js'
import { migrate } from '../../packages/server/src/store/sql/migrate.js'
import { allMigrations, type SchemaMigration } from '../../packages/server/src/store/sql/migrations/allMigrations.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { newPostgresSchema } from '../support/testDatabase.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-migrations-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const steps = async (database: string) => {
  const store = await openSqlStore(database)
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(store.db)
  await store.close()
  return rows.rows.map((row) => row.name)
}

describe.each(['sqlite', 'postgres'] as const)('the schema migrations (%s)', (kind) => {
  const fresh = async (name: string) => (kind === 'sqlite' ? join(dir, `${name}.db`) : newPostgresSchema())

  it('build the whole schema on an empty database, and run nothing on a second start', async () => {
    const database = await fresh('empty')
    expect(await steps(database)).toEqual(allMigrations.map((step) => step.name))
    const store = await openSqlStore(database)
    expect(await store.load(seedState('demo'))).toBe(true)
    await store.close()
    expect(await steps(database)).toEqual(allMigrations.map((step) => step.name))
  })

  it('bring an older database up to date and keep its data', async () => {
    const database = await fresh('older')
    // A database as an earlier version left it: the steps up to the last, with data.
    const older = await openSqlStore(database)
    await older.load(seedState('demo'))
    const before = await older.snapshot()
    const next: SchemaMigration = {
      name: '9000_test_step',
      async up(db) {
        await db.schema.alterTable('entities').addColumn('test_note', 'text', (column) => column.notNull().defaultTo('')).execute()
      },
    }
    expect(await migrate(older.db, kind, [...allMigrations, next])).toEqual(['9000_test_step'])
    expect(await migrate(older.db, kind, [...allMigrations, next])).toEqual([])
    expect(await older.snapshot()).toEqual(before)
    await older.close()
  })
})

describe('a SQLite database of the first schema', () => {
  it('is migrated by a plain start, whatever steps came after the first', async () => {
    const file = join(dir, 'first.db')
    const db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(file) }) })
    await migrate(db, 'sqlite', allMigrations.slice(0, 1))
    await db.destroy()
    expect(await steps(file)).toEqual(allMigrations.map((step) => step.name))
  })
})

/** Every board of the demo entity's xp, with each member's place: all time, and each period in UTC and in Kolkata. */
async function everyBoard(store: Store, nowMs: number, addresses: readonly string[]) {
  const boards: unknown[] = []
  for (const period of ['all', 'day', 'week', 'month'] as const) {
    for (const timeZone of period === 'all' ? ['UTC'] : ['UTC', 'Asia/Kolkata']) {
      const window = period === 'all' ? undefined : periodWindow(period, timeZone, nowMs)
      const source = { entityId: 'aurora-guild', metricId: 'aurora-xp', window }
      for (const around of [undefined, ...addresses]) boards.push(await store.run((tx) => buildBoard(tx, source, { limit: 3, around }), { write: false }))
    }
  }
  return boards
}

describe.each(['sqlite', 'postgres'] as const)('a database with events from before the board totals (%s)', (kind) => {
  it('is upgraded in place: the totals are added up from its events in batches that resume, and every board reads as before', async () => {
    const nowMs = Date.parse('2026-12-09T12:00:00Z')
    const state = seedState('demo', nowMs)
    const events = state.entities['aurora-guild']!.events!.filter((event) => event.metric === 'aurora-xp')
    expect(events.length).toBeGreaterThan(40)
    const addresses = state.entities['aurora-guild']!.members.map((member) => member.address)
    // Before: the boards as the service reads them from the events' 15-minute sums (the memory store sums them).
    const before = await everyBoard(createMemoryStore(structuredClone(state)), nowMs, addresses)

    // The database as today's version leaves it: every step before the totals, the demo's rows, its events.
    const reference = await openSqlStore(kind === 'sqlite' ? join(dir, 'reference.db') : await newPostgresSchema())
    await reference.load(state)
    const database = kind === 'sqlite' ? join(dir, 'before-totals.db') : await newPostgresSchema()
    const older: Kysely<any> =
      kind === 'sqlite'
        ? new Kysely({ dialect: new SqliteDialect({ database: new Database(database) }) })
        : new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database, max: 2 }) }) })
    await migrate(older, kind, allMigrations.filter((step) => step.name < '0009'))
    for (const table of ['entities', 'members', 'metrics', 'counters', 'levels', 'users', 'events', 'activity']) {
      // Without the columns later steps added (0010_board_rules: members hidden from boards, metrics' daily caps).
      const rows = (await reference.db.selectFrom(table as 'events').selectAll().execute()).map((row: Record<string, unknown>) => {
        const { hidden_from_boards: _hidden, max_per_member_per_day: _cap, ...older } = row
        return older
      })
      for (let start = 0; start < rows.length; start += 100) await older.insertInto(table).values(rows.slice(start, start + 100)).execute()
    }
    await reference.close()

    // The upgrade, stopped after two batches of ten events, then resumed by the next start.
    expect(await migrate(older, kind)).toEqual(['0009_board_totals', '0010_board_rules', '0011_board_windows'])
    let batches = 0
    expect(await backfillBoards(older, { batchSize: 10, stop: () => ++batches > 2 })).toBe(20)
    await older.destroy()
    const upgraded = await openSqlStore(database)
    const allEvents = state.entities['aurora-guild']!.events!.length + Object.values(state.entities).filter((entity) => entity.entity.id !== 'aurora-guild').reduce((sum, entity) => sum + (entity.events?.length ?? 0), 0)
    expect(await upgraded.backfill).toBe(allEvents - 20)
    expect(await everyBoard(upgraded, nowMs, addresses)).toEqual(before)
    // Done: a further start adds nothing twice.
    await upgraded.close()
    const again = await openSqlStore(database)
    expect(await again.backfill).toBe(0)
    expect(await everyBoard(again, nowMs, addresses)).toEqual(before)
    await again.close()
  })
})
