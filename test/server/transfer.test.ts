import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { serveSandbox } from '../../src/sandbox/node/serve.js'
import { demo } from '../../src/service/seed/demo.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { runServerCommand, sessionQuery, startServerProcess } from './serverProcess.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-transfer-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown

describe('engagekit-server export and import', () => {
  it('move a community from the sandbox to SQLite to PostgreSQL and back without loss', async () => {
    // A sandbox with some history: sessions, a theme, an increment, a profile.
    const sandbox = createSandbox()
    const admin = await createSandboxSession(sandbox, demo.accounts.admin.privateKey)
    const post = (path: string, body: unknown) =>
      sandbox.fetch(new Request(`http://sandbox.local${path}?${sessionQuery(admin)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
    expect((await post(`/api/entities/${demo.entityId}/users/${demo.accounts.member.address}/metrics/xp`, { count: 0.5 })).status).toBe(200)
    expect((await post(`/api/entities/${demo.entityId}/levels`, { level: 9, xp: 9000 })).status).toBe(200)
    const original = sandbox.snapshot()
    const start = join(dir, 'sandbox.json')
    await writeFile(start, JSON.stringify(original))

    const sqlite = join(dir, 'moved.db')
    const postgres = await newPostgresSchema()
    const imported = await runServerCommand(['import', start, '--database', sqlite])
    expect(imported).toMatchObject({ code: 0, stderr: '' })
    expect(imported.stdout).toContain('Imported 2 entities')
    // With their sessions (hashed), so the users stay signed in after the move.
    expect(await runServerCommand(['export', join(dir, 'from-sqlite.json'), '--with-sessions', '--database', sqlite])).toMatchObject({ code: 0 })
    expect(await runServerCommand(['import', join(dir, 'from-sqlite.json'), '--database', postgres])).toMatchObject({ code: 0 })
    expect(await runServerCommand(['export', join(dir, 'from-postgres.json'), '--with-sessions'], { DATABASE_URL: postgres })).toMatchObject({ code: 0 })
    expect(await readJson(join(dir, 'from-sqlite.json'))).toEqual(original)
    expect(await readJson(join(dir, 'from-postgres.json'))).toEqual(original)

    // The moved community serves as it did: the same session, the same counters.
    const server = await startServerProcess(['--database', postgres, '--quiet'])
    try {
      const reply = await fetch(`${server.url}/api/entities/${demo.entityId}/users/${demo.accounts.member.address}/metrics?${sessionQuery(admin)}`)
      expect((await reply.json()).data).toContainEqual({ metric: 'xp', counter: 340.5 })
    } finally {
      await server.stop()
    }
  })

  it('imports a sandbox data file with the writes its journal holds, and refuses a database that has data', async () => {
    const dataFile = join(dir, 'sandbox-data.json')
    const running = await serveSandbox({ port: 0, host: '127.0.0.1', dataFile })
    const admin = await createSandboxSession({ fetch: (request) => fetch(request) }, demo.accounts.admin.privateKey, { baseUrl: running.url })
    const reply = await fetch(`${running.url}/api/entities/${demo.entityId}/users/${demo.accounts.member.address}/metrics/xp?${sessionQuery(admin)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 60 }),
    })
    expect(reply.status).toBe(200)
    // Imported while the sandbox runs: the increment is still only in the journal.
    expect(await readFile(`${dataFile}.journal`, 'utf8')).toContain('/metrics/xp')
    const database = join(dir, 'from-data-file.db')
    expect(await runServerCommand(['import', dataFile, '--database', database])).toMatchObject({ code: 0 })
    await running.close()
    expect(await runServerCommand(['export', join(dir, 'data-file-export.json'), '--database', database])).toMatchObject({ code: 0 })
    const exported = (await readJson(join(dir, 'data-file-export.json'))) as { entities: Record<string, { counters: Record<string, Record<string, number>> }> }
    expect(exported.entities[demo.entityId]!.counters[demo.accounts.member.address]!['aurora-xp']).toBe(400)

    const again = await runServerCommand(['import', dataFile, '--database', database])
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('the database already holds entities or users: import loads a snapshot into a new database only')
  })
})
