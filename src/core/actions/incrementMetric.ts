import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { incrementMetricSchema, userMetricSchema, type UserMetric } from '../schemas/metric.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link incrementMetric}. */
export type IncrementMetricParameters = { entityId: string; userAddress: string; metric: string; count: number | string }
/** What {@link incrementMetric} resolves to: `data` is the new counter when the service sends it. */
export type IncrementMetricReturnType = WriteResult<UserMetric>

/** The definition of {@link incrementMetric}, from which its client method, query options and sandbox route are made. */
export const incrementMetricEndpoint: Endpoint = {
  name: 'incrementMetric',
  input: incrementMetricSchema.entries,
  path: 'entities/:entityId/users/:userAddress/metrics/:metric',
  // The spec types count as String.
  body: ({ count }) => ({ count: String(count) }),
  data: userMetricSchema,
}

/** Adds `count` to one of a user's counters (row 3; admins and owners). */
export const incrementMetric = /* @__PURE__ */ defineAction<IncrementMetricParameters, IncrementMetricReturnType>(incrementMetricEndpoint)
