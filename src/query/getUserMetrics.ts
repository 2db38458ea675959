import { callClient, type EngagementClientBase } from '../core/internal/clientBase.js'
import { getUserMetrics, type GetUserMetricsReturnType } from '../core/actions/getUserMetrics.js'
import { missingInput } from './internal/missingInput.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link getUserMetricsQueryOptions}: missing inputs keep the query waiting. */
export type GetUserMetricsQueryParameters = SessionParameter & { entityId?: string | undefined; userAddress?: string | undefined }

/** The cache key of a user's counters. */
export function getUserMetricsQueryKey(params: { entityId?: string | undefined; userAddress?: string | undefined } = {}) {
  return ['userMetrics', queryKeyParams(params)] as const
}

/** The cache key type of {@link getUserMetricsQueryKey}. */
export type GetUserMetricsQueryKey = ReturnType<typeof getUserMetricsQueryKey>

/** Query options that read a user's counters; share them between `useQuery`, prefetching and invalidation. */
export function getUserMetricsQueryOptions(
  client: EngagementClientBase,
  params: GetUserMetricsQueryParameters = {},
): EngagementQueryOptions<GetUserMetricsReturnType, GetUserMetricsQueryKey> {
  const { entityId, userAddress, session } = params
  return {
    queryKey: getUserMetricsQueryKey({ entityId, userAddress }),
    queryFn: ({ signal }) => {
      if (!entityId) throw missingInput('getUserMetrics', 'entityId')
      if (!userAddress) throw missingInput('getUserMetrics', 'userAddress')
      return callClient<GetUserMetricsReturnType>(client, 'getUserMetrics', getUserMetrics, { entityId, userAddress }, { signal, session })
    },
    enabled: Boolean(entityId && userAddress && session),
    retry: false,
  }
}
