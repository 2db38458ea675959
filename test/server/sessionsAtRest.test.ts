import { readFile, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { sessionKey } from '../../src/service/auth/sessionKey.js'
import { demo } from '../../src/service/seed/demo.js'
import { migrate } from '../../packages/server/src/store/sql/migrate.js'
import { allMigrations } from '../../packages/server/src/store/sql/migrations/allMigrations.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { parseServerArgs } from '../../packages/server/src/parseServerArgs.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { runServerCommand, sessionQuery, signIn, startServerProcess } from './serverProcess.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-sessions-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

/** The signature's hex digits (no 0x): what must appear in no file. */
const digitsOf = (signature: string) => signature.slice(2).toLowerCase()
const modeOf = async (file: string) => (await stat(file)).mode & 0o777
const profile = (url: string, session: { address: string; signature: string }) => fetch(`${url}/api/users/${session.address}?${sessionQuery(session)}`)

/** The one table of a 0002 database these tests write. */
type OlderSchema = { signatures: { signature: string; address: string; expires_at: string | null } }

describe('sessions at rest', () => {
  it('keeps no signature in the SQLite file, its WAL or any export, and writes them all 0600 whatever the umask', async () => {
    const database = join(dir, 'at-rest.db')
    const server = await startServerProcess(['--database', database, '--seed', 'demo', '--quiet'], {}, undefined, '000')
    let signature: string
    try {
      const member = await signIn(server.url, demo.accounts.member.privateKey)
      signature = member.signature
      expect((await profile(server.url, member)).status).toBe(200)
      // While it runs, the write sits in the WAL.
      for (const file of [database, `${database}-wal`, `${database}-shm`]) {
        expect(existsSync(file)).toBe(true)
        expect(await modeOf(file)).toBe(0o600)
        expect((await readFile(file)).toString('latin1').toLowerCase()).not.toContain(digitsOf(signature))
      }
      expect((await readFile(`${database}-wal`)).toString('latin1')).toContain(sessionKey(signature))
    } finally {
      await server.stop()
    }
    expect((await readFile(database)).toString('latin1').toLowerCase()).not.toContain(digitsOf(signature))

    const plain = join(dir, 'plain.json')
    const withSessions = join(dir, 'with-sessions.json')
    expect(await runServerCommand(['export', plain, '--database', database], {}, '000')).toMatchObject({ code: 0 })
    const exported = await runServerCommand(['export', withSessions, '--with-sessions', '--database', database], {}, '000')
    expect(exported).toMatchObject({ code: 0 })
    expect(exported.stdout).toContain('with their sessions (hashed)')
    for (const file of [plain, withSessions]) {
      expect(await modeOf(file)).toBe(0o600)
      expect((await readFile(file, 'utf8')).toLowerCase()).not.toContain(digitsOf(signature))
    }
    const member = demo.accounts.member.address
    expect(JSON.parse(await readFile(plain, 'utf8')).users[member].sessions).toBeUndefined()
    expect(Object.keys(JSON.parse(await readFile(withSessions, 'utf8')).users[member].sessions)).toEqual([sessionKey(signature)])

    // Imported with them, the session works on the new database; imported without, the user signs in again.
    for (const [file, status] of [[withSessions, 200], [plain, 401]] as const) {
      const copy = join(dir, `from-${status}.db`)
      expect(await runServerCommand(['import', file, '--database', copy])).toMatchObject({ code: 0 })
      const again = await startServerProcess(['--database', copy, '--quiet'])
      try {
        expect((await profile(again.url, { address: member, signature })).status).toBe(status)
      } finally {
        await again.stop()
      }
    }
  })

  it('narrows an existing database file to 0600 when it opens it', async () => {
    const database = join(dir, 'wide.db')
    await writeFile(database, '', { mode: 0o644 })
    const store = await openSqlStore(database)
    await store.close()
    expect(await modeOf(database)).toBe(0o600)
  })

  it('imports a snapshot of the older format, its plaintext signatures stored as hashes only', async () => {
    const sandbox = createSandbox({ seed: 'demo' })
    const member = await createSandboxSession(sandbox, demo.accounts.member.privateKey)
    const old = sandbox.snapshot()
    // As older versions wrote it: the signatures themselves, with their ends.
    const user = old.users[member.address]!
    delete user.sessions
    Object.assign(user, { signatures: [member.signature.toLowerCase()], sessionExpiry: { [member.signature.toLowerCase()]: '2099-01-01T00:00:00.000Z' } })
    const file = join(dir, 'old-format.json')
    await writeFile(file, JSON.stringify(old))
    const database = join(dir, 'old-format.db')
    expect(await runServerCommand(['import', file, '--database', database])).toMatchObject({ code: 0 })
    const store = await openSqlStore(database)
    try {
      const snapshot = await store.snapshot({ sessions: true })
      expect(snapshot.users[member.address]?.sessions).toEqual({ [sessionKey(member.signature)]: { expiresAt: '2099-01-01T00:00:00.000Z' } })
      expect(JSON.stringify(snapshot).toLowerCase()).not.toContain(digitsOf(member.signature))
    } finally {
      await store.close()
    }
    // And the sandbox reads it the same way.
    expect(createSandbox({ seed: old }).state.users[member.address]?.sessions).toEqual({ [sessionKey(member.signature)]: { expiresAt: '2099-01-01T00:00:00.000Z' } })
  })

  it.each(['sqlite', 'postgres'] as const)('moves the signatures of an older %s database to hashes (migration 0003)', async (kind) => {
    const database = kind === 'sqlite' ? join(dir, 'older-0002.db') : await newPostgresSchema()
    const account = privateKeyToAccount(demo.accounts.admin.privateKey)
    const signature = await account.signMessage({ message: 'signed under 0002' })
    // A database of 0002, made by its own steps, with a session in it as that version stored it.
    const older =
      kind === 'sqlite'
        ? new Kysely<OlderSchema>({ dialect: new SqliteDialect({ database: new Database(database) }) })
        : new Kysely<OlderSchema>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database, max: 1 }) }) })
    try {
      expect(await migrate(older, kind, allMigrations.slice(0, 2))).toEqual(['0001_initial', '0002_activity_keys'])
      await older.insertInto('signatures').values({ signature: signature.toLowerCase(), address: account.address, expires_at: null }).execute()
      // Every later step runs, 0003 first.
      const later = allMigrations.slice(2).map((step) => step.name)
      expect(later[0]).toBe('0003_session_hashes')
      expect(await migrate(older, kind)).toEqual(later)
      const tables = await older.introspection.getTables()
      expect(tables.map((table) => table.name)).not.toContain('signatures')
    } finally {
      await older.destroy()
    }
    const store = await openSqlStore(database)
    try {
      expect(await store.run((tx) => tx.session(sessionKey(signature)), { write: false })).toEqual({ address: account.address, expiresAt: undefined })
    } finally {
      await store.close()
    }
  })
})

describe('--token-policy', () => {
  it('is siwe by default and any on request; anything else is a usage error', () => {
    const serve = (args: string[]) => {
      const command = parseServerArgs(args, {})
      return command.kind === 'serve' ? command.options.sessionPolicy?.tokens : command
    }
    expect(serve([])).toBe('siwe')
    expect(serve(['--token-policy', 'any'])).toBe('any')
    expect(serve(['--token-policy', 'siwe'])).toBe('siwe')
    expect(serve(['--token-policy', 'none'])).toEqual({ kind: 'error', message: "--token-policy must be siwe or any, got 'none'" })
    expect(parseServerArgs(['export', 'x.json', '--with-sessions'], {})).toMatchObject({ kind: 'export', withSessions: true })
    expect(parseServerArgs(['export', 'x.json'], {})).toMatchObject({ kind: 'export', withSessions: false })
    expect(parseServerArgs(['import', 'x.json', '--with-sessions'], {})).toMatchObject({ kind: 'error' })
  })

  it('any: takes any signed text, and says at start what that gives up; siwe (default): refuses it', async () => {
    const account = privateKeyToAccount(demo.accounts.member.privateKey)
    const token = 'I agree to the OtherDapp terms'
    const signature = await account.signMessage({ message: token })
    const query = new URLSearchParams({ UserETHAddress: account.address, token, signature })
    const lenient = await startServerProcess(['--database', join(dir, 'any.db'), '--quiet', '--token-policy', 'any'])
    try {
      const warning = lenient.lines.find((line) => line.level === 'warn')
      expect(warning?.message).toMatch(/--token-policy any: any signed text registers as a session/)
      expect((await fetch(`${lenient.url}/api/token?${query}`)).status).toBe(200)
    } finally {
      await lenient.stop()
    }
    const strict = await startServerProcess(['--database', join(dir, 'siwe.db'), '--quiet'])
    try {
      expect(strict.lines.some((line) => line.level === 'warn')).toBe(false)
      const refused = await fetch(`${strict.url}/api/token?${query}`)
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/not a Sign-In with Ethereum/)
    } finally {
      await strict.stop()
    }
  })
})

describe('sign-out on two processes over one PostgreSQL database', () => {
  it('ends the session in both at once', async () => {
    const database = await newPostgresSchema()
    const a = await startServerProcess(['--database', database, '--seed', 'demo', '--quiet'])
    const b = await startServerProcess(['--database', database, '--quiet'])
    try {
      const member = await signIn(a.url, demo.accounts.member.privateKey)
      expect((await profile(b.url, member)).status).toBe(200)
      const out = await fetch(`${b.url}/api/session/delete`, { method: 'POST', headers: { 'x-engagekit-address': member.address, 'x-engagekit-signature': member.signature } })
      expect(await out.json()).toEqual({ success: true })
      expect((await profile(a.url, member)).status).toBe(401)
      expect((await profile(b.url, member)).status).toBe(401)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})
