'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { EngagementError } from '../../core/EngagementError.js'
import type { ServiceInfo } from '../../core/schemas/serviceInfo.js'
import { getServiceInfoQueryOptions, type GetServiceInfoQueryKey } from '../../query/getServiceInfo.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useServiceInfo}: TanStack Query options under `query` (e.g. `enabled`). */
export type UseServiceInfoParameters<TData = ServiceInfo> = {
  query?: Omit<UseQueryOptions<ServiceInfo, EngagementError, TData, GetServiceInfoQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useServiceInfo} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseServiceInfoReturnType<TData = ServiceInfo> = UseQueryResult<TData, EngagementError>

/**
 * What the provider's service offers beyond the spec (`GET /api/engagekit`, no session): `features` such as
 * `leaderboard`, `idempotency` and `api-keys`; none for a service of the spec alone. Asked once per service and cache.
 */
export function useServiceInfo<TData = ServiceInfo>(parameters: UseServiceInfoParameters<TData> = {}): UseServiceInfoReturnType<TData> {
  const context = useEngagementContext()
  const options = getServiceInfoQueryOptions(context.client)
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<ServiceInfo, EngagementError, TData, GetServiceInfoQueryKey>, context.queryClient)
}
