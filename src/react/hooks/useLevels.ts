'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { ListLevelsReturnType } from '../../core/actions/listLevels.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { listLevelsQueryOptions, type ListLevelsQueryKey } from '../../query/listLevels.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useLevels}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseLevelsParameters<TData = ListLevelsReturnType> = {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  query?: Omit<UseQueryOptions<ListLevelsReturnType, EngagementError, TData, ListLevelsQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useLevels} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseLevelsReturnType<TData = ListLevelsReturnType> = UseQueryResult<TData, EngagementError>

/** Lists the entity's levels (row 21). Waits while its inputs (or the session) are missing. */
export function useLevels<TData = ListLevelsReturnType>(parameters: UseLevelsParameters<TData> = {}): UseLevelsReturnType<TData> {
  const context = useEngagementContext()
  const options = listLevelsQueryOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<ListLevelsReturnType, EngagementError, TData, ListLevelsQueryKey>, context.queryClient)
}
