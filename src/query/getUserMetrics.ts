import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { getUserMetrics, type GetUserMetricsParameters, type GetUserMetricsReturnType } from '../core/actions/getUserMetrics.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link getUserMetricsQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type GetUserMetricsQueryParameters = SessionParameter & QueryParameters<GetUserMetricsParameters>

/** The cache key of a user's counters in an entity; `caller` is the signed-in address the reply was read for. */
export function getUserMetricsQueryKey(params: QueryParameters<GetUserMetricsParameters> & CallerParameter = {}) {
  return ['userMetrics', queryKeyParams(params)] as const
}

/** The cache key type of {@link getUserMetricsQueryKey}. */
export type GetUserMetricsQueryKey = ReturnType<typeof getUserMetricsQueryKey>

/** Query options that read a user's counters in an entity; share them between `useQuery`, prefetching and invalidation. */
export function getUserMetricsQueryOptions(client: EngagementClientBase, params: GetUserMetricsQueryParameters = {}): EngagementQueryOptions<GetUserMetricsReturnType, GetUserMetricsQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, getUserMetrics, getUserMetricsQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
