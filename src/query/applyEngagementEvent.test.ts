import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import type { UserMetric } from '../core/schemas/metric.js'
import { applyEngagementEvent } from './applyEngagementEvent.js'
import { getEntityQueryKey } from './getEntity.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMemberAchievementsQueryKey } from './getMemberAchievements.js'
import { getUserMetricsQueryKey } from './getUserMetrics.js'
import { leaderboardQueryKey } from './leaderboardQueryKey.js'
import { listAchievementsQueryKey } from './listAchievements.js'
import type { StreamEvent } from '../core/schemas/streamEvent.js'

const entityId = 'ent-1'
const member = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'
const at = '2026-12-07T06:00:00.000Z'

const incremented = (counter: number, metric = 'xp'): StreamEvent => ({
  id: 7,
  type: 'metric.incremented',
  entityId,
  at,
  data: { address: member, metricId: `m-${metric}`, metric, count: 10, counter, by: 'key:k1' },
})

/** A query a component shows: an observer keeps it active, so invalidating it reads it again. */
function shown(queryClient: QueryClient, queryKey: readonly unknown[], read: () => unknown) {
  let reads = 0
  const observer = new QueryObserver(queryClient, { queryKey, queryFn: async () => (reads++, read()), staleTime: Number.POSITIVE_INFINITY })
  const unsubscribe = observer.subscribe(() => {})
  return { reads: () => reads, unsubscribe }
}

describe('applyEngagementEvent', () => {
  it("sets the member's counter to the event's value for this caller only, adding a counter the member did not have", () => {
    const queryClient = new QueryClient()
    const mine = getUserMetricsQueryKey({ entityId, userAddress: member, caller: member })
    const signedOut = getUserMetricsQueryKey({ entityId, userAddress: member })
    const theirs = getUserMetricsQueryKey({ entityId, userAddress: member, caller: other })
    for (const key of [mine, signedOut, theirs]) queryClient.setQueryData<UserMetric[]>(key, [{ metric: 'XP', counter: 90 }])

    applyEngagementEvent(queryClient, incremented(100), member)
    applyEngagementEvent(queryClient, incremented(3, 'reviews'), member)
    expect(queryClient.getQueryData(mine)).toEqual([{ metric: 'XP', counter: 100 }, { metric: 'reviews', counter: 3 }])
    expect(queryClient.getQueryData(signedOut)).toEqual([{ metric: 'XP', counter: 90 }])
    expect(queryClient.getQueryData(theirs)).toEqual([{ metric: 'XP', counter: 90 }])

    applyEngagementEvent(queryClient, incremented(120), undefined)
    expect(queryClient.getQueryData(signedOut)).toEqual([{ metric: 'XP', counter: 120 }])
    expect(queryClient.getQueryData(theirs)).toEqual([{ metric: 'XP', counter: 90 }])
  })

  it('leaves counters to an increment of its own on its way', async () => {
    const queryClient = new QueryClient()
    const key = getUserMetricsQueryKey({ entityId, userAddress: member, caller: member })
    queryClient.setQueryData<UserMetric[]>(key, [{ metric: 'xp', counter: 150 }])
    let finish = () => {}
    const answered = new Promise<void>((resolve) => (finish = resolve))
    const write = new MutationObserver(queryClient, { mutationKey: ['incrementMetric'], mutationFn: () => answered })
    const done = write.mutate()
    applyEngagementEvent(queryClient, incremented(100), member)
    expect(queryClient.getQueryData(key)).toEqual([{ metric: 'xp', counter: 150 }])
    finish()
    await done
    applyEngagementEvent(queryClient, incremented(160), member)
    expect(queryClient.getQueryData(key)).toEqual([{ metric: 'xp', counter: 160 }])
  })

  it("reads again the board whose metric changed, by name or id, and the member's own NFTs", async () => {
    const queryClient = new QueryClient()
    const xpBoard = shown(queryClient, leaderboardQueryKey({ entityId, metric: 'XP', limit: 10, caller: member }), () => ({ rows: [] }))
    const byId = shown(queryClient, leaderboardQueryKey({ entityId, metric: 'm-xp', limit: 10, caller: member }), () => ({ rows: [] }))
    const reviewsBoard = shown(queryClient, leaderboardQueryKey({ entityId, metric: 'reviews', limit: 10, caller: member }), () => ({ rows: [] }))
    const othersBoard = shown(queryClient, leaderboardQueryKey({ entityId, metric: 'xp', limit: 10, caller: other }), () => ({ rows: [] }))
    const nfts = shown(queryClient, getEntityNftsQueryKey({ entityId, caller: member }), () => [])
    await new Promise((resolve) => setTimeout(resolve, 0))
    const before = [xpBoard.reads(), byId.reads(), reviewsBoard.reads(), othersBoard.reads(), nfts.reads()]
    expect(before).toEqual([1, 1, 1, 1, 1])

    applyEngagementEvent(queryClient, { type: 'leaderboard.changed', entityId, at, data: { metricId: 'm-xp', metric: 'xp' } }, member)
    applyEngagementEvent(queryClient, { id: 8, type: 'level.reached', entityId, at, data: { address: member, level: 2, name: 'Regular' } }, member)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect([xpBoard.reads(), byId.reads(), reviewsBoard.reads(), othersBoard.reads(), nfts.reads()]).toEqual([2, 2, 1, 1, 2])
    for (const query of [xpBoard, byId, reviewsBoard, othersBoard, nfts]) query.unsubscribe()
  })

  it('reads the entity again only when the event is newer than the cached one', async () => {
    const queryClient = new QueryClient()
    let version = 4
    const entity = shown(queryClient, getEntityQueryKey({ entityId, caller: member }), () => ({ id: entityId, __v: version }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    applyEngagementEvent(queryClient, { id: 9, type: 'entity.updated', entityId, at, data: { fields: ['name'], version: 4 } }, member)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(entity.reads()).toBe(1)
    version = 5
    applyEngagementEvent(queryClient, { id: 10, type: 'entity.updated', entityId, at, data: { fields: ['name'], version: 5 } }, member)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(entity.reads()).toBe(2)
    entity.unsubscribe()
  })

  it("reads again the entity's achievements and its members' when one is earned, for this caller only", async () => {
    const queryClient = new QueryClient()
    const list = shown(queryClient, listAchievementsQueryKey({ entityId, caller: member }), () => [])
    const mine = shown(queryClient, getMemberAchievementsQueryKey({ entityId, userAddress: member, caller: member }), () => [])
    const another = shown(queryClient, getMemberAchievementsQueryKey({ entityId, userAddress: other, caller: member }), () => [])
    const otherEntity = shown(queryClient, getMemberAchievementsQueryKey({ entityId: 'ent-2', userAddress: member, caller: member }), () => [])
    const othersCache = shown(queryClient, getMemberAchievementsQueryKey({ entityId, userAddress: member, caller: other }), () => [])
    await new Promise((resolve) => setTimeout(resolve, 0))
    applyEngagementEvent(queryClient, { id: 11, type: 'achievement.earned', entityId, at, data: { address: member, key: 'first-steps', name: 'First steps', trigger: 'metric' } }, member)
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The list's completions and rarity move for every member shown, not only the one who earned it.
    expect([list.reads(), mine.reads(), another.reads(), otherEntity.reads(), othersCache.reads()]).toEqual([2, 2, 2, 1, 1])
    for (const query of [list, mine, another, otherEntity, othersCache]) query.unsubscribe()
  })
})
