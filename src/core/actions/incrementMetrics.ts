import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { incrementMetricsSchema, userMetricSchema, type UserMetric } from '../schemas/metric.js'
import { addressSchema } from '../schemas/primitives.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link incrementMetrics}: `metrics[i]` is incremented by `counts[i]`. */
export type IncrementMetricsParameters = { entityId: string; userAddress: string; metrics: string[]; counts: (number | string)[] }
/** What {@link incrementMetrics} resolves to: `data` holds the changed counters when the service sends them. */
export type IncrementMetricsReturnType = WriteResult<UserMetric[]>

const parameters = v.object({ entityId: idSchema, userAddress: addressSchema })

/** Increments several of a user's counters at once (row 4; admins and owners). */
export async function incrementMetrics(transport: Transport, params: IncrementMetricsParameters, options?: CallOptions): Promise<IncrementMetricsReturnType> {
  const { entityId, userAddress } = validateInput('incrementMetrics', parameters, params)
  const { metrics, counts } = validateInput('incrementMetrics', incrementMetricsSchema, { metrics: params.metrics, counts: params.counts })
  return transport.write(
    {
      endpoint: 'incrementMetrics',
      method: 'POST',
      path: ['api', 'entities', entityId, 'users', userAddress, 'metrics'],
      body: { metrics, counts: counts.map(String) },
      auth: 'required',
    },
    v.array(userMetricSchema),
    options,
  )
}
