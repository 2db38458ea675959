'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { DeleteLevelReturnType } from '../../core/actions/deleteLevel.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { deleteLevelMutationOptions, type DeleteLevelVariables } from '../../query/deleteLevel.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useDeleteLevel}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseDeleteLevelParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<DeleteLevelReturnType, EngagementError, DeleteLevelVariables> | undefined
}

/** What {@link useDeleteLevel} returns: TanStack Query's mutation result. */
export type UseDeleteLevelReturnType = UseMutationResult<DeleteLevelReturnType, EngagementError, DeleteLevelVariables, unknown>

/** Deletes a level (row 23). */
export function useDeleteLevel(parameters: UseDeleteLevelParameters = {}): UseDeleteLevelReturnType {
  const context = useEngagementContext()
  const options = deleteLevelMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
