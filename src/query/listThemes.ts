import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { listThemes, type ListThemesParameters, type ListThemesReturnType } from '../core/actions/listThemes.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link listThemesQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type ListThemesQueryParameters = SessionParameter & QueryParameters<ListThemesParameters>

/** The cache key of an entity's NFT themes; `caller` is the signed-in address the reply was read for. */
export function listThemesQueryKey(params: QueryParameters<ListThemesParameters> & CallerParameter = {}) {
  return ['themes', queryKeyParams(params)] as const
}

/** The cache key type of {@link listThemesQueryKey}. */
export type ListThemesQueryKey = ReturnType<typeof listThemesQueryKey>

/** Query options that read an entity's NFT themes; share them between `useQuery`, prefetching and invalidation. */
export function listThemesQueryOptions(client: EngagementClientBase, params: ListThemesQueryParameters = {}): EngagementQueryOptions<ListThemesReturnType, ListThemesQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, listThemes, listThemesQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
