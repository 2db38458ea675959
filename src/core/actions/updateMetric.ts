import type { Endpoint } from '../internal/endpoint.js'
import { metricSchema, metricUpdateSchema, type Metric } from '../schemas/metric.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link updateMetric}. */
export type UpdateMetricParameters = { entityId: string; metricId: string; name: string; description: string; type: string }
/** What {@link updateMetric} resolves to. */
export type UpdateMetricReturnType = WriteResult<Metric>

/** Updates a metric's definition (row 5; admins and owners). */
export const updateMetric: Endpoint = {
  input: metricUpdateSchema.entries,
  path: 'entities/:entityId/metrics/:metricId/update',
  auth: 'signature',
  data: metricSchema,
}
