import { ServiceError } from '../ServiceError.js'
import type { Metric } from '../state.js'

/** The metric with this id, else with this name (letter case ignored): 'not-found' when there is none. */
export function findMetric(metrics: readonly Metric[], entityId: string, idOrName: string): Metric {
  const name = idOrName.toLowerCase()
  const metric = metrics.find((m) => m.id === idOrName) ?? metrics.find((m) => m.name.toLowerCase() === name)
  if (!metric) throw new ServiceError('not-found', `metric ${idOrName} not found in entity ${entityId}`)
  return metric
}
