'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { DeleteSessionReturnType } from '../../core/actions/deleteSession.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { deleteSessionMutationOptions, type DeleteSessionVariables } from '../../query/deleteSession.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useDeleteSession}; app callbacks under `mutation` run after engagekit's own. */
export type UseDeleteSessionParameters = {
  mutation?: MutationCallbacks<DeleteSessionReturnType, EngagementError, DeleteSessionVariables> | undefined
}

/** What {@link useDeleteSession} returns: TanStack Query's mutation result. */
export type UseDeleteSessionReturnType = UseMutationResult<DeleteSessionReturnType, EngagementError, DeleteSessionVariables, unknown>

/**
 * Ends the provider's session on the service (an engagekit extension), at once in every process; the signature is
 * refused from then on. `useSession().signOut()` calls it for you and also forgets the session on this device.
 */
export function useDeleteSession(parameters: UseDeleteSessionParameters = {}): UseDeleteSessionReturnType {
  const context = useEngagementContext()
  const options = deleteSessionMutationOptions(context.client, { session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
