import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { incrementResultSchema } from '../schemas/increment.js'
import { incrementMetricsSchema } from '../schemas/metric.js'

/** Parameters of {@link incrementMetrics}: `metrics[i]` is incremented by `counts[i]`. */
export type IncrementMetricsParameters = EndpointParameters<typeof incrementMetricsEndpoint>
/**
 * What {@link incrementMetrics} resolves to: `data`, when the service sends it (engagekit's does; a spec service need
 * not), is what the increment changed: `counters` (each metric touched, once, in order) and `levelsReached`.
 */
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
  reply: incrementResultSchema,
})

/**
 * Increments several of a user's counters at once (row 4; admins and owners). engagekit's service answers what the
 * increment changed: the counters moved and the levels the member reached.
 */
export const incrementMetrics = /* @__PURE__ */ defineAction(incrementMetricsEndpoint)
