import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { metricSchema, type Metric } from '../schemas/metric.js'
import type { CallOptions } from '../types.js'

/** Parameters of {@link listEntityMetrics}. */
export type ListEntityMetricsParameters = { entityId: string }
/** What {@link listEntityMetrics} resolves to. */
export type ListEntityMetricsReturnType = Metric[]

const parameters = v.object({ entityId: idSchema })

/** Lists the metrics an entity tracks (row 1). */
export async function listEntityMetrics(transport: Transport, params: ListEntityMetricsParameters, options?: CallOptions): Promise<ListEntityMetricsReturnType> {
  const { entityId } = validateInput('listEntityMetrics', parameters, params)
  return transport.read(
    { endpoint: 'listEntityMetrics', method: 'GET', path: ['api', 'entities', entityId, 'metrics'], auth: 'required' },
    { from: 'data', schema: v.array(metricSchema) },
    options,
  )
}
