import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { incrementMetricSchema, userMetricSchema } from '../schemas/metric.js'

/** Parameters of {@link incrementMetric}. */
export type IncrementMetricParameters = EndpointParameters<typeof incrementMetricEndpoint>
/** What {@link incrementMetric} resolves to: `data` is the new counter when the service sends it. */
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
  reply: userMetricSchema,
})

/** Adds `count` to one of a user's counters (row 3; admins and owners). */
export const incrementMetric = /* @__PURE__ */ defineAction(incrementMetricEndpoint)
