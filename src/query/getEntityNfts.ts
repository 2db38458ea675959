import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { getEntityNfts, type GetEntityNftsParameters, type GetEntityNftsReturnType } from '../core/actions/getEntityNfts.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link getEntityNftsQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type GetEntityNftsQueryParameters = SessionParameter & QueryParameters<GetEntityNftsParameters>

/** The cache key of the caller's NFTs in one entity; `caller` is the signed-in address the reply was read for. */
export function getEntityNftsQueryKey(params: QueryParameters<GetEntityNftsParameters> & CallerParameter = {}) {
  return ['entityNfts', queryKeyParams(params)] as const
}

/** The cache key type of {@link getEntityNftsQueryKey}. */
export type GetEntityNftsQueryKey = ReturnType<typeof getEntityNftsQueryKey>

/** Query options that read the caller's NFTs in one entity; share them between `useQuery`, prefetching and invalidation. */
export function getEntityNftsQueryOptions(client: EngagementClientBase, params: GetEntityNftsQueryParameters = {}): EngagementQueryOptions<GetEntityNftsReturnType, GetEntityNftsQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, getEntityNfts, getEntityNftsQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
