import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { listLevels, type ListLevelsParameters, type ListLevelsReturnType } from '../core/actions/listLevels.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link listLevelsQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type ListLevelsQueryParameters = SessionParameter & QueryParameters<ListLevelsParameters>

/** The cache key of an entity's levels; `caller` is the signed-in address the reply was read for. */
export function listLevelsQueryKey(params: QueryParameters<ListLevelsParameters> & CallerParameter = {}) {
  return ['levels', queryKeyParams(params)] as const
}

/** The cache key type of {@link listLevelsQueryKey}. */
export type ListLevelsQueryKey = ReturnType<typeof listLevelsQueryKey>

/** Query options that read an entity's levels; share them between `useQuery`, prefetching and invalidation. */
export function listLevelsQueryOptions(client: EngagementClientBase, params: ListLevelsQueryParameters = {}): EngagementQueryOptions<ListLevelsReturnType, ListLevelsQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, listLevels, listLevelsQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
