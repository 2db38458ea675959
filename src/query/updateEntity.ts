import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { updateEntity, type UpdateEntityParameters, type UpdateEntityReturnType } from '../core/actions/updateEntity.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getEntityQueryKey } from './getEntity.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listEntityUsersQueryKey } from './listEntityUsers.js'
import { listThemesQueryKey } from './listThemes.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for updateEntity; `entityId` defaults to the one the options were made with. */
export type UpdateEntityVariables = Omit<UpdateEntityParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for an entity update; on settle it invalidates exactly the queries it changes. */
export function updateEntityMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<UpdateEntityReturnType, EngagementError, UpdateEntityVariables> {
  const { session } = defaults
  return {
    mutationKey: [updateEntity.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return updateEntity(client, { ...variables, entityId } as UpdateEntityParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      // The entity's name and image show in its NFTs, its default theme in the theme list.
      return invalidateQueries(queryClient, [
        getEntityQueryKey({ entityId }),
        listEntityUsersQueryKey({ entityId }),
        listThemesQueryKey({ entityId }),
        getEntityNftsQueryKey({ entityId }),
        getMyNftsQueryKey(),
      ])
    },
  }
}
