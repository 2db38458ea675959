'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { CreateLevelReturnType } from '../../core/actions/createLevel.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { createLevelMutationOptions, type CreateLevelVariables } from '../../query/createLevel.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useCreateLevel}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseCreateLevelParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<CreateLevelReturnType, EngagementError, CreateLevelVariables> | undefined
}

/** What {@link useCreateLevel} returns: TanStack Query's mutation result. */
export type UseCreateLevelReturnType = UseMutationResult<CreateLevelReturnType, EngagementError, CreateLevelVariables, unknown>

/** Creates a level (row 22). */
export function useCreateLevel(parameters: UseCreateLevelParameters = {}): UseCreateLevelReturnType {
  const context = useEngagementContext()
  const options = createLevelMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
