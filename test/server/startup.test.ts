import { createServer } from 'node:net'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { runServerCommand, startServerProcess } from './serverProcess.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-server-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('engagekit-server on the command line', () => {
  it('prints its usage with --help, and refuses bad arguments with exit code 2 and the reason', async () => {
    const help = await runServerCommand(['--help'])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain('engagekit-server export <file.json>')
    expect(help.stdout).toContain('--database <database>')
    const bad = await runServerCommand(['--port', 'eighty'])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("--port must be a number from 0 to 65535, got 'eighty'")
    expect((await runServerCommand(['--seed', 'lots'])).stderr).toContain("--seed must be demo or empty, got 'lots'")
    expect((await runServerCommand(['export'])).stderr).toContain('export needs a file')
  })

  it('uses ./engagekit.db by default, DATABASE_URL when set, and --database over both', async () => {
    const cwd = await mkdtemp(join(dir, 'default-'))
    const server = await startServerProcess(['--quiet'], {}, cwd)
    try {
      expect(server.lines[0]).toMatchObject({ message: 'listening', dialect: 'sqlite', database: './engagekit.db' })
      // The start-up line says what the server takes: SIWE for this machine's pages, 30-day sessions, no proxy trusted.
      expect(server.lines[0]).toMatchObject({ tokenPolicy: 'siwe', siweDomains: 'localhost:*,127.0.0.1:*,[::1]:*', sessionTtlSeconds: 2_592_000, trustProxy: 'none' })
      expect((await stat(join(cwd, 'engagekit.db'))).isFile()).toBe(true)
    } finally {
      await server.stop()
    }
    const fromEnv = await startServerProcess(['--quiet'], { DATABASE_URL: join(dir, 'from-env.db') })
    expect(fromEnv.lines[0]).toMatchObject({ database: join(dir, 'from-env.db') })
    await fromEnv.stop()
    const flag = await startServerProcess(['--quiet', '--database', join(dir, 'flag.db')], { DATABASE_URL: join(dir, 'from-env.db') })
    expect(flag.lines[0]).toMatchObject({ database: join(dir, 'flag.db') })
    await flag.stop()
  })
})

describe('start-up errors say what to fix, and exit with 1', () => {
  it('an unreachable PostgreSQL, without showing the password', async () => {
    const result = await runServerCommand(['--database', 'postgres://engagekit:hunter2@127.0.0.1:1/engagekit'])
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('cannot open the database postgres://engagekit:***@127.0.0.1:1/engagekit: the connection was refused: is PostgreSQL running there?')
    expect(result.stderr).not.toContain('hunter2')
  })

  it('a SQLite file in a folder that does not exist', async () => {
    const result = await runServerCommand(['--database', join(dir, 'no/such/folder/x.db')])
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/cannot open the database .*x\.db: the file cannot be opened or created/)
  })

  it('a database a newer version has migrated, which it leaves untouched', async () => {
    for (const database of [join(dir, 'newer.db'), await newPostgresSchema()]) {
      const store = await openSqlStore(database)
      await sql`insert into kysely_migration (name, timestamp) values ('9999_from_the_future', '2030-01-01T00:00:00.000Z')`.execute(store.db)
      await store.close()
      const result = await runServerCommand(['--database', database])
      expect(result.code).toBe(1)
      expect(result.stderr).toContain("the database's schema is newer than this engagekit-server knows (it has run 9999_from_the_future")
    }
  })

  it('a port in use', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const port = (taken.address() as { port: number }).port
    try {
      const result = await runServerCommand(['--database', join(dir, 'port.db'), '--port', String(port)])
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use: pick another with --port`)
    } finally {
      taken.close()
    }
  })
})
