import { describe, expect, it } from 'vitest'
import { createMemoryStore } from '../../../store/memory/createMemoryStore.js'
import { resolveLimits } from '../../limits.js'
import { backfillAchievement } from '../../rules/backfillAchievement.js'
import { earnStreakAchievements } from '../../rules/earnStreakAchievements.js'
import { runBackfills } from '../../runBackfills.js'
import { people } from '../../seed/people.js'
import type { Store, Transaction } from '../Store.js'
import { entityId, NOW, useContract } from './setup.js'

// The achievement rules the endpoints do not reach directly, on the store of this run: the backfill one batch at a
// time, and the rule the streaks call.

const ctx = useContract()
const context = { now: NOW, limits: resolveLimits() }

/** The store under the service: the SQL store itself, or a memory store over the same data. */
async function storeOf(): Promise<Store> {
  return ctx.service.store ?? createMemoryStore(await ctx.service.snapshot())
}

const write = <T,>(store: Store, work: (tx: Transaction) => Promise<T>) => store.run(work, { write: true })

describe('the backfill of an achievement members are already past', () => {
  it('awards them in batches, each resuming where the last stopped, each member once', async () => {
    const store = await storeOf()
    // xp ≥ 100: Maya, Daniel, Priya, Jonas, Lena, Sofia, Amara (Kwame has 45, Hiro nothing).
    await write(store, (tx) =>
      tx.createAchievement(entityId, { key: 'xp-100', name: 'Hundred', description: '', imageUrl: '', trigger: { type: 'metric', metricId: 'aurora-xp', threshold: 100 }, createdAt: NOW, backfill: '' }),
    )
    const state = () => store.run(async (tx) => (await tx.achievements(entityId)).find((achievement) => achievement.key === 'xp-100')!, { write: false })
    expect(await write(store, (tx) => backfillAchievement(tx, context, 2))).toBe(true)
    const halfway = await state()
    expect(halfway.completions).toBe(2)
    expect(halfway.backfill).not.toBeNull()
    expect(await write(store, (tx) => backfillAchievement(tx, context, 2))).toBe(true)
    expect((await state()).completions).toBe(4)
    // Stopped here (a process ended): the next run takes up the rest, and the backfill is done.
    await runBackfills(store, () => context)
    expect(await state()).toMatchObject({ completions: 7, backfill: null })
    expect(await write(store, (tx) => backfillAchievement(tx, context, 2))).toBe(false)
    const earned = await store.run((tx) => Promise.all([people.member, people.lena, people.kwame].map((address) => tx.earnedAchievements(entityId, address))), { write: false })
    expect(earned.map((record) => record['xp-100'])).toEqual([NOW, NOW, undefined])
    const events = await store.run((tx) => tx.eventsAfter(entityId, 0, 1000), { write: false })
    const subjects = events.filter((event) => event.type === 'achievement.earned').map((event) => event.subject)
    expect(subjects).toHaveLength(7)
    expect(new Set(subjects).size).toBe(7)
  })

  it('a run over a backfill that another run finished awards nobody twice', async () => {
    const store = await storeOf()
    await write(store, (tx) =>
      tx.createAchievement(entityId, { key: 'xp-1k', name: 'Thousand', description: '', imageUrl: '', trigger: { type: 'metric', metricId: 'aurora-xp', threshold: 1000 }, createdAt: NOW, backfill: '' }),
    )
    await Promise.all([runBackfills(store, () => context), runBackfills(store, () => context)])
    // Two processes can both start from the beginning: the records hold it to once.
    await write(store, (tx) => tx.updateAchievement(entityId, 'xp-1k', { backfill: '' }))
    await runBackfills(store, () => context)
    const achievement = await store.run(async (tx) => (await tx.achievements(entityId)).find((candidate) => candidate.key === 'xp-1k'), { write: false })
    expect(achievement).toMatchObject({ completions: 2, backfill: null })
  })
})

describe('the store records earnings', () => {
  it('once per member and achievement, and none of an achievement the entity no longer has', async () => {
    const store = await storeOf()
    const pairs = [
      { key: 'quest-runner', address: people.member },
      { key: 'quest-runner', address: people.lena },
      { key: 'no-such-key', address: people.member },
    ]
    expect(await write(store, (tx) => tx.earnAchievements(entityId, pairs, NOW))).toEqual(pairs.slice(0, 2))
    expect(await write(store, (tx) => tx.earnAchievements(entityId, pairs, NOW))).toEqual([])
    // Deleted (as by a deletion that ran first): an earning that still names it records nothing.
    await write(store, (tx) => tx.deleteAchievement(entityId, 'quest-runner'))
    expect(await write(store, (tx) => tx.earnAchievements(entityId, pairs, NOW))).toEqual([])
    expect(await store.run((tx) => tx.earnedAchievements(entityId, people.member), { write: false })).not.toHaveProperty('quest-runner')
  })
})

describe('earnStreakAchievements', () => {
  it('awards the streak achievements a new streak length reaches, once, with their events', async () => {
    const store = await storeOf()
    const entity = { id: entityId }
    expect(await write(store, (tx) => earnStreakAchievements(tx, entity, people.member, 6, NOW))).toEqual([])
    const earned = await write(store, (tx) => earnStreakAchievements(tx, entity, people.member, 7, NOW))
    expect(earned).toEqual([{ key: 'week-streak', name: 'Seven-day streak', description: 'Active seven days in a row.', imageUrl: '', earnedAt: NOW }])
    expect(await write(store, (tx) => earnStreakAchievements(tx, entity, people.member, 8, { now: '2026-03-02T00:00:00.000Z', limits: resolveLimits() }))).toEqual([])
    const events = await store.run((tx) => tx.eventsAfter(entityId, 0, 1000), { write: false })
    expect(events.filter((event) => event.type === 'achievement.earned').map((event) => event.data)).toEqual([
      { address: people.member, key: 'week-streak', name: 'Seven-day streak', trigger: 'streak' },
    ])
    expect((await store.run((tx) => tx.earnedAchievements(entityId, people.member), { write: false }))['week-streak']).toBe(NOW)
  })

  it('a failed transaction records nothing', async () => {
    const store = await storeOf()
    const failure = write(store, async (tx) => {
      await earnStreakAchievements(tx, { id: entityId }, people.member, 30, NOW)
      throw new Error('the streak write failed')
    })
    await expect(failure).rejects.toThrow('the streak write failed')
    const achievements = await store.run((tx) => tx.achievements(entityId), { write: false })
    expect(achievements.find((achievement) => achievement.key === 'week-streak')?.completions).toBe(0)
  })
})
