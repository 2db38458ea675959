import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { sessionQuery, signIn, startServerProcess, type ServerProcess } from './serverProcess.js'

const entity = `/api/entities/${demo.entityId}`
const member = demo.accounts.member.address

const post = (server: ServerProcess, path: string, query: string, body: unknown) =>
  fetch(`${server.url}${entity}${path}?${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

const completionsOf = async (server: ServerProcess, key: string): Promise<number | undefined> => {
  const achievements = (await (await fetch(`${server.url}${entity}/achievements`)).json()) as { data: { key: string; completions: number }[] }
  return achievements.data.find((achievement) => achievement.key === key)?.completions
}

describe('achievements across two engagekit-server processes over one PostgreSQL database', () => {
  it('are earned exactly once by 16 increments at once through both, and members past a new one get it from either', async () => {
    const database = await newPostgresSchema()
    const args = ['--database', database, '--seed', 'demo', '--quiet']
    const [a, b] = await Promise.all([startServerProcess(args), startServerProcess(args)])
    let c: ServerProcess | undefined
    try {
      const query = sessionQuery(await signIn(a.url, demo.accounts.admin.privateKey))

      // The demo member has 8 of the 10 quests "Quest runner" needs: 16 increments of one, half through each process.
      const replies = await Promise.all(Array.from({ length: 16 }, (_, index) => post(index % 2 === 0 ? a : b, `/users/${member}/metrics/quests_completed`, query, { count: 1 })))
      expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 16 }, () => 200))
      const answers = (await Promise.all(replies.map((reply) => reply.json()))) as { data: { counter: number; achievementsEarned: { key: string }[] } }[]
      expect(answers.map((answer) => answer.data.counter).sort((x, y) => x - y)).toEqual(Array.from({ length: 16 }, (_, index) => 9 + index))
      const earned = answers.flatMap((answer) => answer.data.achievementsEarned.map((achievement) => achievement.key))
      expect(earned).toEqual(['quest-runner'])
      // The one that earned it is the one that reached 10.
      expect(answers.find((answer) => answer.data.achievementsEarned.length > 0)?.data.counter).toBe(10)
      expect(await completionsOf(b, 'quest-runner')).toBe(4)

      const store = await openSqlStore(database)
      try {
        const events = await store.run((tx) => tx.eventsAfter(demo.entityId, 0, 10_000), { write: false })
        expect(events.filter((event) => event.type === 'achievement.earned').map((event) => [event.subject, event.data])).toEqual([
          [member, { address: member, key: 'quest-runner', name: 'Quest runner', trigger: 'metric' }],
        ])

        // Made through one process, awarded in the background to the four members past 500 XP, read through the other.
        expect((await post(a, '/achievements', query, { key: 'xp-500', name: 'Five hundred', trigger: { type: 'metric', metric: 'xp', threshold: 500 } })).status).toBe(200)
        await vi.waitFor(async () => expect(await completionsOf(b, 'xp-500')).toBe(4), { timeout: 20_000, interval: 50 })

        // A backfill left pending (a process stopped before it) is taken up by the next process to start.
        await store.run(
          (tx) =>
            tx.createAchievement(demo.entityId, {
              key: 'xp-1000',
              name: 'Thousand',
              description: '',
              imageUrl: '',
              trigger: { type: 'metric', metricId: 'aurora-xp', threshold: 1000 },
              createdAt: '2026-03-01T12:00:00.000Z',
              backfill: '',
            }),
          { write: true },
        )
        c = await startServerProcess(['--database', database, '--quiet'])
        await vi.waitFor(async () => expect(await completionsOf(a, 'xp-1000')).toBe(2), { timeout: 20_000, interval: 50 })
        const pending = await store.run((tx) => tx.pendingBackfills(10), { write: false })
        expect(pending).toEqual([])
      } finally {
        await store.close()
      }
    } finally {
      await Promise.all([a.stop(), b.stop(), c?.stop()])
    }
  })
})
