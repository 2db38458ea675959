'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { GetProfileReturnType } from '../../core/actions/getProfile.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { getProfileQueryOptions, type GetProfileQueryKey } from '../../query/getProfile.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useProfile}: the endpoint's inputs and TanStack Query options under `query`. */
export type UseProfileParameters<TData = GetProfileReturnType> = {
  /** Defaults to the signed-in address. */
  userAddress?: string | undefined
  query?: Omit<UseQueryOptions<GetProfileReturnType, EngagementError, TData, GetProfileQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useProfile} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseProfileReturnType<TData = GetProfileReturnType> = UseQueryResult<TData, EngagementError>

/** Reads a profile (row 26); defaults to the signed-in user's. Waits while its inputs (or the session) are missing. */
export function useProfile<TData = GetProfileReturnType>(parameters: UseProfileParameters<TData> = {}): UseProfileReturnType<TData> {
  const context = useEngagementContext()
  const options = getProfileQueryOptions(context.client, { userAddress: parameters.userAddress ?? context.session?.address, session: context.session })
  return useQuery(mergeQueryOptions(options, parameters.query) as UseQueryOptions<GetProfileReturnType, EngagementError, TData, GetProfileQueryKey>, context.queryClient)
}
