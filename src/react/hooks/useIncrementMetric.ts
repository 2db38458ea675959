'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { IncrementMetricReturnType } from '../../core/actions/incrementMetric.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { incrementMetricMutationOptions, type IncrementMetricVariables } from '../../query/incrementMetric.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useIncrementMetric}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseIncrementMetricParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<IncrementMetricReturnType, EngagementError, IncrementMetricVariables> | undefined
}

/** What {@link useIncrementMetric} returns: TanStack Query's mutation result. */
export type UseIncrementMetricReturnType = UseMutationResult<IncrementMetricReturnType, EngagementError, IncrementMetricVariables, unknown>

/** Increments a counter (row 3; admins and owners), shown at once and rolled back on error. */
export function useIncrementMetric(parameters: UseIncrementMetricParameters = {}): UseIncrementMetricReturnType {
  const context = useEngagementContext()
  const options = incrementMetricMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
