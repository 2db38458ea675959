'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { GetMyNftsReturnType } from '../../core/actions/getMyNfts.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { getMyNftsQueryOptions, type GetMyNftsQueryKey } from '../../query/getMyNfts.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useMyNfts}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseMyNftsParameters<TData = GetMyNftsReturnType> = {
  query?: Omit<UseQueryOptions<GetMyNftsReturnType, EngagementError, TData, GetMyNftsQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useMyNfts} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseMyNftsReturnType<TData = GetMyNftsReturnType> = UseQueryResult<TData, EngagementError>

/** Lists the signed-in user's dynamic NFTs across entities (row 10). Waits while its inputs (or the session) are missing. */
export function useMyNfts<TData = GetMyNftsReturnType>(parameters: UseMyNftsParameters<TData> = {}): UseMyNftsReturnType<TData> {
  const context = useEngagementContext()
  const options = getMyNftsQueryOptions(context.client, { session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<GetMyNftsReturnType, EngagementError, TData, GetMyNftsQueryKey>, context.queryClient)
}
