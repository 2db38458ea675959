import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { createTheme, type CreateThemeParameters, type CreateThemeReturnType } from '../core/actions/createTheme.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listThemesQueryKey } from './listThemes.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for createTheme; `entityId` defaults to the one the options were made with. */
export type CreateThemeVariables = Omit<CreateThemeParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a theme creation; on settle it invalidates exactly the queries it changes. */
export function createThemeMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<CreateThemeReturnType, EngagementError, CreateThemeVariables> {
  const { session } = defaults
  return {
    mutationKey: [createTheme.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return createTheme(client, { ...variables, entityId } as CreateThemeParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listThemesQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
