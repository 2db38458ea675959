import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { metricSchema, metricUpdateSchema, type Metric } from '../schemas/metric.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link updateMetric}. */
export type UpdateMetricParameters = { entityId: string; metricId: string; name: string; description: string; type: string }
/** What {@link updateMetric} resolves to. */
export type UpdateMetricReturnType = WriteResult<Metric>

/** The definition of {@link updateMetric}, from which its client method, query options and sandbox route are made. */
export const updateMetricEndpoint: Endpoint = {
  name: 'updateMetric',
  input: metricUpdateSchema.entries,
  path: 'entities/:entityId/metrics/:metricId/update',
  auth: 'signature',
  data: metricSchema,
}

/** Updates a metric's definition (row 5; admins and owners). */
export const updateMetric = /* @__PURE__ */ defineAction<UpdateMetricParameters, UpdateMetricReturnType>(updateMetricEndpoint)
