'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { CreateUserReturnType } from '../../core/actions/createUser.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { createUserMutationOptions, type CreateUserVariables } from '../../query/createUser.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useCreateUser}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseCreateUserParameters = {
  mutation?: MutationCallbacks<CreateUserReturnType, EngagementError, CreateUserVariables> | undefined
}

/** What {@link useCreateUser} returns: TanStack Query's mutation result. */
export type UseCreateUserReturnType = UseMutationResult<CreateUserReturnType, EngagementError, CreateUserVariables, unknown>

/** Registers a signature for a user (row 25); `useSession().signIn` does this for you. */
export function useCreateUser(parameters: UseCreateUserParameters = {}): UseCreateUserReturnType {
  const context = useEngagementContext()
  const options = createUserMutationOptions(context.client, { session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
