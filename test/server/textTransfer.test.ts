import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServiceHandler } from '../../src/http/createServiceHandler.js'
import { createSandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { runServerCommand, sessionQuery } from './serverProcess.js'

// Text the service takes is text every store holds alike: what was written on SQLite moves to PostgreSQL unchanged,
// and a snapshot holding what no write takes is refused by import, by record and field, before anything is loaded.

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-text-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const readJson = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as unknown

/** Hostile-looking text the policy lets through: right-to-left scripts and marks, emoji sequences, combining and astral characters. */
const allowed = {
  name: 'مجتمع البناة 🦊 קהילה',
  description: 'Cafe\u0301 \u200fעברית\u200f 👩‍👩‍👧 𝔘𝔫𝔦𝔠𝔬𝔡𝔢\n\tZ\u0351\u0352algo — 日本語 \u061c١٢٣',
}

describe('text across stores', () => {
  it('written through the service on SQLite, exported and imported into PostgreSQL, comes back the same', async () => {
    const sqlite = join(dir, 'written.db')
    const store = await openSqlStore(sqlite)
    await store.load(createSandbox().snapshot())
    const service = createServiceHandler({ store })
    const sessions = {
      owner: await createSandboxSession(service, demo.accounts.owner.privateKey),
      admin: await createSandboxSession(service, demo.accounts.admin.privateKey),
      member: await createSandboxSession(service, demo.accounts.member.privateKey),
    }
    const post = async (as: keyof typeof sessions, path: string, body: unknown) => {
      const reply = await service.fetch(new Request(`http://sandbox.local${path}?${sessionQuery(sessions[as])}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }))
      expect(reply.status, `${path}: ${await reply.clone().text()}`).toBe(200)
    }
    const entity = demo.entityId
    await post('owner', `/api/entities/${entity}/update`, { ...allowed, ownerAddresses: [demo.accounts.owner.address], twitter: '@אור', discord: '', website: '', imageUrl: '' })
    await post('admin', `/api/entities/${entity}/metrics/aurora-xp/update`, { name: 'نقاط ✨', description: allowed.description, type: 'points' })
    await post('admin', '/api/skills', { name: 'עברית 𝔘', description: allowed.description, entityID: entity })
    await post('admin', `/api/entities/${entity}/themes/aurora-theme-spark/update`, { title: 'فجر 🌅' })
    await post('owner', `/api/entities/${entity}/api-keys`, { name: 'ボット 🤖' })
    await post('member', `/api/users/${demo.accounts.member.address}`, {
      name: 'प्रिया 🌸',
      about: allowed.description,
      imageUrl: '',
      bannerUrl: '',
      subtitle: 'מפתחת',
      location: 'القاهرة',
      twitter: '',
      email: '',
      discordId: '',
      linkedin: '',
      instagram: '',
      website: '',
    })
    const written = await store.snapshot()
    await store.close()
    expect(JSON.stringify(written)).toContain('🦊')

    const fromSqlite = join(dir, 'from-sqlite.json')
    expect(await runServerCommand(['export', fromSqlite, '--database', sqlite])).toMatchObject({ code: 0 })
    const postgres = await newPostgresSchema()
    expect(await runServerCommand(['import', fromSqlite, '--database', postgres])).toMatchObject({ code: 0, stderr: '' })
    const fromPostgres = join(dir, 'from-postgres.json')
    expect(await runServerCommand(['export', fromPostgres], { DATABASE_URL: postgres })).toMatchObject({ code: 0 })
    expect(await readJson(fromSqlite)).toEqual(written)
    expect(await readJson(fromPostgres)).toEqual(written)
  })

  it('import refuses a snapshot holding a NUL, a control or bidirectional character, or a lone surrogate, naming where', async () => {
    const cases: [string, (snapshot: ReturnType<ReturnType<typeof createSandbox>['snapshot']>) => void, string][] = [
      ['NUL', (s) => void (s.entities[demo.entityId]!.entity.name = 'Aurora\u0000'), `entities.${demo.entityId}.entity.name must not contain U+0000, a control character`],
      ['RLO', (s) => void (s.entities[demo.entityId]!.skills[0]!.name = '\u202eevil'), `entities.${demo.entityId}.skills.0.name must not contain U+202E, a bidirectional control`],
      ['ESC', (s) => void (s.users[demo.accounts.member.address]!.profile.about = '\u001b[2J'), `users.${demo.accounts.member.address}.profile.about must not contain U+001B, a control character`],
      ['surrogate', (s) => void (s.entities[demo.entityId]!.metrics[0]!.description = 'x\udc00'), `entities.${demo.entityId}.metrics.0.description must not contain U+DC00, a lone surrogate`],
    ]
    const postgres = await newPostgresSchema()
    for (const [what, edit, message] of cases) {
      const snapshot = createSandbox().snapshot()
      edit(snapshot)
      const file = join(dir, `bad-${what}.json`)
      await writeFile(file, JSON.stringify(snapshot))
      // PostgreSQL is the store that cannot hold a NUL; SQLite, which could, refuses the file alike.
      for (const database of what === 'NUL' ? [join(dir, 'bad.db'), postgres] : [postgres]) {
        const result = await runServerCommand(['import', file, '--database', database])
        expect(result.code, `${what} into ${database}`).toBe(1)
        expect(result.stderr).toContain(message)
        expect(result.stderr).toContain('nothing was imported')
      }
    }
    // Nothing was loaded: the database takes a good snapshot as a new one.
    const good = join(dir, 'good.json')
    await writeFile(good, JSON.stringify(createSandbox().snapshot()))
    expect(await runServerCommand(['import', good, '--database', postgres])).toMatchObject({ code: 0 })
  })
})
