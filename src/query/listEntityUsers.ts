import { callClient, type EngagementClientBase } from '../core/internal/clientBase.js'
import { listEntityUsers, type ListEntityUsersReturnType } from '../core/actions/listEntityUsers.js'
import { missingInput } from './internal/missingInput.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

/** Parameters of {@link listEntityUsersQueryOptions}: missing inputs keep the query waiting. */
export type ListEntityUsersQueryParameters = SessionParameter & { entityId?: string | undefined }

/** The cache key of an entity's members. */
export function listEntityUsersQueryKey(params: { entityId?: string | undefined } = {}) {
  return ['entityUsers', queryKeyParams(params)] as const
}

/** The cache key type of {@link listEntityUsersQueryKey}. */
export type ListEntityUsersQueryKey = ReturnType<typeof listEntityUsersQueryKey>

/** Query options that read an entity's members; share them between `useQuery`, prefetching and invalidation. */
export function listEntityUsersQueryOptions(
  client: EngagementClientBase,
  params: ListEntityUsersQueryParameters = {},
): EngagementQueryOptions<ListEntityUsersReturnType, ListEntityUsersQueryKey> {
  const { entityId, session } = params
  return {
    queryKey: listEntityUsersQueryKey({ entityId }),
    queryFn: ({ signal }) => {
      if (!entityId) throw missingInput('listEntityUsers', 'entityId')
      return callClient<ListEntityUsersReturnType>(client, 'listEntityUsers', listEntityUsers, { entityId }, { signal, session })
    },
    enabled: Boolean(entityId && session),
    retry: false,
  }
}
