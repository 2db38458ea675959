'use client'
import { useMutation, type UseMutationResult } from '@tanstack/react-query'
import type { IncrementMetricsReturnType } from '../../core/actions/incrementMetrics.js'
import type { EngagementError } from '../../core/EngagementError.js'
import { incrementMetricsMutationOptions, type IncrementMetricsVariables } from '../../query/incrementMetrics.js'
import { useEngagementContext } from '../EngagementContext.js'
import { mergeMutationOptions, type MutationCallbacks } from '../internal/mergeMutationOptions.js'

/** Parameters of {@link useIncrementMetrics}; app callbacks under `mutation` run after engagekit's cache updates. */
export type UseIncrementMetricsParameters = {
  /** Defaults to the provider's `entityId`; `mutate` may pass another. */
  entityId?: string | undefined
  mutation?: MutationCallbacks<IncrementMetricsReturnType, EngagementError, IncrementMetricsVariables> | undefined
}

/** What {@link useIncrementMetrics} returns: TanStack Query's mutation result. */
export type UseIncrementMetricsReturnType = UseMutationResult<IncrementMetricsReturnType, EngagementError, IncrementMetricsVariables, unknown>

/** Increments several counters (row 4; admins and owners), shown at once and rolled back on error. */
export function useIncrementMetrics(parameters: UseIncrementMetricsParameters = {}): UseIncrementMetricsReturnType {
  const context = useEngagementContext()
  const options = incrementMetricsMutationOptions(context.client, { entityId: parameters.entityId ?? context.entityId, session: context.session })
  return useMutation(mergeMutationOptions(options, parameters.mutation), context.queryClient)
}
