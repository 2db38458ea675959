'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { DeleteApiKeyReturnType } from '../../core/actions/deleteApiKey.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { deleteApiKeyMutationOptions, type DeleteApiKeyVariables } from '../../query/deleteApiKey.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useDeleteApiKey}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseDeleteApiKeyParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<DeleteApiKeyReturnType, EngagementError, DeleteApiKeyVariables> | undefined
}

/** What {@link useDeleteApiKey} returns: TanStack Query's mutation result. */
export type UseDeleteApiKeyReturnType = UseMutationResult<DeleteApiKeyReturnType, EngagementError, DeleteApiKeyVariables, unknown>

/** Revokes an API key (owners only; an engagekit extension): refused at once by every process of the service. */
export function useDeleteApiKey(parameters: UseDeleteApiKeyParameters = {}): UseDeleteApiKeyReturnType {
  const context = useEngagementContext()
  const options = deleteApiKeyMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
