import { MutationObserver, QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { demo } from '../service/seed/demo.js'
import { countingSandbox } from '../../test/leaderboard/leaderboardKit.js'
import type { UserMetric } from '../core/schemas/metric.js'
import { getMemberAchievementsQueryKey } from './getMemberAchievements.js'
import { getUserMetricsQueryKey } from './getUserMetrics.js'
import { listAchievementsQueryKey } from './listAchievements.js'
import { incrementMetricMutationOptions } from './incrementMetric.js'
import { incrementMetricsMutationOptions } from './incrementMetrics.js'

const entityId = demo.entityId
const member = demo.accounts.member.address

describe('increments set the cached counters to what the service answers', () => {
  it("a counter cached but not on screen (so not read again) holds the service's value, not the optimistic guess", async () => {
    const { client, session } = await countingSandbox({ as: 'admin' })
    const queryClient = new QueryClient()
    const key = getUserMetricsQueryKey({ entityId, userAddress: member, caller: session.address })
    // An old read: the member had 300 XP then; the service holds 340 now.
    queryClient.setQueryData<UserMetric[]>(key, [{ metric: 'xp', counter: 300 }, { metric: 'reviews', counter: 5 }])
    const single = new MutationObserver(queryClient, incrementMetricMutationOptions(client, { entityId, session }))
    const answer = await single.mutate({ userAddress: member, metric: 'xp', count: 200 })
    expect(answer.data?.levelsReached).toEqual([{ level: 4, name: 'Core Builder' }])
    expect(queryClient.getQueryData(key)).toEqual([{ metric: 'xp', counter: 540 }, { metric: 'reviews', counter: 5 }])
    const batch = new MutationObserver(queryClient, incrementMetricsMutationOptions(client, { entityId, session }))
    await batch.mutate({ userAddress: member, metrics: ['xp', 'reviews'], counts: [1, 1] })
    expect(queryClient.getQueryData(key)).toEqual([{ metric: 'xp', counter: 541 }, { metric: 'reviews', counter: 6 }])
  })
})

describe('increments make the achievements they may change stale', () => {
  it("every increment the member's achievements; one that earns an achievement the entity's list too", async () => {
    const { client, session } = await countingSandbox({ as: 'admin' })
    const queryClient = new QueryClient()
    const mine = getMemberAchievementsQueryKey({ entityId, userAddress: member, caller: session.address })
    const list = listAchievementsQueryKey({ entityId, caller: session.address })
    queryClient.setQueryData(mine, [])
    queryClient.setQueryData(list, [])
    const increment = new MutationObserver(queryClient, incrementMetricMutationOptions(client, { entityId, session }))
    // 8 of the 10 quests "Quest runner" needs: the first increment earns nothing.
    await increment.mutate({ userAddress: member, metric: 'quests_completed', count: 1 })
    expect(queryClient.getQueryState(mine)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(false)
    const earning = await increment.mutate({ userAddress: member, metric: 'quests_completed', count: 1 })
    expect(earning.data?.achievementsEarned.map((achievement) => achievement.key)).toEqual(['quest-runner'])
    expect(queryClient.getQueryState(list)?.isInvalidated).toBe(true)
  })
})
