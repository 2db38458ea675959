import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { incrementMetricsSchema, userMetricSchema, type UserMetric } from '../schemas/metric.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link incrementMetrics}: `metrics[i]` is incremented by `counts[i]`. */
export type IncrementMetricsParameters = { entityId: string; userAddress: string; metrics: string[]; counts: (number | string)[] }
/** What {@link incrementMetrics} resolves to: `data` holds the changed counters when the service sends them. */
export type IncrementMetricsReturnType = WriteResult<UserMetric[]>

/** The definition of {@link incrementMetrics}, from which its client method, query options and sandbox route are made. */
export const incrementMetricsEndpoint: Endpoint = {
  name: 'incrementMetrics',
  path: 'entities/:entityId/users/:userAddress/metrics',
  body: (_input, check) => {
    // The spec types counts as String.
    const body = check(incrementMetricsSchema)
    return { ...body, counts: body.counts.map(String) }
  },
  data: v.array(userMetricSchema),
}

/** Increments several of a user's counters at once (row 4; admins and owners). */
export const incrementMetrics = /* @__PURE__ */ defineAction<IncrementMetricsParameters, IncrementMetricsReturnType>(incrementMetricsEndpoint)
