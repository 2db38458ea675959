import { sql, type Kysely } from 'kysely'
import type { SandboxSnapshot } from '../../service/state.js'
import type { Store, Transaction, WorkOptions } from '../../service/store/Store.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { exportSnapshot } from './exportSnapshot.js'
import { importSnapshot } from './importSnapshot.js'
import type { SqlDialect } from './SqlDialect.js'
import { isRetryable } from './sqlErrors.js'
import { SqlTransaction } from './SqlTransaction.js'

/** A store on SQLite or PostgreSQL, with what the server needs besides the service's work. */
export type SqlStore = Store & {
  readonly dialect: SqlDialect
  /** The Kysely instance, for tests and tools; the service itself goes through `run`. */
  readonly db: Kysely<DatabaseSchema>
  /** Resolves when the database answers a trivial query (the health check). */
  ping(): Promise<void>
  /** Whether the database holds no entity and no user (a new database, where `--seed demo` may put the demo). */
  isEmpty(): Promise<boolean>
  /** Loads a snapshot into an empty database, in one transaction. */
  load(snapshot: SandboxSnapshot): Promise<void>
}

// PostgreSQL may give up a transaction that would deadlock; it is run again, from the start, a few times.
const attempts = 4

/**
 * The service's store over a migrated database. A write is one database transaction (committed, and so durable,
 * before `run` resolves); a read runs its queries without one. Rate limits are kept in the database too, so every
 * process counts against the same budgets.
 */
export function createSqlStore(db: Kysely<DatabaseSchema>, dialect: SqlDialect): SqlStore {
  let closed: Promise<void> | undefined

  async function write<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction().execute((trx) => work(new SqlTransaction(trx, dialect)))
      } catch (error) {
        if (attempt >= attempts || !isRetryable(error)) throw error
      }
    }
  }

  return {
    dialect,
    db,
    run<T>(work: (tx: Transaction) => Promise<T>, { write: writes }: WorkOptions): Promise<T> {
      return writes ? write(work) : work(new SqlTransaction(db, dialect))
    },
    async throttle(key, perMinute, nowMs) {
      return db.transaction().execute(async (trx) => {
        let query = trx.selectFrom('rate_limits').select(['tokens', 'at']).where('key', '=', key)
        if (dialect === 'postgres') query = query.forUpdate()
        const bucket = await query.executeTakeFirst()
        const tokens = Math.min(perMinute, bucket ? bucket.tokens + (Math.max(0, nowMs - bucket.at) * perMinute) / 60_000 : perMinute)
        const wait = tokens < 1 ? Math.ceil(((1 - tokens) * 60) / perMinute) : undefined
        const left = wait === undefined ? tokens - 1 : tokens
        await trx
          .insertInto('rate_limits')
          .values({ key, tokens: left, at: nowMs })
          .onConflict((conflict) => conflict.column('key').doUpdateSet({ tokens: left, at: nowMs }))
          .execute()
        // A bucket untouched for a minute is full again: it carries nothing and is dropped now and then.
        if (!bucket) await trx.deleteFrom('rate_limits').where('at', '<', nowMs - 60_000).execute()
        return wait
      })
    },
    snapshot: () => exportSnapshot(db),
    load: (snapshot) => db.transaction().execute((trx) => importSnapshot(trx, snapshot)),
    async ping() {
      await sql`select 1`.execute(db)
    },
    async isEmpty() {
      const entity = await db.selectFrom('entities').select('id').limit(1).executeTakeFirst()
      const user = await db.selectFrom('users').select('address').limit(1).executeTakeFirst()
      return !entity && !user
    },
    close() {
      closed ??= db.destroy()
      return closed
    },
  }
}
