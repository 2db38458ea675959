import { ServiceError } from '../ServiceError.js'
import type { SandboxMetric } from '../state.js'

/** The metric with this id, else with this name (letter case ignored): 'not-found' when there is none. */
export function findMetric(metrics: readonly SandboxMetric[], entityId: string, idOrName: string): SandboxMetric {
  const name = idOrName.toLowerCase()
  const metric = metrics.find((m) => m.id === idOrName) ?? metrics.find((m) => m.name.toLowerCase() === name)
  if (!metric) throw new ServiceError('not-found', `metric ${idOrName} not found in entity ${entityId}`)
  return metric
}
