'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { GetEntityReturnType } from '../../core/actions/getEntity.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { getEntityQueryOptions, type GetEntityQueryKey } from '../../query/getEntity.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useEntity}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseEntityParameters<TData = GetEntityReturnType> = {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  query?: Omit<UseQueryOptions<GetEntityReturnType, EngagementError, TData, GetEntityQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useEntity} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseEntityReturnType<TData = GetEntityReturnType> = UseQueryResult<TData, EngagementError>

/** Reads the entity (row 6). Waits while its inputs (or the session) are missing. */
export function useEntity<TData = GetEntityReturnType>(parameters: UseEntityParameters<TData> = {}): UseEntityReturnType<TData> {
  const context = useEngagementContext()
  const options = getEntityQueryOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<GetEntityReturnType, EngagementError, TData, GetEntityQueryKey>, context.queryClient)
}
