import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { getEntity, type GetEntityParameters, type GetEntityReturnType } from '../core/actions/getEntity.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link getEntityQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type GetEntityQueryParameters = SessionParameter & QueryParameters<GetEntityParameters>

/** The cache key of an entity; `caller` is the signed-in address the reply was read for. */
export function getEntityQueryKey(params: QueryParameters<GetEntityParameters> & CallerParameter = {}) {
  return ['entity', queryKeyParams(params)] as const
}

/** The cache key type of {@link getEntityQueryKey}. */
export type GetEntityQueryKey = ReturnType<typeof getEntityQueryKey>

/** Query options that read an entity; share them between `useQuery`, prefetching and invalidation. */
export function getEntityQueryOptions(client: EngagementClientBase, params: GetEntityQueryParameters = {}): EngagementQueryOptions<GetEntityReturnType, GetEntityQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, getEntity, getEntityQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
