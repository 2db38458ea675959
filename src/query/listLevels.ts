import { callClient, type EngagementClientBase } from '../core/internal/clientBase.js'
import { listLevels, type ListLevelsReturnType } from '../core/actions/listLevels.js'
import { missingInput } from './internal/missingInput.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link listLevelsQueryOptions}: missing inputs keep the query waiting. */
export type ListLevelsQueryParameters = SessionParameter & { entityId?: string | undefined }

/** The cache key of an entity's levels. */
export function listLevelsQueryKey(params: { entityId?: string | undefined } = {}) {
  return ['levels', queryKeyParams(params)] as const
}

/** The cache key type of {@link listLevelsQueryKey}. */
export type ListLevelsQueryKey = ReturnType<typeof listLevelsQueryKey>

/** Query options that read an entity's levels; share them between `useQuery`, prefetching and invalidation. */
export function listLevelsQueryOptions(
  client: EngagementClientBase,
  params: ListLevelsQueryParameters = {},
): EngagementQueryOptions<ListLevelsReturnType, ListLevelsQueryKey> {
  const { entityId, session } = params
  return {
    queryKey: listLevelsQueryKey({ entityId }),
    queryFn: ({ signal }) => {
      if (!entityId) throw missingInput('listLevels', 'entityId')
      return callClient<ListLevelsReturnType>(client, 'listLevels', listLevels, { entityId }, { signal, session })
    },
    enabled: Boolean(entityId && session),
    retry: false,
  }
}
