import type { SandboxEntityState, SandboxMetric } from '../state.js'
import { defaultChain, joinEntity } from './members.js'

/**
 * Adds counts to a user's counters (the user joins the entity first when needed) and returns the new value of each
 * metric touched, once per metric, in the order given. Callers check every input before calling.
 */
export function addToCounters(
  entity: SandboxEntityState,
  address: string,
  changes: ReadonlyArray<readonly [SandboxMetric, number]>,
  now: string,
): { metric: string; counter: number }[] {
  joinEntity(entity, address, defaultChain, now)
  const counters = (entity.counters[address] ??= {})
  const touched = new Map<SandboxMetric, number>()
  for (const [metric, count] of changes) {
    const counter = (counters[metric.id] ?? 0) + count
    counters[metric.id] = counter
    touched.set(metric, counter)
  }
  const member = entity.members.find((m) => m.address === address)
  if (member) member.updatedAt = now
  return [...touched].map(([metric, counter]) => ({ metric: metric.name, counter }))
}
