'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { DeleteThemeReturnType } from '../../core/actions/deleteTheme.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { deleteThemeMutationOptions, type DeleteThemeVariables } from '../../query/deleteTheme.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useDeleteTheme}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseDeleteThemeParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<DeleteThemeReturnType, EngagementError, DeleteThemeVariables> | undefined
}

/** What {@link useDeleteTheme} returns: TanStack Query's mutation result. */
export type UseDeleteThemeReturnType = UseMutationResult<DeleteThemeReturnType, EngagementError, DeleteThemeVariables, unknown>

/** Deletes an NFT theme (row 15). */
export function useDeleteTheme(parameters: UseDeleteThemeParameters = {}): UseDeleteThemeReturnType {
  const context = useEngagementContext()
  const options = deleteThemeMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
