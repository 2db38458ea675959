import type { QueryClient, QueryKey } from '@tanstack/query-core'
import type { Entity } from '../core/schemas/entity.js'
import type { UserMetric } from '../core/schemas/metric.js'
import type { StreamEvent } from '../core/schemas/streamEvent.js'
import { getEntityQueryKey } from './getEntity.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getLeaderboardQueryKey } from './getLeaderboard.js'
import { getMemberAchievementsQueryKey } from './getMemberAchievements.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { getProfileQueryKey } from './getProfile.js'
import { getStreakQueryKey } from './getStreak.js'
import { getUserMetricsQueryKey } from './getUserMetrics.js'
import { leaderboardQueryKey } from './leaderboardQueryKey.js'
import { listAchievementsQueryKey } from './listAchievements.js'
import { listEntityUsersQueryKey } from './listEntityUsers.js'
import { queryKeyParams } from './internal/queryKeyParams.js'

type KeyParams = { caller?: unknown; metric?: unknown; version?: unknown } | undefined

/**
 * Applies an event of an entity's stream to the cache `caller` reads with (the signed-in address, undefined when
 * signed out): only entries read for that caller change, so another account's replies in a shared cache are left as
 * they are. A counter is set to the value the event carries; a board is read again when the stream says it changed;
 * the member's NFTs are read again when their counters or level move (their art and attributes follow them); the
 * member list, a profile, the entity and the achievements when they changed. Counters with an increment of the cache's own on its way
 * are left to that write, whose answer and refetch settle them.
 */
export function applyEngagementEvent(queryClient: QueryClient, event: StreamEvent, caller: string | undefined): void {
  const { caller: owner } = queryKeyParams({ caller })
  const mine = (queryKey: QueryKey) => ((queryKey[1] as KeyParams)?.caller ?? undefined) === owner
  const invalidate = (queryKey: QueryKey, also: (params: KeyParams) => boolean = () => true) =>
    void queryClient.invalidateQueries({ queryKey, predicate: (query) => mine(query.queryKey) && also(query.queryKey[1] as KeyParams) })
  const nfts = (address: string) => {
    if (!owner || queryKeyParams({ address }).address !== owner) return
    invalidate(getEntityNftsQueryKey({ entityId: event.entityId }))
    invalidate(getMyNftsQueryKey())
  }
  const entityId = event.entityId

  switch (event.type) {
    case 'metric.incremented': {
      const { address, metric, counter } = event.data
      const incrementing = queryClient.isMutating({ predicate: (mutation) => ['incrementMetric', 'incrementMetrics'].includes(String(mutation.options.mutationKey?.[0])) })
      if (incrementing === 0) {
        const name = metric.toLowerCase()
        queryClient.setQueriesData<UserMetric[]>({ queryKey: getUserMetricsQueryKey({ entityId, userAddress: address }), predicate: (query) => mine(query.queryKey) }, (old) => {
          if (!Array.isArray(old)) return old
          if (!old.some((entry) => entry.metric.toLowerCase() === name)) return [...old, { metric, counter }]
          return old.map((entry) => (entry.metric.toLowerCase() === name && entry.counter !== counter ? { ...entry, counter } : entry))
        })
      }
      nfts(address)
      return
    }
    case 'level.reached':
      nfts(event.data.address)
      return
    case 'leaderboard.changed': {
      const { metricId, metric } = event.data
      const sameBoard = (params: KeyParams) => typeof params?.metric !== 'string' || params.metric === metricId || params.metric.toLowerCase() === metric.toLowerCase()
      invalidate(leaderboardQueryKey({ entityId }), sameBoard)
      invalidate(getLeaderboardQueryKey({ entityId }), sameBoard)
      return
    }
    case 'achievement.earned':
      // The member's badges, and every member's view of the entity's (their completions and rarity), move.
      invalidate(getMemberAchievementsQueryKey({ entityId }))
      invalidate(listAchievementsQueryKey({ entityId }))
      return
    case 'streak.extended':
    case 'streak.freeze_used':
    case 'streak.ended':
      invalidate(getStreakQueryKey({ entityId, userAddress: event.data.address }))
      return
    case 'member.joined':
      invalidate(listEntityUsersQueryKey({ entityId }))
      return
    case 'profile.updated':
      // Names and pictures show in the member list and on the boards too.
      invalidate(getProfileQueryKey({ userAddress: event.data.address }))
      invalidate(listEntityUsersQueryKey({ entityId }))
      invalidate(leaderboardQueryKey({ entityId }))
      invalidate(getLeaderboardQueryKey({ entityId }))
      return
    case 'entity.updated': {
      const { version } = event.data
      const queryKey = getEntityQueryKey({ entityId })
      const stale = queryClient.getQueriesData<Entity>({ queryKey, predicate: (query) => mine(query.queryKey) }).some(([, entity]) => !entity || typeof entity.__v !== 'number' || entity.__v < version)
      if (stale) invalidate(queryKey)
      // Its default theme dresses the members' NFTs.
      if (owner && event.data.fields.some((field) => field.toLowerCase().includes('theme'))) nfts(owner)
      return
    }
  }
}
