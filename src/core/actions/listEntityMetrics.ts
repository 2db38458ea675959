import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { metricSchema, type Metric } from '../schemas/metric.js'

/** Parameters of {@link listEntityMetrics}. */
export type ListEntityMetricsParameters = { entityId: string }
/** What {@link listEntityMetrics} resolves to. */
export type ListEntityMetricsReturnType = Metric[]

/** The definition of {@link listEntityMetrics}, from which its client method, query options and sandbox route are made. */
export const listEntityMetricsEndpoint: Endpoint = {
  name: 'listEntityMetrics',
  path: 'entities/:entityId/metrics',
  read: { schema: v.array(metricSchema) },
}

/** Lists the metrics an entity tracks (row 1). */
export const listEntityMetrics = /* @__PURE__ */ defineAction<ListEntityMetricsParameters, ListEntityMetricsReturnType>(listEntityMetricsEndpoint)
