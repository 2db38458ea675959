import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { updateLevel, type UpdateLevelParameters, type UpdateLevelReturnType } from '../core/actions/updateLevel.js'
import type { Level } from '../core/schemas/level.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { patchCachedLists, restoreCachedLists, type CachedListsSnapshot } from './internal/patchCachedLists.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listLevelsQueryKey } from './listLevels.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for updateLevel; `entityId` defaults to the one the options were made with. */
export type UpdateLevelVariables = Omit<UpdateLevelParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a level threshold update, shown in the level list at once (put back if refused); on settle it invalidates exactly the queries it changes. */
export function updateLevelMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<UpdateLevelReturnType, EngagementError, UpdateLevelVariables, CachedListsSnapshot> {
  const { session } = defaults
  return {
    mutationKey: [updateLevel.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return updateLevel(client, { ...variables, entityId } as UpdateLevelParameters, { session })
    },
    onMutate: ({ level, xp, entityId = defaults.entityId }, { client: queryClient }) =>
      patchCachedLists<Level>(queryClient, listLevelsQueryKey({ entityId }), (list) => list.map((existing) => (existing.level === Number(level) ? { ...existing, xpThreshold: Number(xp) } : existing))),
    onError: (_error, _variables, snapshot, { client: queryClient }) => restoreCachedLists(queryClient, snapshot),
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listLevelsQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
