'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { CreateThemeReturnType } from '../../core/actions/createTheme.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { createThemeMutationOptions, type CreateThemeVariables } from '../../query/createTheme.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useCreateTheme}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseCreateThemeParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<CreateThemeReturnType, EngagementError, CreateThemeVariables> | undefined
}

/** What {@link useCreateTheme} returns: TanStack Query's mutation result. */
export type UseCreateThemeReturnType = UseMutationResult<CreateThemeReturnType, EngagementError, CreateThemeVariables, unknown>

/** Creates an NFT theme (row 13). */
export function useCreateTheme(parameters: UseCreateThemeParameters = {}): UseCreateThemeReturnType {
  const context = useEngagementContext()
  const options = createThemeMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
