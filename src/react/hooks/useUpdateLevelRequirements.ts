'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { UpdateLevelRequirementsReturnType } from '../../core/actions/updateLevelRequirements.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { updateLevelRequirementsMutationOptions, type UpdateLevelRequirementsVariables } from '../../query/updateLevelRequirements.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useUpdateLevelRequirements}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseUpdateLevelRequirementsParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<UpdateLevelRequirementsReturnType, EngagementError, UpdateLevelRequirementsVariables> | undefined
}

/** What {@link useUpdateLevelRequirements} returns: TanStack Query's mutation result. */
export type UseUpdateLevelRequirementsReturnType = UseMutationResult<UpdateLevelRequirementsReturnType, EngagementError, UpdateLevelRequirementsVariables, unknown>

/** Sets a level's requirements (row 20). */
export function useUpdateLevelRequirements(parameters: UseUpdateLevelRequirementsParameters = {}): UseUpdateLevelRequirementsReturnType {
  const context = useEngagementContext()
  const options = updateLevelRequirementsMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
