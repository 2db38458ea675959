import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { deleteLevel, type DeleteLevelParameters, type DeleteLevelReturnType } from '../core/actions/deleteLevel.js'
import type { Level } from '../core/schemas/level.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { patchCachedLists, restoreCachedLists, type CachedListsSnapshot } from './internal/patchCachedLists.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listLevelsQueryKey } from './listLevels.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for deleteLevel; `entityId` defaults to the one the options were made with. */
export type DeleteLevelVariables = Omit<DeleteLevelParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a level deletion, gone from the level list at once (put back if refused); on settle it invalidates exactly the queries it changes. */
export function deleteLevelMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<DeleteLevelReturnType, EngagementError, DeleteLevelVariables, CachedListsSnapshot> {
  const { session } = defaults
  return {
    mutationKey: [deleteLevel.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return deleteLevel(client, { ...variables, entityId } as DeleteLevelParameters, { session })
    },
    onMutate: ({ level, entityId = defaults.entityId }, { client: queryClient }) =>
      patchCachedLists<Level>(queryClient, listLevelsQueryKey({ entityId }), (list) => list.filter((existing) => existing.level !== level)),
    onError: (_error, _variables, snapshot, { client: queryClient }) => restoreCachedLists(queryClient, snapshot),
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listLevelsQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
