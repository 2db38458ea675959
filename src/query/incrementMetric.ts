import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { incrementMetric, type IncrementMetricParameters, type IncrementMetricReturnType } from '../core/actions/incrementMetric.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { applyIncrements, rollbackIncrements, settleIncrements, type IncrementSnapshot } from './internal/applyIncrements.js'
import { incrementedQueries } from './internal/incrementedQueries.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for incrementMetric; `entityId` defaults to the one the options were made with. */
export type IncrementMetricVariables = Omit<IncrementMetricParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a counter increment, applied optimistically, then set to the counters the service answers; on settle it invalidates exactly the queries it changes. */
export function incrementMetricMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<IncrementMetricReturnType, EngagementError, IncrementMetricVariables, IncrementSnapshot> {
  const { session } = defaults
  return {
    mutationKey: [incrementMetric.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return incrementMetric(client, { ...variables, entityId } as IncrementMetricParameters, { session })
    },
    onMutate: (variables, { client: queryClient }) =>
      applyIncrements(queryClient, { entityId: variables.entityId ?? defaults.entityId, userAddress: variables.userAddress }, [{ metric: variables.metric, count: variables.count }]),
    onSuccess: (result, variables, _snapshot, { client: queryClient }) =>
      settleIncrements(queryClient, { entityId: variables.entityId ?? defaults.entityId, userAddress: variables.userAddress }, result.data?.counters),
    onError: (_error, _variables, snapshot, { client: queryClient }) => rollbackIncrements(queryClient, snapshot),
    onSettled: (data, error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      return invalidateQueries(queryClient, incrementedQueries(queryClient, { entityId, userAddress: variables.userAddress }, !error, (data?.data?.achievementsEarned.length ?? 0) > 0))
    },
  }
}
