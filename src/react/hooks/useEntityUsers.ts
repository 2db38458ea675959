'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { ListEntityUsersReturnType } from '../../core/actions/listEntityUsers.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { listEntityUsersQueryOptions, type ListEntityUsersQueryKey } from '../../query/listEntityUsers.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useEntityUsers}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseEntityUsersParameters<TData = ListEntityUsersReturnType> = {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  query?: Omit<UseQueryOptions<ListEntityUsersReturnType, EngagementError, TData, ListEntityUsersQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useEntityUsers} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseEntityUsersReturnType<TData = ListEntityUsersReturnType> = UseQueryResult<TData, EngagementError>

/** Lists the entity's members (row 8). Waits while its inputs (or the session) are missing. */
export function useEntityUsers<TData = ListEntityUsersReturnType>(parameters: UseEntityUsersParameters<TData> = {}): UseEntityUsersReturnType<TData> {
  const context = useEngagementContext()
  const options = listEntityUsersQueryOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<ListEntityUsersReturnType, EngagementError, TData, ListEntityUsersQueryKey>, context.queryClient)
}
