'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { GetEntityNftsReturnType } from '../../core/actions/getEntityNfts.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { getEntityNftsQueryOptions, type GetEntityNftsQueryKey } from '../../query/getEntityNfts.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useEntityNfts}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseEntityNftsParameters<TData = GetEntityNftsReturnType> = {
  /** Defaults to the provider's `entityId`. */
  entityId?: string | undefined
  query?: Omit<UseQueryOptions<GetEntityNftsReturnType, EngagementError, TData, GetEntityNftsQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useEntityNfts} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseEntityNftsReturnType<TData = GetEntityNftsReturnType> = UseQueryResult<TData, EngagementError>

/** Lists the signed-in user's dynamic NFTs in the entity (row 11). Waits while its inputs (or the session) are missing. */
export function useEntityNfts<TData = GetEntityNftsReturnType>(parameters: UseEntityNftsParameters<TData> = {}): UseEntityNftsReturnType<TData> {
  const context = useEngagementContext()
  const options = getEntityNftsQueryOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<GetEntityNftsReturnType, EngagementError, TData, GetEntityNftsQueryKey>, context.queryClient)
}
