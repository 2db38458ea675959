import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { setDefaultTheme, type SetDefaultThemeParameters, type SetDefaultThemeReturnType } from '../core/actions/setDefaultTheme.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getEntityQueryKey } from './getEntity.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listThemesQueryKey } from './listThemes.js'
import type { Theme } from '../core/schemas/theme.js'
import { patchCachedLists, restoreCachedLists, type CachedListsSnapshot } from './internal/patchCachedLists.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for setDefaultTheme; `entityId` defaults to the one the options were made with. */
export type SetDefaultThemeVariables = Omit<SetDefaultThemeParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a default-theme change, marked in the theme list at once (put back if refused); on settle it invalidates exactly the queries it changes. */
export function setDefaultThemeMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<SetDefaultThemeReturnType, EngagementError, SetDefaultThemeVariables, CachedListsSnapshot> {
  const { session } = defaults
  return {
    mutationKey: [setDefaultTheme.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return setDefaultTheme(client, { ...variables, entityId } as SetDefaultThemeParameters, { session })
    },
    onMutate: ({ entityId = defaults.entityId, themeId }, { client: queryClient }) =>
      patchCachedLists<Theme>(queryClient, listThemesQueryKey({ entityId }), (list) => list.map((theme) => ({ ...theme, isDefault: theme.id === themeId }))),
    onError: (_error, _variables, snapshot, { client: queryClient }) => restoreCachedLists(queryClient, snapshot),
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listThemesQueryKey({ entityId }), getEntityQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
