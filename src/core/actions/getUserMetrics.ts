import * as v from '../internal/schema.js'
import type { Endpoint } from '../internal/endpoint.js'
import { userMetricSchema, type UserMetric } from '../schemas/metric.js'

/** Parameters of {@link getUserMetrics}. */
export type GetUserMetricsParameters = { entityId: string; userAddress: string }
/** What {@link getUserMetrics} resolves to. */
export type GetUserMetricsReturnType = UserMetric[]

/** Reads a user's counters in an entity (row 2). */
export const getUserMetrics: Endpoint = {
  path: 'entities/:entityId/users/:userAddress/metrics',
  read: { schema: v.array(userMetricSchema) },
}
