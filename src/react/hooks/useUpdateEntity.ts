'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { UpdateEntityReturnType } from '../../core/actions/updateEntity.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { updateEntityMutationOptions, type UpdateEntityVariables } from '../../query/updateEntity.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useUpdateEntity}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseUpdateEntityParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<UpdateEntityReturnType, EngagementError, UpdateEntityVariables> | undefined
}

/** What {@link useUpdateEntity} returns: TanStack Query's mutation result. */
export type UseUpdateEntityReturnType = UseMutationResult<UpdateEntityReturnType, EngagementError, UpdateEntityVariables, unknown>

/** Updates the entity (row 7; owners). */
export function useUpdateEntity(parameters: UseUpdateEntityParameters = {}): UseUpdateEntityReturnType {
  const context = useEngagementContext()
  const options = updateEntityMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
