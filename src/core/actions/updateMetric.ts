import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { metricSchema, metricUpdateSchema } from '../schemas/metric.js'

/** Parameters of {@link updateMetric}. */
export type UpdateMetricParameters = EndpointParameters<typeof updateMetricEndpoint>
/** What {@link updateMetric} resolves to. */
export type UpdateMetricReturnType = EndpointReturnType<typeof updateMetricEndpoint>

/** The definition of {@link updateMetric}, from which its client method, query options and sandbox route are made. */
export const updateMetricEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'updateMetric',
  method: 'POST',
  input: metricUpdateSchema.entries,
  path: 'entities/:entityId/metrics/:metricId/update',
  auth: 'signature',
  reply: metricSchema,
})

/** Updates a metric's definition (row 5; admins and owners). */
export const updateMetric = /* @__PURE__ */ defineAction(updateMetricEndpoint)
