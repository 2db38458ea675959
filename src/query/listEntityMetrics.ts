import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { listEntityMetrics, type ListEntityMetricsParameters, type ListEntityMetricsReturnType } from '../core/actions/listEntityMetrics.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link listEntityMetricsQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type ListEntityMetricsQueryParameters = SessionParameter & QueryParameters<ListEntityMetricsParameters>

/** The cache key of the metrics an entity tracks; `caller` is the signed-in address the reply was read for. */
export function listEntityMetricsQueryKey(params: QueryParameters<ListEntityMetricsParameters> & CallerParameter = {}) {
  return ['entityMetrics', queryKeyParams(params)] as const
}

/** The cache key type of {@link listEntityMetricsQueryKey}. */
export type ListEntityMetricsQueryKey = ReturnType<typeof listEntityMetricsQueryKey>

/** Query options that read the metrics an entity tracks; share them between `useQuery`, prefetching and invalidation. */
export function listEntityMetricsQueryOptions(client: EngagementClientBase, params: ListEntityMetricsQueryParameters = {}): EngagementQueryOptions<ListEntityMetricsReturnType, ListEntityMetricsQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, listEntityMetrics, listEntityMetricsQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
