import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { listEntityUsers, type ListEntityUsersParameters, type ListEntityUsersReturnType } from '../core/actions/listEntityUsers.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link listEntityUsersQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type ListEntityUsersQueryParameters = SessionParameter & QueryParameters<ListEntityUsersParameters>

/** The cache key of an entity's members; `caller` is the signed-in address the reply was read for. */
export function listEntityUsersQueryKey(params: QueryParameters<ListEntityUsersParameters> & CallerParameter = {}) {
  return ['entityUsers', queryKeyParams(params)] as const
}

/** The cache key type of {@link listEntityUsersQueryKey}. */
export type ListEntityUsersQueryKey = ReturnType<typeof listEntityUsersQueryKey>

/** Query options that read an entity's members; share them between `useQuery`, prefetching and invalidation. */
export function listEntityUsersQueryOptions(client: EngagementClientBase, params: ListEntityUsersQueryParameters = {}): EngagementQueryOptions<ListEntityUsersReturnType, ListEntityUsersQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, listEntityUsers, listEntityUsersQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
