import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { createApiKey, type CreateApiKeyParameters, type CreateApiKeyReturnType } from '../core/actions/createApiKey.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { listApiKeysQueryKey } from './listApiKeys.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for createApiKey; `entityId` defaults to the one the options were made with. */
export type CreateApiKeyVariables = Omit<CreateApiKeyParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for creating an API key (owners only); the key is in the result this once. The key list is read again. */
export function createApiKeyMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<CreateApiKeyReturnType, EngagementError, CreateApiKeyVariables> {
  const { session } = defaults
  return {
    mutationKey: [createApiKey.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    // The key is in the result: not kept in the mutation cache once the call is over.
    gcTime: 0,
    mutationFn: (variables) => createApiKey(client, { ...variables, entityId: variables.entityId ?? defaults.entityId } as CreateApiKeyParameters, { session }),
    onSettled: (_data, _error, variables, _result, { client: queryClient }) =>
      invalidateQueries(queryClient, [listApiKeysQueryKey({ entityId: variables.entityId ?? defaults.entityId })]),
  }
}
