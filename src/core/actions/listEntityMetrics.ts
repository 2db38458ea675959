import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { metricSchema } from '../schemas/metric.js'

/** Parameters of {@link listEntityMetrics}. */
export type ListEntityMetricsParameters = EndpointParameters<typeof listEntityMetricsEndpoint>
/** What {@link listEntityMetrics} resolves to. */
export type ListEntityMetricsReturnType = EndpointReturnType<typeof listEntityMetricsEndpoint>

/** The definition of {@link listEntityMetrics}, from which its client method, query options and sandbox route are made. */
export const listEntityMetricsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'listEntityMetrics',
  method: 'GET',
  path: 'entities/:entityId/metrics',
  auth: 'optional',
  reply: v.array(metricSchema),
})

/** Lists the metrics an entity tracks (row 1); without a session for a public entity. */
export const listEntityMetrics = /* @__PURE__ */ defineAction(listEntityMetricsEndpoint)
