import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { updateLevel, type UpdateLevelParameters, type UpdateLevelReturnType } from '../core/actions/updateLevel.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listLevelsQueryKey } from './listLevels.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for updateLevel; `entityId` defaults to the one the options were made with. */
export type UpdateLevelVariables = Omit<UpdateLevelParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a level threshold update; on settle it invalidates exactly the queries it changes. */
export function updateLevelMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<UpdateLevelReturnType, EngagementError, UpdateLevelVariables> {
  const { session } = defaults
  return {
    mutationKey: [updateLevel.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return updateLevel(client, { ...variables, entityId } as UpdateLevelParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listLevelsQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
