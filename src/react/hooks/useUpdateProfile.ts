'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { UpdateProfileReturnType } from '../../core/actions/updateProfile.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { updateProfileMutationOptions, type UpdateProfileVariables } from '../../query/updateProfile.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useUpdateProfile}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseUpdateProfileParameters = {
  mutation?: MutationCallbacks<UpdateProfileReturnType, EngagementError, UpdateProfileVariables> | undefined
}

/** What {@link useUpdateProfile} returns: TanStack Query's mutation result. */
export type UseUpdateProfileReturnType = UseMutationResult<UpdateProfileReturnType, EngagementError, UpdateProfileVariables, unknown>

/** Writes the signed-in user's profile (row 27). */
export function useUpdateProfile(parameters: UseUpdateProfileParameters = {}): UseUpdateProfileReturnType {
  const context = useEngagementContext()
  const options = updateProfileMutationOptions(context.client, { session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
