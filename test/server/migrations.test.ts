import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedState } from '../../src/service/seed/seedState.js'
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
