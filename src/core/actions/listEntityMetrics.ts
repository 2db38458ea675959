import * as v from '../internal/schema.js'
import type { Endpoint } from '../internal/endpoint.js'
import { metricSchema, type Metric } from '../schemas/metric.js'

/** Parameters of {@link listEntityMetrics}. */
export type ListEntityMetricsParameters = { entityId: string }
/** What {@link listEntityMetrics} resolves to. */
export type ListEntityMetricsReturnType = Metric[]

/** Lists the metrics an entity tracks (row 1). */
export const listEntityMetrics: Endpoint = {
  path: 'entities/:entityId/metrics',
  read: { schema: v.array(metricSchema) },
}
