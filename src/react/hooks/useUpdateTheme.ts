'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { UpdateThemeReturnType } from '../../core/actions/updateTheme.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { updateThemeMutationOptions, type UpdateThemeVariables } from '../../query/updateTheme.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useUpdateTheme}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseUpdateThemeParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<UpdateThemeReturnType, EngagementError, UpdateThemeVariables> | undefined
}

/** What {@link useUpdateTheme} returns: TanStack Query's mutation result. */
export type UseUpdateThemeReturnType = UseMutationResult<UpdateThemeReturnType, EngagementError, UpdateThemeVariables, unknown>

/** Updates an NFT theme (row 14). */
export function useUpdateTheme(parameters: UseUpdateThemeParameters = {}): UseUpdateThemeReturnType {
  const context = useEngagementContext()
  const options = updateThemeMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
