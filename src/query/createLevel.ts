import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { createLevel, type CreateLevelParameters, type CreateLevelReturnType } from '../core/actions/createLevel.js'
import type { Level } from '../core/schemas/level.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { patchCachedLists, restoreCachedLists, type CachedListsSnapshot } from './internal/patchCachedLists.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listLevelsQueryKey } from './listLevels.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for createLevel; `entityId` defaults to the one the options were made with. */
export type CreateLevelVariables = Omit<CreateLevelParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a level creation, shown in the level list at once (taken out again if refused); on settle it invalidates exactly the queries it changes. */
export function createLevelMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<CreateLevelReturnType, EngagementError, CreateLevelVariables, CachedListsSnapshot> {
  const { session } = defaults
  return {
    mutationKey: [createLevel.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return createLevel(client, { ...variables, entityId } as CreateLevelParameters, { session })
    },
    // Numbers in the cache, as the service answers them, whether the call gave numbers or numeric strings.
    onMutate: ({ level, xp, entityId = defaults.entityId }, { client: queryClient }) =>
      patchCachedLists<Level>(queryClient, listLevelsQueryKey({ entityId }), (list) =>
        [...list.filter((existing) => existing.level !== Number(level)), { communityId: entityId ?? '', level: Number(level), xpThreshold: Number(xp), isEnabled: true }].sort((a, b) => a.level - b.level),
      ),
    onError: (_error, _variables, snapshot, { client: queryClient }) => restoreCachedLists(queryClient, snapshot),
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listLevelsQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
