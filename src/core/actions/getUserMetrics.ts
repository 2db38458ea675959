import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { userMetricSchema, type UserMetric } from '../schemas/metric.js'
import { addressSchema } from '../schemas/primitives.js'
import type { CallOptions } from '../types.js'

/** Parameters of {@link getUserMetrics}. */
export type GetUserMetricsParameters = { entityId: string; userAddress: string }
/** What {@link getUserMetrics} resolves to. */
export type GetUserMetricsReturnType = UserMetric[]

const parameters = v.object({ entityId: idSchema, userAddress: addressSchema })

/** Reads a user's counters in an entity (row 2). */
export async function getUserMetrics(transport: Transport, params: GetUserMetricsParameters, options?: CallOptions): Promise<GetUserMetricsReturnType> {
  const { entityId, userAddress } = validateInput('getUserMetrics', parameters, params)
  return transport.read(
    { endpoint: 'getUserMetrics', method: 'GET', path: ['api', 'entities', entityId, 'users', userAddress, 'metrics'], auth: 'required' },
    { from: 'data', schema: v.array(userMetricSchema) },
    options,
  )
}
