import { describe, expect, it } from 'vitest'
import { demo } from '../../service/seed/demo.js'
import { seedState } from '../../service/seed/seedState.js'
import { createMemoryStore } from './createMemoryStore.js'

const entityId = demo.entityId
const completions = async (store: ReturnType<typeof createMemoryStore>, key: string) =>
  store.run(async (tx) => (await tx.achievements(entityId)).find((achievement) => achievement.key === key)?.completions, { write: false })

describe('memory store: completions', () => {
  it('counts an earned record once, and not a record of a write that was undone', async () => {
    const store = createMemoryStore(seedState('demo'))
    const key = 'founding-member'
    const before = await completions(store, key)
    expect(before).toBeGreaterThan(0)
    const newcomer = `0x${'7'.repeat(40)}`
    // A write that earns, then fails: undone whole, its record with it.
    await expect(
      store.run(async (tx) => {
        expect(await tx.earnAchievements(entityId, [{ key, address: newcomer }], '2026-12-08T00:00:00.000Z')).toHaveLength(1)
        expect((await tx.achievements(entityId)).find((achievement) => achievement.key === key)?.completions).toBe(before! + 1)
        throw new Error('refused')
      }, { write: true }),
    ).rejects.toThrow('refused')
    expect(await completions(store, key)).toBe(before)
    // Earned for real, then again (already held): one more, once.
    for (let round = 0; round < 2; round++) {
      await store.run((tx) => tx.earnAchievements(entityId, [{ key, address: newcomer }], '2026-12-08T00:00:00.000Z'), { write: true })
    }
    expect(await completions(store, key)).toBe(before! + 1)
    expect(store.state.entities[entityId]!.achievementsEarned![key]![newcomer]).toBe('2026-12-08T00:00:00.000Z')
  })

  it('counts again a record an undo put back whole', async () => {
    const store = createMemoryStore(seedState('demo'))
    const key = 'founding-member'
    const before = await completions(store, key)
    // Deleting an achievement saves a copy of every record and puts the copy back when the write fails.
    await expect(
      store.run(async (tx) => {
        await tx.deleteAchievement(entityId, key)
        throw new Error('refused')
      }, { write: true }),
    ).rejects.toThrow('refused')
    expect(await completions(store, key)).toBe(before)
    const newcomer = `0x${'8'.repeat(40)}`
    await store.run((tx) => tx.earnAchievements(entityId, [{ key, address: newcomer }], '2026-12-08T00:00:00.000Z'), { write: true })
    expect(await completions(store, key)).toBe(before! + 1)
  })
})
