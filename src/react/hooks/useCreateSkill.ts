'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { CreateSkillReturnType } from '../../core/actions/createSkill.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { createSkillMutationOptions, type CreateSkillVariables } from '../../query/createSkill.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useCreateSkill}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseCreateSkillParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<CreateSkillReturnType, EngagementError, CreateSkillVariables> | undefined
}

/** What {@link useCreateSkill} returns: TanStack Query's mutation result. */
export type UseCreateSkillReturnType = UseMutationResult<CreateSkillReturnType, EngagementError, CreateSkillVariables, unknown>

/** Creates a skill (row 18). */
export function useCreateSkill(parameters: UseCreateSkillParameters = {}): UseCreateSkillReturnType {
  const context = useEngagementContext()
  const options = createSkillMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
