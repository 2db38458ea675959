'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { SetDefaultThemeReturnType } from '../../core/actions/setDefaultTheme.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { setDefaultThemeMutationOptions, type SetDefaultThemeVariables } from '../../query/setDefaultTheme.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useSetDefaultTheme}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseSetDefaultThemeParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<SetDefaultThemeReturnType, EngagementError, SetDefaultThemeVariables> | undefined
}

/** What {@link useSetDefaultTheme} returns: TanStack Query's mutation result. */
export type UseSetDefaultThemeReturnType = UseMutationResult<SetDefaultThemeReturnType, EngagementError, SetDefaultThemeVariables, unknown>

/** Sets the entity's default NFT theme (row 16). */
export function useSetDefaultTheme(parameters: UseSetDefaultThemeParameters = {}): UseSetDefaultThemeReturnType {
  const context = useEngagementContext()
  const options = setDefaultThemeMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
