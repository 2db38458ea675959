'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { ListThemesReturnType } from '../../core/actions/listThemes.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { listThemesQueryOptions, type ListThemesQueryKey } from '../../query/listThemes.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useThemes}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseThemesParameters<TData = ListThemesReturnType> = {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  query?: Omit<UseQueryOptions<ListThemesReturnType, EngagementError, TData, ListThemesQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useThemes} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseThemesReturnType<TData = ListThemesReturnType> = UseQueryResult<TData, EngagementError>

/** Lists the entity's NFT themes (row 12; admins and owners). Waits while its inputs (or the session) are missing. */
export function useThemes<TData = ListThemesReturnType>(parameters: UseThemesParameters<TData> = {}): UseThemesReturnType<TData> {
  const context = useEngagementContext()
  const options = listThemesQueryOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<ListThemesReturnType, EngagementError, TData, ListThemesQueryKey>, context.queryClient)
}
