'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { CreateApiKeyReturnType } from '../../core/actions/createApiKey.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { createApiKeyMutationOptions, type CreateApiKeyVariables } from '../../query/createApiKey.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useCreateApiKey}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseCreateApiKeyParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<CreateApiKeyReturnType, EngagementError, CreateApiKeyVariables> | undefined
}

/** What {@link useCreateApiKey} returns: TanStack Query's mutation result. */
export type UseCreateApiKeyReturnType = UseMutationResult<CreateApiKeyReturnType, EngagementError, CreateApiKeyVariables, unknown>

/** Creates an API key for servers and bots (owners only; an engagekit extension): the key is in the result this once. */
export function useCreateApiKey(parameters: UseCreateApiKeyParameters = {}): UseCreateApiKeyReturnType {
  const context = useEngagementContext()
  const options = createApiKeyMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
