import { sql, type Kysely } from 'kysely'
import { Migrator, type Migration } from 'kysely/migration'
import { allMigrations, type SchemaMigration } from './migrations/allMigrations.js'
import type { SqlDialect } from './SqlDialect.js'

/** The table where the steps a database has run are recorded (Kysely's migrator keeps it). */
const migrationTable = 'kysely_migration'
// Any constant shared by every engagekit-server process: the advisory lock that lets one of them migrate at a time.
const migrationLockId = 0x656b6d69

/** A database written by a newer engagekit-server: this one does not know its schema and does not touch it. */
export class NewerSchemaError extends Error {
  override readonly name = 'NewerSchemaError'
}

async function appliedSteps(db: Kysely<any>, schema: string | undefined): Promise<string[]> {
  // Only the schema the server works in counts: another schema of the same PostgreSQL database may hold another service.
  const exists =
    schema === undefined
      ? (await db.introspection.getTables({ withInternalKyselyTables: true })).some((table) => table.name === migrationTable)
      : (await sql`select 1 from information_schema.tables where table_schema = ${schema} and table_name = ${migrationTable}`.execute(db)).rows.length > 0
  if (!exists) return []
  const rows = await (schema === undefined ? db : db.withSchema(schema)).selectFrom(migrationTable).select('name').orderBy('name').execute()
  return rows.map((row) => String(row.name))
}

async function migrateOn(db: Kysely<any>, dialect: SqlDialect, migrations: readonly SchemaMigration[]): Promise<string[]> {
  // PostgreSQL: the first schema of the connection's search_path, where unqualified tables are made.
  const schema = dialect === 'postgres' ? String((await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema) : undefined
  const known = new Set(migrations.map((migration) => migration.name))
  const unknown = (await appliedSteps(db, schema)).filter((name) => !known.has(name))
  if (unknown.length > 0) {
    throw new NewerSchemaError(
      `the database's schema is newer than this engagekit-server knows (it has run ${unknown.join(', ')}; this version knows up to ${migrations.at(-1)?.name}). Upgrade engagekit-server, or point it at another database.`,
    )
  }
  const provider = {
    getMigrations: async () =>
      Object.fromEntries(migrations.map((migration): [string, Migration] => [migration.name, { up: (on: Kysely<any>) => migration.up(on, dialect) }])),
  }
  const { error, results = [] } = await new Migrator({ db, provider, ...(schema !== undefined && { migrationTableSchema: schema }) }).migrateToLatest()
  if (error) {
    const failed = results.find((result) => result.status === 'Error')
    throw new Error(`the database schema could not be brought up to date${failed ? ` (step ${failed.migrationName})` : ''}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName)
}

/**
 * Brings the database's schema up to date: runs the steps it has not run yet, each in a transaction, and returns
 * their names. PostgreSQL servers starting together take an advisory lock first, so the steps run once. A database
 * that ran steps this version does not know is refused with a NewerSchemaError, untouched.
 */
export async function migrate(db: Kysely<any>, dialect: SqlDialect, migrations: readonly SchemaMigration[] = allMigrations): Promise<string[]> {
  if (dialect === 'sqlite') return migrateOn(db, dialect, migrations)
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${migrationLockId})`.execute(connection)
    try {
      return await migrateOn(connection, dialect, migrations)
    } finally {
      await sql`select pg_advisory_unlock(${migrationLockId})`.execute(connection)
    }
  })
}
