import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { incrementMetricResultSchema } from '../schemas/increment.js'
import { incrementMetricSchema } from '../schemas/metric.js'

/** Parameters of {@link incrementMetric}. */
export type IncrementMetricParameters = EndpointParameters<typeof incrementMetricEndpoint>
/**
 * What {@link incrementMetric} resolves to: `data`, when the service sends it (engagekit's does; a spec service need
 * not), is the metric's name and new `counter`, with what the increment changed: `counters` and `levelsReached`.
 */
export type IncrementMetricReturnType = EndpointReturnType<typeof incrementMetricEndpoint>

/**
 * The definition of {@link incrementMetric}, from which its client method, query options and sandbox route are made.
 * @hookDoc Increments a counter (row 3; admins and owners), shown at once and rolled back on error.
 */
export const incrementMetricEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'incrementMetric',
  method: 'POST',
  input: incrementMetricSchema.entries,
  path: 'entities/:entityId/users/:userAddress/metrics/:metric',
  // The spec types count as String.
  body: { schema: incrementMetricSchema, send: ({ count }) => ({ count: String(count) }) },
  reply: incrementMetricResultSchema,
})

/**
 * Adds `count` to one of a user's counters (row 3; admins and owners). engagekit's service answers the new counter
 * and what the increment changed: the counters moved and the levels the member reached.
 */
export const incrementMetric = /* @__PURE__ */ defineAction(incrementMetricEndpoint)
