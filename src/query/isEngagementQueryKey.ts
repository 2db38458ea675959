import type { QueryKey } from '@tanstack/query-core'
import { endpointQueryKeys } from './internal/endpointQueryKeys.js'
import { leaderboardQueryKey } from './leaderboardQueryKey.js'

const resources = new Set<unknown>([...endpointQueryKeys, leaderboardQueryKey].map((queryKey) => queryKey()[0]))

/** True for the cache keys engagekit's query factories build, so app queries in a shared cache are left alone. */
export function isEngagementQueryKey(queryKey: QueryKey): boolean {
  return resources.has(queryKey[0])
}
