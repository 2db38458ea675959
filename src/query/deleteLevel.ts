import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { deleteLevel, type DeleteLevelParameters, type DeleteLevelReturnType } from '../core/actions/deleteLevel.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listLevelsQueryKey } from './listLevels.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for deleteLevel; `entityId` defaults to the one the options were made with. */
export type DeleteLevelVariables = Omit<DeleteLevelParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a level deletion; on settle it invalidates exactly the queries it changes. */
export function deleteLevelMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<DeleteLevelReturnType, EngagementError, DeleteLevelVariables> {
  const { session } = defaults
  return {
    mutationKey: [deleteLevel.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return deleteLevel(client, { ...variables, entityId } as DeleteLevelParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listLevelsQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
