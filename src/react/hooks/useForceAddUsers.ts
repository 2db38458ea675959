'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { ForceAddUsersReturnType } from '../../core/actions/forceAddUsers.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { forceAddUsersMutationOptions, type ForceAddUsersVariables } from '../../query/forceAddUsers.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useForceAddUsers}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseForceAddUsersParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<ForceAddUsersReturnType, EngagementError, ForceAddUsersVariables> | undefined
}

/** What {@link useForceAddUsers} returns: TanStack Query's mutation result. */
export type UseForceAddUsersReturnType = UseMutationResult<ForceAddUsersReturnType, EngagementError, ForceAddUsersVariables, unknown>

/** Adds members by hand (row 9). */
export function useForceAddUsers(parameters: UseForceAddUsersParameters = {}): UseForceAddUsersReturnType {
  const context = useEngagementContext()
  const options = forceAddUsersMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
