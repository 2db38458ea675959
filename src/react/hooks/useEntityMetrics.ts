'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { ListEntityMetricsReturnType } from '../../core/actions/listEntityMetrics.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { listEntityMetricsQueryOptions, type ListEntityMetricsQueryKey } from '../../query/listEntityMetrics.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useEntityMetrics}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseEntityMetricsParameters<TData = ListEntityMetricsReturnType> = {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  query?: Omit<UseQueryOptions<ListEntityMetricsReturnType, EngagementError, TData, ListEntityMetricsQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useEntityMetrics} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseEntityMetricsReturnType<TData = ListEntityMetricsReturnType> = UseQueryResult<TData, EngagementError>

/** Lists the metrics the entity tracks (row 1). Waits while its inputs (or the session) are missing. */
export function useEntityMetrics<TData = ListEntityMetricsReturnType>(parameters: UseEntityMetricsParameters<TData> = {}): UseEntityMetricsReturnType<TData> {
  const context = useEngagementContext()
  const options = listEntityMetricsQueryOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<ListEntityMetricsReturnType, EngagementError, TData, ListEntityMetricsQueryKey>, context.queryClient)
}
