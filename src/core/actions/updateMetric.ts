import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { metricSchema, metricUpdateSchema, type Metric } from '../schemas/metric.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link updateMetric}. */
export type UpdateMetricParameters = { entityId: string; metricId: string; name: string; description: string; type: string }
/** What {@link updateMetric} resolves to. */
export type UpdateMetricReturnType = WriteResult<Metric>

const parameters = v.object({ entityId: idSchema, metricId: idSchema, ...metricUpdateSchema.entries })

/** Updates a metric's definition (row 5; admins and owners). */
export async function updateMetric(transport: Transport, params: UpdateMetricParameters, options?: CallOptions): Promise<UpdateMetricReturnType> {
  const { entityId, metricId, ...body } = validateInput('updateMetric', parameters, params)
  return transport.write(
    { endpoint: 'updateMetric', method: 'POST', path: ['api', 'entities', entityId, 'metrics', metricId, 'update'], body, auth: 'signature' },
    metricSchema,
    options,
  )
}
