import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { listApiKeys, type ListApiKeysParameters, type ListApiKeysReturnType } from '../core/actions/listApiKeys.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { readQueryOptions } from './internal/readQueryOptions.js'
import type { CallerParameter, EngagementQueryOptions, QueryParameters, SessionParameter } from './types.js'

/** Parameters of {@link listApiKeysQueryOptions}: the call's parameters (missing ones keep the query waiting) and the session. */
export type ListApiKeysQueryParameters = SessionParameter & QueryParameters<ListApiKeysParameters>

/** The cache key of an entity's API keys; `caller` is the signed-in address the reply was read for. */
export function listApiKeysQueryKey(params: QueryParameters<ListApiKeysParameters> & CallerParameter = {}) {
  return ['apiKeys', queryKeyParams(params)] as const
}

/** The cache key type of {@link listApiKeysQueryKey}. */
export type ListApiKeysQueryKey = ReturnType<typeof listApiKeysQueryKey>

/** Query options that read an entity's API keys in use (owners only). */
export function listApiKeysQueryOptions(client: EngagementClientBase, params: ListApiKeysQueryParameters = {}): EngagementQueryOptions<ListApiKeysReturnType, ListApiKeysQueryKey> {
  const { session, ...parameters } = params
  return readQueryOptions(client, listApiKeys, listApiKeysQueryKey({ ...parameters, caller: session?.address }), parameters, session)
}
