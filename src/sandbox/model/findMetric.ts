import { SandboxError } from '../http/SandboxError.js'
import type { SandboxEntityState, SandboxMetric } from '../state.js'

/** The entity's metric with this id, else with this name (letter case ignored): 404 when there is none. */
export function findMetric(entity: SandboxEntityState, idOrName: string): SandboxMetric {
  const name = idOrName.toLowerCase()
  const metric = entity.metrics.find((m) => m.id === idOrName) ?? entity.metrics.find((m) => m.name.toLowerCase() === name)
  if (!metric) throw new SandboxError(404, `metric ${idOrName} not found in entity ${entity.entity.id}`)
  return metric
}
