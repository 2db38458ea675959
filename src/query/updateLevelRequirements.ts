import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { updateLevelRequirements, type UpdateLevelRequirementsParameters, type UpdateLevelRequirementsReturnType } from '../core/actions/updateLevelRequirements.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listLevelsQueryKey } from './listLevels.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for updateLevelRequirements; `entityId` defaults to the one the options were made with. */
export type UpdateLevelRequirementsVariables = Omit<UpdateLevelRequirementsParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a level requirements update; on settle it invalidates exactly the queries it changes. */
export function updateLevelRequirementsMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<UpdateLevelRequirementsReturnType, EngagementError, UpdateLevelRequirementsVariables> {
  const { session } = defaults
  return {
    mutationKey: [updateLevelRequirements.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return updateLevelRequirements(client, { ...variables, entityId } as UpdateLevelRequirementsParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listLevelsQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
