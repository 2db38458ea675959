'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { CreateSkillsReturnType } from '../../core/actions/createSkills.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { createSkillsMutationOptions, type CreateSkillsVariables } from '../../query/createSkills.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useCreateSkills}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseCreateSkillsParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<CreateSkillsReturnType, EngagementError, CreateSkillsVariables> | undefined
}

/** What {@link useCreateSkills} returns: TanStack Query's mutation result. */
export type UseCreateSkillsReturnType = UseMutationResult<CreateSkillsReturnType, EngagementError, CreateSkillsVariables, unknown>

/** Creates several skills (row 19). */
export function useCreateSkills(parameters: UseCreateSkillsParameters = {}): UseCreateSkillsReturnType {
  const context = useEngagementContext()
  const options = createSkillsMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
