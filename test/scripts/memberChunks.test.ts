import { describe, expect, it } from 'vitest'
import { chunkCost, mergeCost, partitionShared, type SharedModule } from '../../scripts/memberChunks.js'

const chunkOf = (chunks: ReturnType<typeof partitionShared>, id: string) => chunks.findIndex((chunk) => chunk.ids.includes(id))

describe("the widget's shared member code, split by the elements that run it", () => {
  it('keeps large code two elements share away from the elements that do not run it', () => {
    const modules: SharedModule[] = [
      { id: 'query', size: 20_000, users: ['Achievements', 'Streak', 'Leaderboard', 'ProfileEditor'] },
      { id: 'nftArt', size: 10_000, users: ['LevelProgress', 'DynftCard'] },
      { id: 'profile', size: 6_000, users: ['Leaderboard', 'ProfileEditor'] },
    ]
    const chunks = partitionShared(modules)
    expect(chunks).toHaveLength(3)
    const loads = (element: string) => chunks.filter((chunk) => chunk.users.has(element)).flatMap((chunk) => chunk.ids).sort()
    expect(loads('Achievements')).toEqual(['query'])
    expect(loads('Streak')).toEqual(['query'])
    expect(loads('DynftCard')).toEqual(['nftArt'])
    expect(loads('Leaderboard')).toEqual(['profile', 'query'])
  })

  it('puts modules the same elements use in one chunk', () => {
    const chunks = partitionShared([
      { id: 'a', size: 9_000, users: ['Streak', 'MetricsPanel'] },
      { id: 'b', size: 9_000, users: ['MetricsPanel', 'Streak'] },
    ])
    expect(chunks).toHaveLength(1)
    expect(chunks[0]!.ids).toEqual(['a', 'b'])
    expect([...chunks[0]!.users].sort()).toEqual(['MetricsPanel', 'Streak'])
  })

  it('merges a group smaller than a request is worth into the chunk its elements load anyway', () => {
    const chunks = partitionShared([
      { id: 'useQuery', size: 15_000, users: ['Achievements', 'Streak', 'MetricsPanel', 'Leaderboard'] },
      { id: 'Heading', size: 300, users: ['Achievements', 'Streak', 'MetricsPanel'] },
      { id: 'nftArt', size: 10_000, users: ['LevelProgress', 'DynftCard'] },
    ])
    expect(chunkOf(chunks, 'Heading')).toBe(chunkOf(chunks, 'useQuery'))
    expect(chunkOf(chunks, 'nftArt')).not.toBe(chunkOf(chunks, 'useQuery'))
    // The elements that load the merged chunk are its users, the leaderboard with its 300 bytes it does not run.
    expect([...chunks[chunkOf(chunks, 'useQuery')]!.users].sort()).toEqual(['Achievements', 'Leaderboard', 'MetricsPanel', 'Streak'])
  })

  it('weighs a merge: bytes loaded without use against requests saved', () => {
    const a = { ids: ['a'], size: 1_000, users: new Set(['X', 'Y']) }
    const b = { ids: ['b'], size: 2_000, users: new Set(['Y', 'Z']) }
    // X loads b's 2,000 bytes, Z loads a's 1,000, Y saves one chunk.
    expect(mergeCost(a, b, 500)).toBe(2_000 + 1_000 - 500)
    expect(mergeCost(a, b, chunkCost)).toBe(3_000 - chunkCost)
  })

  it('orders the chunks by how many elements load them, so the one most load comes first', () => {
    const chunks = partitionShared([
      { id: 'nftArt', size: 10_000, users: ['LevelProgress', 'DynftCard'] },
      { id: 'query', size: 20_000, users: ['Achievements', 'Streak', 'Leaderboard'] },
    ])
    expect(chunks.map((chunk) => chunk.ids)).toEqual([['query'], ['nftArt']])
  })
})
