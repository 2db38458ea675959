import type { QueryClient, QueryKey } from '@tanstack/query-core'
import type { EntityUser } from '../../core/schemas/entity.js'
import { getEntityNftsQueryKey } from '../getEntityNfts.js'
import { getMemberAchievementsQueryKey } from '../getMemberAchievements.js'
import { getMyNftsQueryKey } from '../getMyNfts.js'
import { getStreakQueryKey } from '../getStreak.js'
import { listAchievementsQueryKey } from '../listAchievements.js'
import { getUserMetricsQueryKey } from '../getUserMetrics.js'
import { leaderboardQueryKey } from '../leaderboardQueryKey.js'
import { listEntityUsersQueryKey } from '../listEntityUsers.js'

/**
 * The queries an increment changes: the credited user's counters and NFTs (NFT lists are per caller, so only the
 * credited user's own), the entity's leaderboards (recomputed from cached counters, so only the credited user's are
 * read again), the user's streak (an increment of its metric extends it), the achievements (the user's, and the entity's completions, when the answer says it earned one), and
 * the member list when it does not hold the user yet (crediting someone makes them a member).
 */
export function incrementedQueries(
  queryClient: QueryClient,
  target: { entityId: string | undefined; userAddress: string | undefined },
  succeeded: boolean,
  earned = false,
): QueryKey[] {
  const { entityId, userAddress } = target
  const keys: QueryKey[] = [
    getUserMetricsQueryKey({ entityId, userAddress }),
    getEntityNftsQueryKey({ entityId, caller: userAddress }),
    getMyNftsQueryKey({ caller: userAddress }),
    leaderboardQueryKey({ entityId }),
    getMemberAchievementsQueryKey({ entityId, userAddress }),
    getStreakQueryKey({ entityId, userAddress }),
  ]
  if (earned) keys.push(listAchievementsQueryKey({ entityId }))
  if (succeeded && userAddress) {
    const address = userAddress.toLowerCase()
    const lists = queryClient.getQueriesData<EntityUser[]>({ queryKey: listEntityUsersQueryKey({ entityId }) })
    if (lists.some(([, members]) => members && !members.some((member) => member.address.toLowerCase() === address))) {
      keys.push(listEntityUsersQueryKey({ entityId }))
    }
  }
  return keys
}
