'use client'
import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query'
import type { EngagementError } from '../../core/EngagementError.js'
import type { LeaderboardResult } from '../../core/leaderboard/types.js'
import { leaderboardQueryOptions, type LeaderboardQueryKey, type LeaderboardQueryParameters } from '../../query/leaderboard.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeQueryOptions } from '../internal/mergeQueryOptions.js'

/** Parameters of {@link useLeaderboard}: the board's options (see `leaderboardQueryOptions`) and TanStack Query options under `query`. */
export type UseLeaderboardParameters<TData = LeaderboardResult> = Omit<LeaderboardQueryParameters, 'session'> & {
  query?: Omit<UseQueryOptions<LeaderboardResult, EngagementError, TData, LeaderboardQueryKey>, 'queryKey' | 'queryFn'> | undefined
}

/** What {@link useLeaderboard} returns: TanStack Query's result, errors typed as {@link EngagementError}. */
export type UseLeaderboardReturnType<TData = LeaderboardResult> = UseQueryResult<TData, EngagementError>

/**
 * An entity's leaderboard by one metric, with the signed-in user's own place (`self`). Computed from members,
 * counters and profiles through the cache (rows 8, 2 and 26), or read from the app's `source`. Waits while the
 * entity or the metric is missing; signed out, a public entity's board is read without a session (`self` null).
 */
export function useLeaderboard<TData = LeaderboardResult>(parameters: UseLeaderboardParameters<TData> = {}): UseLeaderboardReturnType<TData> {
  const context = useEngagementContext()
  const { query, ...rest } = parameters
  const options = leaderboardQueryOptions(context.client, { ...rest, entityId: rest.entityId ?? context.entityId, session: context.session })
  return useQuery(mergeQueryOptions(options, query) as UseQueryOptions<LeaderboardResult, EngagementError, TData, LeaderboardQueryKey>, context.queryClient)
}
