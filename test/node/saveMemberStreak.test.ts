import { afterEach, describe, expect, it } from 'vitest'
import { openSqlStore } from '../../packages/server/src/store/sql/openSqlStore.js'
import { createMemoryStore } from '../../src/store/memory/createMemoryStore.js'
import { seedState } from '../../src/service/seed/seedState.js'
import type { StoredStreak } from '../../src/service/state.js'
import type { Store } from '../../src/service/store/Store.js'

// Two increments of one member at once, in two processes, both extend the same period: the store keeps the first.

const address = '0x0000000000000000000000000000000000000001'
const streak = (lastPeriod: number, metricId = 'aurora-xp'): StoredStreak => ({
  metricId,
  frequency: 'daily',
  length: 3,
  startedAt: '2026-03-01T00:00:00.000Z',
  lastPeriod,
  timeZone: 'UTC',
  lastStart: '2026-03-03T00:00:00.000Z',
  lastEnd: '2026-03-04T00:00:00.000Z',
  freezes: 1,
  history: 'eee',
})

const stores: Store[] = []
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()))
})

async function open(kind: 'memory' | 'sqlite'): Promise<Store> {
  const state = seedState('demo', Date.parse('2026-03-03T12:00:00Z'))
  if (kind === 'memory') return createMemoryStore(state)
  const store = await openSqlStore(':memory:')
  await store.load(state)
  stores.push(store)
  return store
}

describe.each(['memory', 'sqlite'] as const)('saveMemberStreak on %s', (kind) => {
  it('keeps the first extension of a period, takes a later one, and a streak of another metric', async () => {
    const store = await open(kind)
    const save = (value: StoredStreak) => store.run((tx) => tx.saveMemberStreak('aurora-guild', address, value), { write: true })
    expect(await save(streak(20515))).toBe(true)
    expect(await save({ ...streak(20515), length: 9 })).toBe(false)
    expect(await save(streak(20514))).toBe(false)
    expect((await store.run((tx) => tx.memberStreak('aurora-guild', address), { write: false })).streak).toEqual(streak(20515))
    expect(await save(streak(20516))).toBe(true)
    expect(await save(streak(20516, 'aurora-quests'))).toBe(true)
    expect((await store.run((tx) => tx.memberStreak('aurora-guild', address), { write: false })).streak).toEqual(streak(20516, 'aurora-quests'))
  })
})
