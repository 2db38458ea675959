import pg from 'pg'
import { sql } from 'kysely'
import type { Snapshot } from '../../src/service/state.js'
import type { SqlStore } from '../../packages/server/src/store/sql/createSqlStore.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'

/**
 * The PostgreSQL database the tests use: `ENGAGEKIT_TEST_DATABASE_URL`, which the PostgreSQL projects' global setup
 * (test/support/postgresGlobalSetup.ts) sets to a throwaway server of the run's own when it was not set. Each test
 * file works in a schema of its own, so files run side by side.
 */
export const testDatabaseUrl = process.env['ENGAGEKIT_TEST_DATABASE_URL'] ?? 'postgres://ek:ek@127.0.0.1:5432/engagekit_test'

/** Every schema a test makes starts with this, so a run can remove what an earlier, interrupted run left. */
export const testSchemaPrefix = 'engagekit_test_'

const tables = ['entities', 'members', 'metrics', 'counters', 'levels', 'themes', 'skills', 'skill_scores', 'users', 'sessions', 'nonces', 'rate_limits', 'events', 'activity', 'board_totals', 'board_counts', 'board_count_deltas', 'board_windows', 'api_keys', 'idempotency', 'outbox', 'uploads', 'webhooks', 'webhook_deliveries', 'achievements', 'achievements_earned', 'member_streaks'] as const

let schemas = 0

/** Runs one statement on the test database as it is (no schema of a test's). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `The PostgreSQL tests need a database at ${testDatabaseUrl.replace(/:[^:@/]*@/, ':***@')} (${error instanceof Error ? error.message : String(error)}). ` +
        'Run the PostgreSQL tests through their Vitest projects (contract-postgres, server), which start one, or point ENGAGEKIT_TEST_DATABASE_URL at another.',
      { cause: error },
    )
  }
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** A new, empty schema in the test database, and the URL that works in it (`search_path` set by the connection). */
export async function newPostgresSchema(): Promise<string> {
  const schema = `${testSchemaPrefix}${process.pid}_${Date.now().toString(36)}_${++schemas}`
  await adminQuery(`create schema ${schema}`)
  const url = new URL(testDatabaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}

const schemaOf = new WeakMap<SqlStore, string>()

/** A migrated store for the tests: SQLite in memory, or PostgreSQL in a schema of its own. */
export async function openTestStore(kind: 'sqlite' | 'postgres'): Promise<SqlStore> {
  if (kind === 'sqlite') return openSqlStore(':memory:')
  const url = await newPostgresSchema()
  const store = await openSqlStore(url, { poolSize: 4 })
  schemaOf.set(store, new URL(url).searchParams.get('options')!.split('=')[1]!)
  return store
}

/** Closes a test store and removes its schema. */
export async function disposeTestStore(store: SqlStore): Promise<void> {
  await store.close()
  const schema = schemaOf.get(store)
  if (schema) await adminQuery(`drop schema ${schema} cascade`)
}

/** Empties a store and loads `seed` into it. */
export async function reloadStore(store: SqlStore, seed: Snapshot): Promise<void> {
  // The store's own work in the background (a window of another time zone filled, the moves between value buckets
  // folded) takes its locks in another order than a truncate of every table: it ends first, and a truncate that
  // PostgreSQL still finds in a deadlock with the fold (40P01) is run again.
  await store.boardWindowsIdle()
  for (let attempt = 1; store.dialect === 'postgres'; attempt++) {
    try {
      await sql.raw(`truncate ${tables.join(', ')}`).execute(store.db)
      break
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= 3) throw error
    }
  }
  if (store.dialect === 'sqlite') for (const table of tables) await store.db.deleteFrom(table).execute()
  await store.load(seed)
}
