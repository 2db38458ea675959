import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { updateTheme, type UpdateThemeParameters, type UpdateThemeReturnType } from '../core/actions/updateTheme.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { listThemesQueryKey } from './listThemes.js'
import type { Theme } from '../core/schemas/theme.js'
import { patchCachedLists, restoreCachedLists, type CachedListsSnapshot } from './internal/patchCachedLists.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for updateTheme; `entityId` defaults to the one the options were made with. */
export type UpdateThemeVariables = Omit<UpdateThemeParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a theme update, shown in the theme list at once (put back if refused); on settle it invalidates exactly the queries it changes. */
export function updateThemeMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<UpdateThemeReturnType, EngagementError, UpdateThemeVariables, CachedListsSnapshot> {
  const { session } = defaults
  return {
    mutationKey: [updateTheme.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return updateTheme(client, { ...variables, entityId } as UpdateThemeParameters, { session })
    },
    onMutate: ({ entityId = defaults.entityId, themeId, ...fields }, { client: queryClient }) =>
      patchCachedLists<Theme>(queryClient, listThemesQueryKey({ entityId }), (list) =>
        list.map((theme) => (theme.id === themeId ? { ...theme, ...definedOnly(fields) } : theme)),
      ),
    onError: (_error, _variables, snapshot, { client: queryClient }) => restoreCachedLists(queryClient, snapshot),
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, [listThemesQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}

/** The fields given, as the list reads them (level and price as text); fields left out keep their value. */
function definedOnly(fields: Record<string, unknown>): Partial<Theme> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]))
}
