import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { allMigrations } from '../../packages/server/src/store/sql/migrations/allMigrations.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { sessionQuery, signIn, startServerProcess, type ServerProcess } from './serverProcess.js'

const xp = (server: ServerProcess, user: string, query: string) =>
  fetch(`${server.url}/api/entities/${demo.entityId}/users/${user}/metrics/xp?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ count: 1 }),
  })

describe('two engagekit-server processes over one PostgreSQL database', () => {
  it('migrate and seed it once when started together, then serve one community exactly', async () => {
    const database = await newPostgresSchema()
    const args = ['--database', database, '--seed', 'demo', '--quiet', '--registrations-per-minute', '3']
    const [a, b] = await Promise.all([startServerProcess(args), startServerProcess(args)])
    try {
      expect([a.lines[0]!['seeded'], b.lines[0]!['seeded']].sort()).toEqual([false, true])
      const store = await openSqlStore(database)
      const steps = await store.db.selectFrom('kysely_migration' as never).select('name' as never).execute()
      expect(steps).toHaveLength(allMigrations.length)
      await store.close()

      // A session registered through one process works through the other.
      const admin = await signIn(a.url, demo.accounts.admin.privateKey)
      const query = sessionQuery(admin)
      expect((await fetch(`${b.url}/api/entities/${demo.entityId}/metrics?${query}`)).status).toBe(200)

      // 200 increments of one counter, 16 at a time, half through each process: none is lost or counted twice.
      const member = demo.accounts.member.address
      const statuses: number[] = []
      for (let round = 0; round < 200 / 16; round++) {
        const batch = Array.from({ length: 16 }, (_, index) => xp(index % 2 === 0 ? a : b, member, query))
        statuses.push(...(await Promise.all(batch)).map((reply) => reply.status))
      }
      const extra = await Promise.all(Array.from({ length: 8 }, (_, index) => xp(index % 2 === 0 ? a : b, member, query)))
      statuses.push(...extra.map((reply) => reply.status))
      expect(statuses.every((status) => status === 200)).toBe(true)
      const counters = await (await fetch(`${a.url}/api/entities/${demo.entityId}/users/${member}/metrics?${query}`)).json()
      expect(counters.data.find((entry: { metric: string }) => entry.metric === 'xp').counter).toBe(340 + statuses.length)

      // A newcomer credited through both at once joins once, with one token id.
      const newcomer = getAddress('0x00000000000000000000000000000000000c0ffe')
      const joins = await Promise.all(Array.from({ length: 6 }, (_, index) => xp(index % 2 === 0 ? a : b, newcomer, query)))
      expect(joins.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200])
      const users = (await (await fetch(`${b.url}/api/entities/${demo.entityId}/users?${query}`)).json()).users as { address: string }[]
      expect(users.filter((user) => user.address === newcomer)).toHaveLength(1)

      // The registration budget is one budget: three sign-ins in a minute from this address, wherever they land.
      const more = [await signIn(b.url, demo.accounts.member.privateKey), await signIn(a.url, demo.accounts.owner.privateKey)]
      expect(more).toHaveLength(2)
      await expect(signIn(b.url, demo.accounts.member.privateKey)).rejects.toThrow(/HTTP 429/)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
  })
})
