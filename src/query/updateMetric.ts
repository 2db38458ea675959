import type { MutationOptions } from '@tanstack/query-core'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { EngagementError } from '../core/EngagementError.js'
import { updateMetric, type UpdateMetricParameters, type UpdateMetricReturnType } from '../core/actions/updateMetric.js'
import type { Metric } from '../core/schemas/metric.js'
import { invalidateQueries } from './internal/invalidateQueries.js'
import { patchCachedLists, restoreCachedLists, type CachedListsSnapshot } from './internal/patchCachedLists.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import { getEntityNftsQueryKey } from './getEntityNfts.js'
import { getMyNftsQueryKey } from './getMyNfts.js'
import { getUserMetricsQueryKey } from './getUserMetrics.js'
import { listEntityMetricsQueryKey } from './listEntityMetrics.js'
import type { SessionParameter } from './types.js'

/** What `mutate` takes for updateMetric; `entityId` defaults to the one the options were made with. */
export type UpdateMetricVariables = Omit<UpdateMetricParameters, 'entityId'> & { entityId?: string | undefined }

/** Mutation options for a metric definition update, shown in the metric list at once (put back if refused); on settle it invalidates exactly the queries it changes. */
export function updateMetricMutationOptions(
  client: EngagementClientBase,
  defaults: SessionParameter & { entityId?: string | undefined } = {},
): MutationOptions<UpdateMetricReturnType, EngagementError, UpdateMetricVariables, CachedListsSnapshot> {
  const { session } = defaults
  return {
    mutationKey: [updateMetric.endpoint.name, queryKeyParams({ entityId: defaults.entityId })],
    mutationFn: (variables) => {
      const entityId = variables.entityId ?? defaults.entityId
      return updateMetric(client, { ...variables, entityId } as UpdateMetricParameters, { session })
    },
    onMutate: ({ metricId, name, description, type, entityId = defaults.entityId }, { client: queryClient }) =>
      patchCachedLists<Metric>(queryClient, listEntityMetricsQueryKey({ entityId }), (list) =>
        list.map((metric) => (metric.id === metricId ? { ...metric, name, description, type } : metric)),
      ),
    onError: (_error, _variables, snapshot, { client: queryClient }) => restoreCachedLists(queryClient, snapshot),
    onSettled: (_data, _error, variables, _result, { client: queryClient }) => {
      const entityId = variables.entityId ?? defaults.entityId
      // Counters are listed by metric name, and NFTs carry one attribute per metric (their level follows the `xp` one).
      return invalidateQueries(queryClient, [listEntityMetricsQueryKey({ entityId }), getUserMetricsQueryKey({ entityId }), getEntityNftsQueryKey({ entityId }), getMyNftsQueryKey()])
    },
  }
}
