import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { userMetricSchema } from '../schemas/metric.js'

/** Parameters of {@link getUserMetrics}. */
export type GetUserMetricsParameters = EndpointParameters<typeof getUserMetricsEndpoint>
/** What {@link getUserMetrics} resolves to. */
export type GetUserMetricsReturnType = EndpointReturnType<typeof getUserMetricsEndpoint>

/** The definition of {@link getUserMetrics}, from which its client method, query options and sandbox route are made. */
export const getUserMetricsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'getUserMetrics',
  method: 'GET',
  path: 'entities/:entityId/users/:userAddress/metrics',
  auth: 'optional',
  reply: v.array(userMetricSchema),
})

/** Reads a user's counters in an entity (row 2); without a session for a public entity. */
export const getUserMetrics = /* @__PURE__ */ defineAction(getUserMetricsEndpoint)
