import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { getLeaderboard, type GetLeaderboardParameters, type GetLeaderboardReturnType } from '../core/actions/getLeaderboard.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link getLeaderboardQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type GetLeaderboardQueryParameters = SessionParameter & QueryParameters<GetLeaderboardParameters>

/** The cache key of a board as the service ranks it; `caller` is the signed-in address it was read for. */
export function getLeaderboardQueryKey(params: QueryParameters<GetLeaderboardParameters> & CallerParameter = {}) {
  return ['serviceLeaderboard', queryKeyParams(params)] as const
}

/** The cache key type of {@link getLeaderboardQueryKey}. */
export type GetLeaderboardQueryKey = ReturnType<typeof getLeaderboardQueryKey>

/**
 * Query options that read a board the service ranks (its extension endpoint, as it answers). Components use
 * `leaderboardQueryOptions`, which also works against services without boards.
 */
export function getLeaderboardQueryOptions(client: EngagementClientBase, params: GetLeaderboardQueryParameters = {}): EngagementQueryOptions<GetLeaderboardReturnType, GetLeaderboardQueryKey> {
  const { session, ...parameters } = params
  const options = readQueryOptions(client, getLeaderboard, getLeaderboardQueryKey({ ...parameters, caller: session?.address }), parameters, session)
  return { ...options, enabled: options.enabled && Boolean(parameters.metric) }
}
