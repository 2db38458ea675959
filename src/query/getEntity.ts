import { callClient, type EngagementClientBase } from '../core/internal/clientBase.js'
import { getEntity, type GetEntityReturnType } from '../core/actions/getEntity.js'
import { missingInput } from './internal/missingInput.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link getEntityQueryOptions}: missing inputs keep the query waiting. */
export type GetEntityQueryParameters = SessionParameter & { entityId?: string | undefined }

/** The cache key of an entity. */
export function getEntityQueryKey(params: { entityId?: string | undefined } = {}) {
  return ['entity', queryKeyParams(params)] as const
}

/** The cache key type of {@link getEntityQueryKey}. */
export type GetEntityQueryKey = ReturnType<typeof getEntityQueryKey>

/** Query options that read an entity; share them between `useQuery`, prefetching and invalidation. */
export function getEntityQueryOptions(
  client: EngagementClientBase,
  params: GetEntityQueryParameters = {},
): EngagementQueryOptions<GetEntityReturnType, GetEntityQueryKey> {
  const { entityId, session } = params
  return {
    queryKey: getEntityQueryKey({ entityId }),
    queryFn: ({ signal }) => {
      if (!entityId) throw missingInput('getEntity', 'entityId')
      return callClient<GetEntityReturnType>(client, 'getEntity', getEntity, { entityId }, { signal, session })
    },
    enabled: Boolean(entityId),
    retry: false,
  }
}
