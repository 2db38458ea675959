import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { createEngagementClient } from '../../src/core/createEngagementClient.js'
import type { StreamEvent } from '../../src/core/schemas/streamEvent.js'
import { demo } from '../../src/service/seed/demo.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { signIn, startServerProcess } from './serverProcess.js'

/** Follows the demo entity's stream on `url` as the demo member; what it is told. */
async function follow(url: string) {
  const member = await signIn(url, demo.accounts.member.privateKey)
  const seen = { events: [] as StreamEvent[], opened: 0, errors: [] as unknown[] }
  const unwatch = createEngagementClient({ baseUrl: url, session: member }).watchEvents({
    entityId: demo.entityId,
    onEvent: (event) => void seen.events.push(event),
    onOpen: () => void seen.opened++,
    onError: (error) => void seen.errors.push(error),
  })
  await vi.waitFor(() => expect(seen.opened).toBe(1), { timeout: 10_000 })
  return { ...seen, seen, unwatch }
}

describe('event streams across engagekit-server processes over one SQLite file', () => {
  it('an increment through process B reaches a stream held by process A, which looks at the file every second', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'engagekit-realtime-'))
    const args = ['--database', join(folder, 'shared.db'), '--seed', 'demo', '--quiet']
    const a = await startServerProcess(args)
    const b = await startServerProcess(args)
    try {
      const { seen, unwatch } = await follow(a.url)
      const admin = await signIn(b.url, demo.accounts.admin.privateKey)
      await createEngagementClient({ baseUrl: b.url, session: admin }).incrementMetric({ entityId: demo.entityId, userAddress: demo.accounts.member.address, metric: 'xp', count: 2 })
      await vi.waitFor(() => expect(seen.events.map((event) => event.type)).toEqual(['metric.incremented', 'leaderboard.changed']), { timeout: 5_000 })
      unwatch()
    } finally {
      await Promise.all([a.stop(), b.stop()])
      await rm(folder, { recursive: true, force: true })
    }
  })
})

describe('event streams across engagekit-server processes over one PostgreSQL database', () => {
  it("an increment through process B reaches a stream held by process A (LISTEN/NOTIFY), and A's shutdown ends its streams", async () => {
    const database = await newPostgresSchema()
    const args = ['--database', database, '--seed', 'demo', '--quiet']
    const a = await startServerProcess(args)
    const b = await startServerProcess(args)
    try {
      const member = await signIn(a.url, demo.accounts.member.privateKey)
      const admin = await signIn(b.url, demo.accounts.admin.privateKey)
      const events: StreamEvent[] = []
      let opened = 0
      const errors: unknown[] = []
      const unwatch = createEngagementClient({ baseUrl: a.url, session: member }).watchEvents({
        entityId: demo.entityId,
        onEvent: (event) => void events.push(event),
        onOpen: () => void opened++,
        onError: (error) => void errors.push(error),
      })
      await vi.waitFor(() => expect(opened).toBe(1), { timeout: 10_000 })
      const viaB = createEngagementClient({ baseUrl: b.url, session: admin })
      await viaB.incrementMetric({ entityId: demo.entityId, userAddress: demo.accounts.member.address, metric: 'xp', count: 5 })
      await vi.waitFor(() => expect(events.map((event) => event.type)).toEqual(['metric.incremented', 'leaderboard.changed']), { timeout: 5_000 })
      expect(events[0]).toMatchObject({ entityId: demo.entityId, data: { address: demo.accounts.member.address, metric: 'xp', count: 5, counter: 345, by: demo.accounts.admin.address } })
      expect(errors).toEqual([])

      // A's listening connection lost (PostgreSQL restarted, a proxy dropped it): A connects again and catches up, so
      // an increment made meanwhile through B still reaches the stream, which never notices.
      const operator = new pg.Client({ connectionString: database })
      await operator.connect()
      try {
        const { rowCount } = await operator.query(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen engagekit_events' and datname = current_database()`)
        expect(rowCount).toBe(1)
      } finally {
        await operator.end()
      }
      await viaB.incrementMetric({ entityId: demo.entityId, userAddress: demo.accounts.member.address, metric: 'xp', count: 2 })
      await vi.waitFor(() => expect(events.filter((event) => event.type === 'metric.incremented').map((event) => event.data)).toMatchObject([{ counter: 345 }, { counter: 347 }]), { timeout: 10_000 })
      expect(errors).toEqual([])

      // A stopping process ends its streams rather than holding its shutdown for them; the client says it lost it.
      const stopped = await a.stop()
      expect(stopped.code).toBe(0)
      await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 5_000 })
      unwatch()
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})
