import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { incrementMetricSchema, userMetricSchema, type UserMetric } from '../schemas/metric.js'
import { addressSchema } from '../schemas/primitives.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link incrementMetric}. */
export type IncrementMetricParameters = { entityId: string; userAddress: string; metric: string; count: number | string }
/** What {@link incrementMetric} resolves to: `data` is the new counter when the service sends it. */
export type IncrementMetricReturnType = WriteResult<UserMetric>

const parameters = v.object({ entityId: idSchema, userAddress: addressSchema, metric: idSchema, ...incrementMetricSchema.entries })

/** Adds `count` to one of a user's counters (row 3; admins and owners). */
export async function incrementMetric(transport: Transport, params: IncrementMetricParameters, options?: CallOptions): Promise<IncrementMetricReturnType> {
  const { entityId, userAddress, metric, count } = validateInput('incrementMetric', parameters, params)
  return transport.write(
    {
      endpoint: 'incrementMetric',
      method: 'POST',
      path: ['api', 'entities', entityId, 'users', userAddress, 'metrics', metric],
      // The spec types count as String.
      body: { count: String(count) },
      auth: 'required',
    },
    userMetricSchema,
    options,
  )
}
