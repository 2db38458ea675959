import { sql, type ControlledTransaction, type Kysely } from 'kysely'
import type { Snapshot, Store, Transaction, WorkOptions } from '../../engagekit.js'
import { backfillBoards } from './backfillBoards.js'
import { boardWindowKeeper } from './boardWindowKeeper.js'
import { pruneBoards } from './pruneBoards.js'
import { foldCountDeltas } from './boardTotals.js'
import type { DatabaseSchema } from './DatabaseSchema.js'
import { exportSnapshot } from './exportSnapshot.js'
import { importSnapshot } from './importSnapshot.js'
import type { SqlDialect } from './SqlDialect.js'
import { readOutboxBounds } from './outbox.js'
import { isRetryable } from './sqlErrors.js'
import { SqlTransaction, type SqlSession } from './SqlTransaction.js'
import { takeToken } from './takeToken.js'
import { waitForToken } from './waitForToken.js'

type Db = Kysely<DatabaseSchema>

/** A store on SQLite or PostgreSQL, with what the server needs besides the service's work. */
export type SqlStore = Store & {
  readonly dialect: SqlDialect
  /** The Kysely instance, for tests and tools; the service itself goes through `run`. */
  readonly db: Db
  /** Resolves when the database answers a trivial query (the health check). */
  ping(): Promise<void>
  /**
   * Loads a snapshot, whole, into a database that holds no entity and no user (whatever else it holds, the
   * default skills of an empty start, is replaced). Otherwise it throws, or with `ifEmpty` resolves to false.
   */
  load(snapshot: Snapshot, options?: { ifEmpty?: boolean }): Promise<boolean>
  /**
   * The period totals of the events a database kept before it had them (an upgrade), added in the background in
   * batches while the store serves (backfillBoards.ts): resolves with how many events were added once none is left.
   */
  readonly backfill: Promise<number>
  /** Resolves once the windows of other time zones boards asked for are kept and filled as asked so far (boardWindowKeeper.ts). */
  boardWindowsIdle(): Promise<void>
}

/**
 * Connections of a SQL store: one for writes and, for a SQLite file, another for reads (WAL lets it read while the
 * other writes); on PostgreSQL, how to listen for other processes' events (see listenForEvents).
 */
export type SqlConnections = { dialect: SqlDialect; db: Db; readDb?: Db | undefined; listen?: EventListening | undefined }

/** Starts listening for events other processes commit (`told` gets an entity's id, or null after a lost connection); resolves to how to stop. */
export type EventListening = (told: (entityId: string | null) => void) => Promise<() => Promise<void>>

/** How often a SQLite store looks for events another process wrote to the same file, while anyone listens. */
const sqlitePollMs = 1_000

// PostgreSQL may give up a transaction that would deadlock; it is run again, from the start, a few times.
const attempts = 4
// PostgreSQL: how often the statistics of the board totals are renewed (analyzeBoards).
const analyzeEveryMs = 3_600_000

/** PostgreSQL: the planner's statistics of the board totals, renewed (a sample of their rows: about a second at a million members). */
const analyzeBoards = (db: Db) => sql`analyze board_totals`.execute(db)

// The totals of past periods: first removed this long after a start, then this often (pruneBoards.ts).
const pruneAfterStartMs = 600_000
const pruneEveryMs = 3_600_000

// SQLite: most writes one commit (one fsync) acknowledges together.
const maxBatch = 64

const readOnly = (db: Db): SqlSession => {
  const refuse = () => Promise.reject(new Error('a read-only transaction may not change data'))
  return { read: () => db, write: refuse, atomic: refuse, committed: () => db }
}

/** PostgreSQL, a command that makes one change: no transaction around it, and one for the statements that change it. */
const singleWrite = (db: Db): SqlSession => {
  let wrote = false
  return {
    read: () => db,
    async write() {
      if (wrote) throw new Error('a command declared to make one change made a second one')
      wrote = true
      return db
    },
    atomic: (statements) => db.transaction().execute(statements),
    committed: () => db,
  }
}

/**
 * The service's store over a migrated database. A write is one database transaction, committed (and so on disk)
 * before `run` resolves; a read runs its queries without one.
 *
 * - PostgreSQL: a transaction begins at a command's first write, so its reads (the session, the entity) cost no
 *   transaction, and a command that makes one change needs none: its statement is atomic on its
 *   own. A transaction PostgreSQL gives up (a deadlock) is run again.
 * - SQLite: writes arriving together share one transaction, each in a savepoint of its own (a refused write takes
 *   back only itself), and one commit acknowledges them all: the fsync that makes a write durable is paid once per
 *   batch, not per write. Reads use their own connection and see committed data only.
 */
export function createSqlStore({ dialect, db, readDb = db, listen }: SqlConnections): SqlStore {
  let closed: Promise<void> | undefined
  const keyNotes = new Map<string, number>()
  const outboxClock = { prunedAt: Number.NEGATIVE_INFINITY }
  const events = sqlEventListeners(dialect, readDb, listen)

  async function writePostgres<T>(work: (tx: Transaction) => Promise<T>, { single = false, alone = false }: WorkOptions): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      let begun: Promise<ControlledTransaction<DatabaseSchema>> | undefined
      let trx: ControlledTransaction<DatabaseSchema> | undefined
      let committedAlone = false
      const begin = async () => {
        if (committedAlone) throw new Error('a command that committed a write alone made another one')
        return (trx = await (begun ??= db.startTransaction().execute()))
      }
      const session: SqlSession = single
        ? singleWrite(db)
        : {
            read: () => trx ?? db,
            write: begin,
            atomic: async (statements) => statements(await begin()),
            committed: () => db,
            holdsEvents: true,
            ...(alone && {
              alone: async (statement: (db: Db) => Promise<boolean>) => {
                if (begun) return statement(await begin())
                return (committedAlone = await statement(db))
              },
            }),
          }
      const tx = new SqlTransaction(session, dialect, outboxClock, boardWindows)
      try {
        const result = await work(tx)
        await tx.writeHeldEvents()
        if (begun) await (await begun).commit().execute()
        events.committed(tx.eventsOf)
        return result
      } catch (error) {
        if (begun) await (await begun).rollback().execute().catch(() => undefined)
        if (attempt >= attempts || !isRetryable(error)) throw error
      }
    }
  }

  type Pending = { work: (connection: Db) => Promise<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void }
  let queue: Pending[] = []
  let flushing: Promise<void> | undefined

  /** SQLite: runs `work` in the next batch of writes; resolves once the batch is committed. */
  function writeSqlite<T>(work: (connection: Db) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      flushing ??= flush()
    })
  }

  async function flush(): Promise<void> {
    // Writes that arrive in the same turn of the event loop join one batch.
    await new Promise((resolve) => setImmediate(resolve))
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch)
      queue = queue.slice(maxBatch)
      await db.connection().execute(async (connection) => {
        const done: { pending: Pending; result: unknown }[] = []
        try {
          await sql`begin immediate`.execute(connection)
        } catch (error) {
          for (const pending of batch) pending.reject(error)
          return
        }
        for (const pending of batch) {
          await sql`savepoint write`.execute(connection)
          try {
            done.push({ pending, result: await pending.work(connection) })
            await sql`release write`.execute(connection)
          } catch (error) {
            await sql`rollback to write`.execute(connection)
            await sql`release write`.execute(connection)
            pending.reject(error)
          }
        }
        try {
          await sql`commit`.execute(connection)
        } catch (error) {
          await sql`rollback`.execute(connection).catch(() => undefined)
          for (const { pending } of done) pending.reject(error)
          return
        }
        for (const { pending, result } of done) pending.resolve(result)
      })
    }
    flushing = undefined
  }

  const sameConnection = (connection: Db): SqlSession => ({
    read: () => connection,
    write: async () => connection,
    atomic: (statements) => statements(connection),
    committed: () => readDb,
  })

  let closing = false
  // Errors are the store's to report when it is closed or read; a failed batch is taken up again on the next start.
  const backfill = backfillBoards(db, { stop: () => closing })
  backfill.catch(() => undefined)
  // PostgreSQL: the moves between value buckets the increments left are folded into the counts every moment, so the
  // reads that add them up stay short. A failed fold is tried again on the next tick.
  let folding: Promise<void> | undefined
  let analyzedAt = Date.now()
  const foldTimer =
    dialect === 'postgres'
      ? setInterval(() => {
          // And the planner's statistics of the totals renewed every hour: each new period (a day, a week, a kept
          // window) is a key they do not know, which it takes for a key of one row and reads by the wrong index.
          if (Date.now() - analyzedAt >= analyzeEveryMs) {
            analyzedAt = Date.now()
            void analyzeBoards(db).catch(() => undefined)
          }
          folding ??= foldCountDeltas(db)
            .catch(() => undefined)
            .finally(() => (folding = undefined))
        }, 1000).unref()
      : undefined

  // Boards of periods in other time zones: their windows kept and filled in the background (boardWindowKeeper.ts).
  const boardWindows = boardWindowKeeper(
    readDb,
    (work) => (dialect === 'sqlite' ? writeSqlite(work) : db.transaction().execute(work)),
    dialect === 'postgres' ? () => analyzeBoards(db) : undefined,
  )

  // The totals of past periods no board reads, removed in the background: ten minutes after the start, then hourly.
  let pruning: Promise<unknown> | undefined
  const prune = () => {
    pruning ??= pruneBoards((work) => (dialect === 'sqlite' ? writeSqlite(work) : work(db)), readDb, dialect, Date.now(), { stop: () => closing })
      .catch(() => undefined)
      .finally(() => (pruning = undefined))
  }
  const pruneStart = setTimeout(() => {
    prune()
    pruneTimer = setInterval(prune, pruneEveryMs).unref()
  }, pruneAfterStartMs).unref()
  let pruneTimer: ReturnType<typeof setInterval> | undefined

  return {
    dialect,
    db,
    backfill,
    boardWindowsIdle: () => boardWindows.idle(),
    run<T>(work: (tx: Transaction) => Promise<T>, options: WorkOptions): Promise<T> {
      const { write } = options
      if (!write) return work(new SqlTransaction(readOnly(readDb), dialect, outboxClock, boardWindows))
      if (dialect === 'postgres') return writePostgres(work, options)
      let tx: SqlTransaction | undefined
      return writeSqlite((connection) => work((tx = new SqlTransaction(sameConnection(connection), dialect, outboxClock, boardWindows)))).then((result) => {
        if (tx) events.committed(tx.eventsOf)
        return result
      })
    },
    subscribeEvents: events.subscribe,
    throttle(key, perMinute, nowMs, mode = 'take') {
      if (mode === 'check') return waitForToken(readDb, key, perMinute, nowMs)
      if (dialect === 'sqlite') return writeSqlite((connection) => takeToken(connection, dialect, key, perMinute, nowMs))
      return takeToken(db, dialect, key, perMinute, nowMs)
    },
    async noteApiKeyUse(keyId, now) {
      // Bookkeeping for the owner's list of keys: once a minute per key is enough, and spares a write per request.
      if (Date.parse(now) - (keyNotes.get(keyId) ?? 0) < 60_000) return
      keyNotes.set(keyId, Date.parse(now))
      const note = (on: Db) => on.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', keyId).execute()
      await (dialect === 'sqlite' ? writeSqlite(note) : note(db))
    },
    snapshot: (options) => exportSnapshot(readDb, dialect, options),
    load: (snapshot, { ifEmpty = false } = {}) =>
      dialect === 'sqlite'
        ? writeSqlite((connection) => importSnapshot(connection, dialect, snapshot, ifEmpty))
        : db.transaction().execute((trx) => importSnapshot(trx, dialect, snapshot, ifEmpty)),
    async ping() {
      await sql`select 1`.execute(readDb)
    },
    close() {
      closing = true
      clearInterval(foldTimer)
      clearTimeout(pruneStart)
      clearInterval(pruneTimer)
      closed ??= (async () => {
        await events.close()
        await backfill.catch(() => undefined)
        await boardWindows.idle()
        await pruning
        await folding
        await flushing
        if (readDb !== db) await readDb.destroy()
        await db.destroy()
      })()
      return closed
    },
  }
}

/**
 * The listeners of a SQL store's events: told after this process's commits, and of other processes' ones through
 * `listen` (PostgreSQL) or, on SQLite, a look at the newest event id every second while anyone listens.
 */
function sqlEventListeners(dialect: SqlDialect, readDb: Db, listen: EventListening | undefined) {
  const listeners = new Set<(entityIds: readonly string[] | null) => void>()
  let stopListening: Promise<() => Promise<void>> | undefined
  let poll: ReturnType<typeof setInterval> | undefined
  let newest: number | undefined
  const tell = (entityIds: readonly string[] | null) => {
    for (const listener of [...listeners]) listener(entityIds)
  }
  const start = () => {
    if (listen) {
      stopListening = listen((entityId) => tell(entityId === null ? null : [entityId]))
      // Once listening, a look at every entity: what another process committed between a stream's first read and the
      // LISTEN (whose notification went to nobody) is read then, as on SQLite's first look.
      stopListening.then(
        () => tell(null),
        () => undefined,
      )
    } else if (dialect === 'sqlite') {
      const look = () =>
        readOutboxBounds(readDb).then(
          ({ last }) => {
            // The first look tells too: whatever came between a stream's first read and this look is read then.
            if (last !== newest) tell(null)
            newest = last
          },
          () => undefined,
        )
      void look()
      poll = setInterval(() => void look(), sqlitePollMs)
      poll.unref()
    }
  }
  const stop = async () => {
    if (poll) clearInterval(poll)
    poll = undefined
    newest = undefined
    const stopping = stopListening
    stopListening = undefined
    if (stopping) await (await stopping.catch(() => async () => undefined))()
  }
  return {
    committed(entityIds: ReadonlySet<string>) {
      if (entityIds.size === 0 || listeners.size === 0) return
      const told = [...entityIds]
      setTimeout(() => tell(told), 0)
    },
    subscribe(listener: (entityIds: readonly string[] | null) => void): () => void {
      listeners.add(listener)
      if (listeners.size === 1) start()
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return
        void stop()
      }
    },
    async close() {
      listeners.clear()
      await stop()
    },
  }
}
