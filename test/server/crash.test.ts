import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demo } from '../../src/service/seed/demo.js'
import { seedState } from '../../src/service/seed/seedState.js'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { newPostgresSchema } from '../support/testDatabase.js'
import { sessionQuery, signIn, startServerProcess } from './serverProcess.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'engagekit-crash-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const newcomer = (n: number) => getAddress(`0x${(0xdead0000 + n).toString(16).padStart(40, '0')}`)

describe.each(['sqlite', 'postgres'] as const)('kill -9 of a server under writes (%s)', (kind) => {
  it('keeps every write it acknowledged, each with its events', async () => {
    const database = kind === 'sqlite' ? join(dir, 'crash.db') : await newPostgresSchema()
    const server = await startServerProcess(['--database', database, '--seed', 'demo', '--quiet'])
    const query = sessionQuery(await signIn(server.url, demo.accounts.admin.privateKey))
    // Each write credits a new member, so each one is found (or not) on its own after the restart.
    const acknowledged: number[] = []
    let sent = 0
    let killed = false
    const writer = async () => {
      while (!killed) {
        const n = sent++
        try {
          const reply = await fetch(`${server.url}/api/entities/${demo.entityId}/users/${newcomer(n)}/metrics/xp?${query}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ count: 1 }),
          })
          if (reply.status === 200) acknowledged.push(n)
        } catch {
          // The connection died with the server: this write was never acknowledged.
        }
      }
    }
    const writers = Array.from({ length: 8 }, writer)
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 20))
    server.child.kill('SIGKILL')
    killed = true
    await Promise.all(writers)
    await server.exited

    // Started again on the same database, it has every acknowledged write, each whole.
    const again = await startServerProcess(['--database', database, '--quiet'])
    await again.stop()
    const store = await openSqlStore(database)
    const snapshot = await store.snapshot()
    const events = await store.run((tx) => tx.eventsAfter(demo.entityId, 0, 100_000), { write: false })
    await store.close()
    const aurora = snapshot.entities[demo.entityId]!
    const missing = acknowledged.filter((n) => aurora.counters[newcomer(n)]?.['aurora-xp'] !== 1 || !aurora.members.some((member) => member.address === newcomer(n)))
    expect(missing).toEqual([])
    // A write that was cut off is there whole or not at all: never a member without the counter, or the reverse.
    const seeded = new Set(seedState('demo').entities[demo.entityId]!.members.map((member) => member.address))
    const joined = aurora.members.filter((member) => !seeded.has(member.address))
    expect(joined.length).toBeGreaterThanOrEqual(acknowledged.length)
    expect(joined.every((member) => aurora.counters[member.address]?.['aurora-xp'] === 1)).toBe(true)
    const credited = Object.keys(aurora.counters).filter((address) => !seeded.has(address))
    expect(credited.sort()).toEqual(joined.map((member) => member.address).sort())
    // Every change it kept has its events, and no event tells of a change it did not keep: member.joined, then the
    // increment, for each newcomer.
    const told = (type: string) => events.filter((event) => event.type === type).map((event) => event.subject!).sort()
    expect(told('member.joined')).toEqual(joined.map((member) => member.address).sort())
    expect(told('metric.incremented')).toEqual(joined.map((member) => member.address).sort())
    for (const n of acknowledged) {
      const own = events.filter((event) => event.subject === newcomer(n))
      expect(own.map((event) => event.type)).toEqual(['member.joined', 'metric.incremented'])
      expect(own[1]).toMatchObject({ data: { address: newcomer(n), metric: 'xp', count: 1, counter: 1 } })
    }
    const ids = events.map((event) => event.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
