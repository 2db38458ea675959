import { callClient, type EngagementClientBase } from '../core/internal/clientBase.js'
import { getEntityNfts, type GetEntityNftsReturnType } from '../core/actions/getEntityNfts.js'
import { missingInput } from './internal/missingInput.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link getEntityNftsQueryOptions}: missing inputs keep the query waiting. */
export type GetEntityNftsQueryParameters = SessionParameter & { entityId?: string | undefined }

/** The cache key of the signed-in user's NFTs in one entity (per caller: the reply depends on who asks). */
export function getEntityNftsQueryKey(params: { entityId?: string | undefined; address?: string | undefined } = {}) {
  return ['entityNfts', queryKeyParams(params)] as const
}

/** The cache key type of {@link getEntityNftsQueryKey}. */
export type GetEntityNftsQueryKey = ReturnType<typeof getEntityNftsQueryKey>

/** Query options that read the signed-in user's NFTs in one entity; share them between `useQuery`, prefetching and invalidation. */
export function getEntityNftsQueryOptions(
  client: EngagementClientBase,
  params: GetEntityNftsQueryParameters = {},
): EngagementQueryOptions<GetEntityNftsReturnType, GetEntityNftsQueryKey> {
  const { entityId, session } = params
  return {
    queryKey: getEntityNftsQueryKey({ entityId, address: session?.address }),
    queryFn: ({ signal }) => {
      if (!entityId) throw missingInput('getEntityNfts', 'entityId')
      return callClient<GetEntityNftsReturnType>(client, 'getEntityNfts', getEntityNfts, { entityId }, { signal, session })
    },
    enabled: Boolean(entityId && session),
    retry: false,
  }
}
