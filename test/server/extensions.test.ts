import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { sessionQuery, signIn, startServerProcess, type ServerProcess } from './serverProcess.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-extensions-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const member = demo.accounts.member.address
const post = (server: ServerProcess, path: string, body: unknown, headers: Record<string, string>) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

async function ownerKey(server: ServerProcess): Promise<{ id: string; key: string; owner: string }> {
  const owner = sessionQuery(await signIn(server.url, demo.accounts.owner.privateKey))
  const created = await post(server, `/api/entities/${demo.entityId}/api-keys?${owner}`, { name: 'points bot' }, {})
  return { ...((await created.json()) as { data: { id: string; key: string } }).data, owner }
}

async function xpOf(database: string, address: string): Promise<number | undefined> {
  const store = await openSqlStore(database)
  const snapshot = await store.snapshot()
  await store.close()
  return snapshot.entities[demo.entityId]!.counters[address]?.['aurora-xp']
}

describe.each(['sqlite', 'postgres'] as const)('awards that count once (%s)', (kind) => {
  it('replays an increment sent again with its key after the server restarted, and counts it once', async () => {
    const database = kind === 'sqlite' ? join(dir, 'restart.db') : await newPostgresSchema()
    const first = await startServerProcess(['--database', database, '--seed', 'demo', '--quiet'])
    const { key } = await ownerKey(first)
    const send = (server: ServerProcess) => post(server, `/api/entities/${demo.entityId}/users/${member}/metrics/xp`, { count: 25 }, { authorization: `Bearer ${key}`, 'idempotency-key': 'deploy-1187' })
    const answer = await (await send(first)).json()
    await first.stop('SIGKILL')
    const second = await startServerProcess(['--database', database, '--quiet'])
    try {
      const again = await send(second)
      expect(again.headers.get('idempotent-replayed')).toBe('true')
      expect(await again.json()).toEqual(answer)
    } finally {
      await second.stop()
    }
    expect(await xpOf(database, member)).toBe(365)
  })
})

describe('API keys over two processes', () => {
  it('a key revoked through one process is refused by the other at once', async () => {
    const database = await newPostgresSchema()
    const [a, b] = await Promise.all([
      startServerProcess(['--database', database, '--seed', 'demo', '--quiet']),
      startServerProcess(['--database', database, '--seed', 'demo', '--quiet']),
    ])
    try {
      const { id, key, owner } = await ownerKey(a)
      const increment = () => post(b, `/api/entities/${demo.entityId}/users/${member}/metrics/xp`, { count: 1 }, { authorization: `Bearer ${key}` })
      expect((await increment()).status).toBe(200)
      expect((await post(a, `/api/entities/${demo.entityId}/api-keys/${id}/delete?${owner}`, {}, {})).status).toBe(200)
      expect((await increment()).status).toBe(401)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})

describe('the tracker against a server with keys', () => {
  const child = join(dirname(fileURLToPath(import.meta.url)), 'fixtures/trackerChild.ts')
  const runTracker = (url: string, key: string, journal: string, count: number, killAfter: number) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string }>((resolve) => {
      const process_ = spawn(process.execPath, ['--import', 'tsx', child, url, key, journal, String(count), '4', String(killAfter)], { stdio: ['ignore', 'pipe', 'inherit'] })
      let stdout = ''
      process_.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
      process_.once('exit', (code, signal) => resolve({ code, signal, stdout }))
    })

  it('killed with a batch answered but not yet journaled, and started again, counts every increment once', async () => {
    const database = join(dir, 'tracker.db')
    const server = await startServerProcess(['--database', database, '--seed', 'demo', '--quiet'])
    try {
      const { key } = await ownerKey(server)
      const journal = join(dir, 'points.jsonl')
      // 40 increments for 4 members (5 of xp and 5 of reviews each), one request per member: killed as the 3rd
      // answer arrives, mid-flush; then started again to deliver what the journal holds.
      const crashed = await runTracker(server.url, key, journal, 40, 3)
      expect(crashed.signal).toBe('SIGKILL')
      const resumed = await runTracker(server.url, key, journal, 0, 0)
      expect(resumed.code).toBe(0)
      const query = sessionQuery(await signIn(server.url, demo.accounts.admin.privateKey))
      for (let index = 0; index < 4; index++) {
        const user = getAddress(`0x${(0xfeed00 + index).toString(16).padStart(40, '0')}`)
        const reply = (await (await fetch(`${server.url}/api/entities/${demo.entityId}/users/${user}/metrics?${query}`)).json()) as { data: { metric: string; counter: number }[] }
        const counter = (metric: string) => reply.data.find((entry) => entry.metric === metric)?.counter
        // Each member got 10 increments: 5 of xp and 5 of reviews.
        expect([counter('xp'), counter('reviews')]).toEqual([5, 5])
      }
    } finally {
      await server.stop()
    }
  })
})
