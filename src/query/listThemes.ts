import { callClient, type EngagementClientBase } from '../core/internal/clientBase.js'
import { listThemes, type ListThemesReturnType } from '../core/actions/listThemes.js'
import { missingInput } from './internal/missingInput.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link listThemesQueryOptions}: missing inputs keep the query waiting. */
export type ListThemesQueryParameters = SessionParameter & { entityId?: string | undefined }

/** The cache key of an entity's NFT themes. */
export function listThemesQueryKey(params: { entityId?: string | undefined } = {}) {
  return ['themes', queryKeyParams(params)] as const
}

/** The cache key type of {@link listThemesQueryKey}. */
export type ListThemesQueryKey = ReturnType<typeof listThemesQueryKey>

/** Query options that read an entity's NFT themes; share them between `useQuery`, prefetching and invalidation. */
export function listThemesQueryOptions(
  client: EngagementClientBase,
  params: ListThemesQueryParameters = {},
): EngagementQueryOptions<ListThemesReturnType, ListThemesQueryKey> {
  const { entityId, session } = params
  return {
    queryKey: listThemesQueryKey({ entityId }),
    queryFn: ({ signal }) => {
      if (!entityId) throw missingInput('listThemes', 'entityId')
      return callClient<ListThemesReturnType>(client, 'listThemes', listThemes, { entityId }, { signal, session })
    },
    enabled: Boolean(entityId && session),
    retry: false,
  }
}
