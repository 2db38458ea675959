import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { getMyNfts, type GetMyNftsReturnType } from '../core/actions/getMyNfts.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link getMyNftsQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type GetMyNftsQueryParameters = SessionParameter

/** The cache key of the caller's NFTs across entities; `caller` is the signed-in address the reply was read for. */
export function getMyNftsQueryKey(params: CallerParameter = {}) {
  return ['myNfts', queryKeyParams(params)] as const
}

/** The cache key type of {@link getMyNftsQueryKey}. */
export type GetMyNftsQueryKey = ReturnType<typeof getMyNftsQueryKey>

/** Query options that read the caller's NFTs across entities; share them between `useQuery`, prefetching and invalidation. */
export function getMyNftsQueryOptions(client: EngagementClientBase, params: GetMyNftsQueryParameters = {}): EngagementQueryOptions<GetMyNftsReturnType, GetMyNftsQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, getMyNfts, getMyNftsQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
