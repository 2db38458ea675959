'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { ListApiKeysReturnType } from '../../core/actions/listApiKeys.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { listApiKeysQueryOptions, type ListApiKeysQueryKey } from '../../query/listApiKeys.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useApiKeys}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseApiKeysParameters<TData = ListApiKeysReturnType> = {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  query?: Omit<UseQueryOptions<ListApiKeysReturnType, EngagementError, TData, ListApiKeysQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useApiKeys} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseApiKeysReturnType<TData = ListApiKeysReturnType> = UseQueryResult<TData, EngagementError>

/** Lists the entity's API keys in use, never the keys themselves (owners only; an engagekit extension). Waits while its inputs (or the session) are missing. */
export function useApiKeys<TData = ListApiKeysReturnType>(parameters: UseApiKeysParameters<TData> = {}): UseApiKeysReturnType<TData> {
  const context = useEngagementContext()
  const options = listApiKeysQueryOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<ListApiKeysReturnType, EngagementError, TData, ListApiKeysQueryKey>, context.queryClient)
}
