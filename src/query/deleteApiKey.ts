import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { deleteApiKey, type DeleteApiKeyParameters, type DeleteApiKeyReturnType } from '../core/actions/deleteApiKey.js'
import type { ApiKey } from '../core/schemas/apiKey.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { patchCachedLists, restoreCachedLists, type CachedListsSnapshot } from './internal/patchCachedLists.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { listApiKeysQueryKey } from './listApiKeys.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for deleteApiKey; `entityId` defaults to the one the options were made with. */
export type DeleteApiKeyVariables = Omit<DeleteApiKeyParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for revoking an API key (owners only), gone from the key list at once (put back if refused). */
export function deleteApiKeyMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<DeleteApiKeyReturnType, EngagementError, DeleteApiKeyVariables, CachedListsSnapshot> {
  const { session } = defaults
  return {
    mutationKey: [deleteApiKey.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => deleteApiKey(client, { ...variables, entityId: variables.entityId ?? defaults.entityId } as DeleteApiKeyParameters, { session }),
    onMutate: ({ keyId, entityId = defaults.entityId }, { client: queryClient }) =>
      patchCachedLists<ApiKey>(queryClient, listApiKeysQueryKey({ entityId }), (list) => list.filter((key) => key.id !== keyId)),
    onError: (_error, _variables, snapshot, { client: queryClient }) => restoreCachedLists(queryClient, snapshot),
    onSettled: (_data, _error, variables, _result, { client: queryClient }) =>
      invalidateQueries(queryClient, [listApiKeysQueryKey({ entityId: variables.entityId ?? defaults.entityId })]),
  }
}
