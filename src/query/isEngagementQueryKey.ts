import type { QueryKey } from '@tanstack/query-core'
import { getEntityQueryKey } from './getEntity.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { getProfileQueryKey } from './getProfile.js'
import { getUserMetricsQueryKey } from './getUserMetrics.js'
import { leaderboardQueryKey } from './leaderboardQueryKey.js'
import { listEntityMetricsQueryKey } from './listEntityMetrics.js'
import { listEntityUsersQueryKey } from './listEntityUsers.js'
import { listLevelsQueryKey } from './listLevels.js'
import { listSkillsQueryKey } from './listSkills.js'
import { listThemesQueryKey } from './listThemes.js'

const resources = new Set<unknown>(
  [
    getEntityQueryKey, getEntityNftsQueryKey, getMyNftsQueryKey, getProfileQueryKey, getUserMetricsQueryKey,
    listEntityMetricsQueryKey, listEntityUsersQueryKey, listLevelsQueryKey, listSkillsQueryKey, listThemesQueryKey, leaderboardQueryKey,
  ].map((queryKey) => queryKey()[0]),
)

/** True for the cache keys engagekit's query factories build, so app queries in a shared cache are left alone. */
export function isEngagementQueryKey(queryKey: QueryKey): boolean {
  return resources.has(queryKey[0])
}
