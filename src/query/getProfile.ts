import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { getProfile, type GetProfileParameters, type GetProfileReturnType } from '../core/actions/getProfile.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link getProfileQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type GetProfileQueryParameters = SessionParameter & QueryParameters<GetProfileParameters>

/** The cache key of a user's profile; `caller` is the signed-in address the reply was read for. */
export function getProfileQueryKey(params: QueryParameters<GetProfileParameters> & CallerParameter = {}) {
  return ['profile', queryKeyParams(params)] as const
}

/** The cache key type of {@link getProfileQueryKey}. */
export type GetProfileQueryKey = ReturnType<typeof getProfileQueryKey>

/** Query options that read a user's profile; share them between `useQuery`, prefetching and invalidation. */
export function getProfileQueryOptions(client: EngagementClientBase, params: GetProfileQueryParameters = {}): EngagementQueryOptions<GetProfileReturnType, GetProfileQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, getProfile, getProfileQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
