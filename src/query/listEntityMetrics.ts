import { callClient, type EngagementClientBase } from '../core/internal/clientBase.js'
import { listEntityMetrics, type ListEntityMetricsReturnType } from '../core/actions/listEntityMetrics.js'
import { missingInput } from './internal/missingInput.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link listEntityMetricsQueryOptions}: missing inputs keep the query waiting. */
export type ListEntityMetricsQueryParameters = SessionParameter & { entityId?: string | undefined }

/** The cache key of an entity's metrics. */
export function listEntityMetricsQueryKey(params: { entityId?: string | undefined } = {}) {
  return ['entityMetrics', queryKeyParams(params)] as const
}

/** The cache key type of {@link listEntityMetricsQueryKey}. */
export type ListEntityMetricsQueryKey = ReturnType<typeof listEntityMetricsQueryKey>

/** Query options that read an entity's metrics; share them between `useQuery`, prefetching and invalidation. */
export function listEntityMetricsQueryOptions(
  client: EngagementClientBase,
  params: ListEntityMetricsQueryParameters = {},
): EngagementQueryOptions<ListEntityMetricsReturnType, ListEntityMetricsQueryKey> {
  const { entityId, session } = params
  return {
    queryKey: listEntityMetricsQueryKey({ entityId }),
    queryFn: ({ signal }) => {
      if (!entityId) throw missingInput('listEntityMetrics', 'entityId')
      return callClient<ListEntityMetricsReturnType>(client, 'listEntityMetrics', listEntityMetrics, { entityId }, { signal, session })
    },
    enabled: Boolean(entityId && session),
    retry: false,
  }
}
