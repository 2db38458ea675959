import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { userMetricSchema, type UserMetric } from '../schemas/metric.js'

/** Parameters of {@link getUserMetrics}. */
export type GetUserMetricsParameters = { entityId: string; userAddress: string }
/** What {@link getUserMetrics} resolves to. */
export type GetUserMetricsReturnType = UserMetric[]

/** The definition of {@link getUserMetrics}, from which its client method, query options and sandbox route are made. */
export const getUserMetricsEndpoint: Endpoint = {
  name: 'getUserMetrics',
  path: 'entities/:entityId/users/:userAddress/metrics',
  read: { schema: v.array(userMetricSchema) },
}

/** Reads a user's counters in an entity (row 2). */
export const getUserMetrics = /* @__PURE__ */ defineAction<GetUserMetricsParameters, GetUserMetricsReturnType>(getUserMetricsEndpoint)
