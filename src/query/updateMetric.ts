import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { updateMetric, type UpdateMetricParameters, type UpdateMetricReturnType } from '../core/actions/updateMetric.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { getUserMetricsQueryKey } from './getUserMetrics.js'
import { listEntityMetricsQueryKey } from './listEntityMetrics.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for updateMetric; `entityId` defaults to the one the options were made with. */
export type UpdateMetricVariables = Omit<UpdateMetricParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a metric definition update; on settle it invalidates exactly the queries it changes. */
export function updateMetricMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<UpdateMetricReturnType, EngagementError, UpdateMetricVariables> {
  const { session } = defaults
  return {
    mutationKey: [updateMetric.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return updateMetric(client, { ...variables, entityId } as UpdateMetricParameters, { session })
    },
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      // Counters are listed by metric name, and NFTs carry one attribute per metric (their level follows the `xp` one).
      return invalidateQueries(queryClient, [listEntityMetricsQueryKey({ entityId }), getUserMetricsQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
