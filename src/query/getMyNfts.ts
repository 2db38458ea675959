import { callClient, type EngagementClientBase } from '../core/internal/clientBase.js'
import { getMyNfts, type GetMyNftsReturnType } from '../core/actions/getMyNfts.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link getMyNftsQueryOptions}: missing inputs keep the query waiting. */
export type GetMyNftsQueryParameters = SessionParameter

/** The cache key of the signed-in user's NFTs across entities (per caller: the reply depends on who asks). */
export function getMyNftsQueryKey(params: { address?: string | undefined } = {}) {
  return ['myNfts', queryKeyParams(params)] as const
}

/** The cache key type of {@link getMyNftsQueryKey}. */
export type GetMyNftsQueryKey = ReturnType<typeof getMyNftsQueryKey>

/** Query options that read the signed-in user's NFTs across entities; share them between `useQuery`, prefetching and invalidation. */
export function getMyNftsQueryOptions(
  client: EngagementClientBase,
  params: GetMyNftsQueryParameters = {},
): EngagementQueryOptions<GetMyNftsReturnType, GetMyNftsQueryKey> {
  const { session } = params
  return {
    queryKey: getMyNftsQueryKey({ address: session?.address }),
    queryFn: ({ signal }) => {
      return callClient<GetMyNftsReturnType>(client, 'getMyNfts', getMyNfts, {}, { signal, session })
    },
    enabled: Boolean(session),
    retry: false,
  }
}
