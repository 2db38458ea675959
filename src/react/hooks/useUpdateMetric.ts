'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { UpdateMetricReturnType } from '../../core/actions/updateMetric.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { updateMetricMutationOptions, type UpdateMetricVariables } from '../../query/updateMetric.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useUpdateMetric}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseUpdateMetricParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<UpdateMetricReturnType, EngagementError, UpdateMetricVariables> | undefined
}

/** What {@link useUpdateMetric} returns: TanStack Query's mutation result. */
export type UseUpdateMetricReturnType = UseMutationResult<UpdateMetricReturnType, EngagementError, UpdateMetricVariables, unknown>

/** Updates a metric definition (row 5). */
export function useUpdateMetric(parameters: UseUpdateMetricParameters = {}): UseUpdateMetricReturnType {
  const context = useEngagementContext()
  const options = updateMetricMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
