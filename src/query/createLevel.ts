import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { createLevel, type CreateLevelParameters, type CreateLevelReturnType } from '../core/actions/createLevel.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listLevelsQueryKey } from './listLevels.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for createLevel; `entityId` defaults to the one the options were made with. */
export type CreateLevelVariables = Omit<CreateLevelParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a level creation; on settle it invalidates exactly the queries it changes. */
export function createLevelMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<CreateLevelReturnType, EngagementError, CreateLevelVariables> {
  const { session } = defaults
  return {
    mutationKey: [createLevel.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return createLevel(client, { ...variables, entityId } as CreateLevelParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listLevelsQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
