'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { GetUserMetricsReturnType } from '../../core/actions/getUserMetrics.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { getUserMetricsQueryOptions, type GetUserMetricsQueryKey } from '../../query/getUserMetrics.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useUserMetrics}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseUserMetricsParameters<TData = GetUserMetricsReturnType> = {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  /** Defaults to the signed-in address. */
  userAddress?: string | undefined
  query?: Omit<UseQueryOptions<GetUserMetricsReturnType, EngagementError, TData, GetUserMetricsQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useUserMetrics} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseUserMetricsReturnType<TData = GetUserMetricsReturnType> = UseQueryResult<TData, EngagementError>

/** Reads a user's counters (row 2); defaults to the signed-in user. Waits while its inputs (or the session) are missing. */
export function useUserMetrics<TData = GetUserMetricsReturnType>(parameters: UseUserMetricsParameters<TData> = {}): UseUserMetricsReturnType<TData> {
  const context = useEngagementContext()
  const options = getUserMetricsQueryOptions(context.client, { entityId: parameters.entityId ?? context.entityId, userAddress: parameters.userAddress ?? context.session?.address, session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<GetUserMetricsReturnType, EngagementError, TData, GetUserMetricsQueryKey>, context.queryClient)
}
