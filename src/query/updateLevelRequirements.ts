import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { updateLevelRequirements, type UpdateLevelRequirementsParameters, type UpdateLevelRequirementsReturnType } from '../core/actions/updateLevelRequirements.js'
import type { Level } from '../core/schemas/level.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { patchCachedLists, restoreCachedLists, type CachedListsSnapshot } from './internal/patchCachedLists.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listLevelsQueryKey } from './listLevels.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for updateLevelRequirements; `entityId` defaults to the one the options were made with. */
export type UpdateLevelRequirementsVariables = Omit<UpdateLevelRequirementsParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a level requirements update, shown in the level list at once (put back if refused); on settle it invalidates exactly the queries it changes. */
export function updateLevelRequirementsMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<UpdateLevelRequirementsReturnType, EngagementError, UpdateLevelRequirementsVariables, CachedListsSnapshot> {
  const { session } = defaults
  return {
    mutationKey: [updateLevelRequirements.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return updateLevelRequirements(client, { ...variables, entityId } as UpdateLevelRequirementsParameters, { session })
    },
    onMutate: ({ level, name, description, skillIds, scores, endsAt, xp, entityId = defaults.entityId }, { client: queryClient }) =>
      patchCachedLists<Level>(queryClient, listLevelsQueryKey({ entityId }), (list) =>
        list.map((existing) => (existing.level === level ? { ...existing, name, description, skillIds, scores: scores.map(Number), endsAt: endsAt === '' ? null : endsAt, xpThreshold: Number(xp) } : existing))),
    onError: (_error, _variables, snapshot, { client: queryClient }) => restoreCachedLists(queryClient, snapshot),
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listLevelsQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
