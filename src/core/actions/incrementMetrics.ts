import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { incrementMetricsSchema, userMetricSchema } from '../schemas/metric.js'

/** Parameters of {@link incrementMetrics}: `metrics[i]` is incremented by `counts[i]`. */
export type IncrementMetricsParameters = EndpointParameters<typeof incrementMetricsEndpoint>
/** What {@link incrementMetrics} resolves to: `data` holds the changed counters when the service sends them. */
export type IncrementMetricsReturnType = EndpointReturnType<typeof incrementMetricsEndpoint>

/**
 * The definition of {@link incrementMetrics}, from which its client method, query options and sandbox route are made.
 * @hookDoc Increments several counters (row 4; admins and owners), shown at once and rolled back on error.
 */
export const incrementMetricsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'incrementMetrics',
  method: 'POST',
  path: 'entities/:entityId/users/:userAddress/metrics',
  // The spec types counts as String.
  body: { schema: incrementMetricsSchema, send: (body) => ({ ...body, counts: body.counts.map(String) }) },
  reply: v.array(userMetricSchema),
})

/** Increments several of a user's counters at once (row 4; admins and owners). */
export const incrementMetrics = /* @__PURE__ */ defineAction(incrementMetricsEndpoint)
