'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { UpdateLevelReturnType } from '../../core/actions/updateLevel.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { updateLevelMutationOptions, type UpdateLevelVariables } from '../../query/updateLevel.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useUpdateLevel}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseUpdateLevelParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<UpdateLevelReturnType, EngagementError, UpdateLevelVariables> | undefined
}

/** What {@link useUpdateLevel} returns: TanStack Query's mutation result. */
export type UseUpdateLevelReturnType = UseMutationResult<UpdateLevelReturnType, EngagementError, UpdateLevelVariables, unknown>

/** Changes a level's XP threshold (row 24). */
export function useUpdateLevel(parameters: UseUpdateLevelParameters = {}): UseUpdateLevelReturnType {
  const context = useEngagementContext()
  const options = updateLevelMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
