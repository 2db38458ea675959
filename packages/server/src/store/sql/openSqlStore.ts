import Database from 'better-sqlite3'
import { CompiledQuery, Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import { createSqlStore, type EventListening, type SqlStore } from './createSqlStore.js'
import { listenForEvents } from './listenForEvents.js'
import { DatabaseUnavailableError } from './DatabaseUnavailableError.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { cachedStatements } from './cachedStatements.js'
import { describeDatabase } from './describeDatabase.js'
import { keepPrivate } from './keepPrivate.js'
import { loadPostgresDriver } from './loadPostgresDriver.js'
import { migrate } from './migrate.js'
import { namedStatements } from './namedStatements.js'

/** Options of {@link openSqlStore}. */
export type OpenSqlStoreOptions = {
  /** Most PostgreSQL connections this process keeps open; default 10. */
  poolSize?: number
  /** Told about a failure of an idle PostgreSQL connection (the pool replaces it); default: nothing. */
  onError?: (error: Error) => void
}

/** Whether a `--database` value names a PostgreSQL server rather than a SQLite file. */
export const isPostgresUrl = (database: string): boolean => /^postgres(ql)?:\/\//i.test(database)


function unavailable(database: string, error: unknown): DatabaseUnavailableError {
  const code = (error as { code?: unknown } | null)?.code
  const where = describeDatabase(database)
  const reason =
    code === 'ECONNREFUSED'
      ? 'the connection was refused: is PostgreSQL running there?'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'the host name is not known'
        : code === '28P01' || code === '28000'
          ? 'the user name or password was not accepted'
          : code === '3D000'
            ? 'the database does not exist: create it (createdb) first'
            : code === 'SQLITE_CANTOPEN' || code === 'ENOENT' || code === 'EACCES' || (error instanceof Error && /directory does not exist/.test(error.message))
              ? 'the file cannot be opened or created: does its folder exist, and may this user write there?'
              : code === 'SQLITE_NOTADB'
                ? 'the file is not a SQLite database'
                : error instanceof Error
                  ? error.message
                  : String(error)
  return new DatabaseUnavailableError(`cannot open the database ${where}: ${reason}`, { cause: error })
}

/**
 * Opens the service's store on a SQLite file (created when missing, readable by its owner only, like its `-wal` and
 * `-shm` files; WAL journal, `synchronous=FULL`, so a write is on disk once acknowledged) or on a PostgreSQL server (`postgres://user:password@host:5432/db`), and brings its
 * schema up to date. Rejects with a DatabaseUnavailableError when the database cannot be reached, and with a
 * NewerSchemaError for a database a newer version has written.
 */
export async function openSqlStore(database: string, options: OpenSqlStoreOptions = {}): Promise<SqlStore> {
  let db: Kysely<DatabaseSchema>
  let readDb: Kysely<DatabaseSchema> | undefined
  let listen: EventListening | undefined
  const dialect = isPostgresUrl(database) ? 'postgres' : 'sqlite'
  if (dialect === 'postgres') {
    const pg = await loadPostgresDriver()
    const pool = new pg.Pool({ connectionString: database, max: options.poolSize ?? 10 })
    // An idle connection that breaks (the server restarted) must not take the process down; the pool makes a new one.
    pool.on('error', (error) => options.onError?.(error))
    listen = listenForEvents(pg, database, options.onError)
    db = new Kysely<DatabaseSchema>({
      dialect: new PostgresDialect({
        pool: namedStatements(pool),
        // PostgreSQL's JIT compiles a query it expects to be costly (a board's count over a million counters) on every
        // run, 30 to 100 ms, more than such a query takes: off for the service's connections.
        onCreateConnection: (connection) => connection.executeQuery(CompiledQuery.raw('set jit = off')).then(() => undefined),
      }),
    })
  } else {
    const open = () => {
      const connection = new Database(database)
      connection.pragma('journal_mode = WAL')
      connection.pragma('synchronous = FULL')
      // Another process writing the same file (an import, a second server) is waited for, not an error.
      connection.pragma('busy_timeout = 5000')
      return new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: cachedStatements(connection) }) })
    }
    const isFile = database !== ':memory:' && database !== '' && !database.startsWith('file:')
    try {
      if (isFile) keepPrivate(database)
      db = open()
      // A file gets a second connection for reads, which see what is committed while the first one writes.
      if (database !== ':memory:' && database !== '') readDb = open()
      // The -wal and -shm files exist now: owner-only too (SQLite makes them like the database file; an older one may not be).
      if (isFile) keepPrivate(database)
    } catch (error) {
      throw unavailable(database, error)
    }
  }
  try {
    await migrate(db, dialect)
  } catch (error) {
    await db.destroy().catch(() => undefined)
    await readDb?.destroy().catch(() => undefined)
    if (error instanceof Error && error.name === 'NewerSchemaError') throw error
    throw unavailable(database, error)
  }
  return createSqlStore({ dialect, db, readDb, listen })
}
