import { SandboxError } from '../http/SandboxError.js'
import { maxCounter } from '../http/limits.js'
import type { SandboxEntityState, SandboxMetric } from '../state.js'
import { checkRoomFor, defaultChain, joinEntity, memberOf } from './members.js'

/**
 * Adds counts to a user's counters (the user joins the entity first when needed) and returns the new value of each
 * metric touched, once per metric, in the order given. Every new value is worked out and checked first: a counter
 * that would leave ±(2^53 − 1) is a 400 and no counter moves. Callers check every input before calling.
 */
export function addToCounters(
  entity: SandboxEntityState,
  address: string,
  changes: ReadonlyArray<readonly [SandboxMetric, number]>,
  now: string,
  maxMembers: number,
): { metric: string; counter: number }[] {
  const current = Object.hasOwn(entity.counters, address) ? entity.counters[address] : undefined
  const touched = new Map<SandboxMetric, number>()
  for (const [metric, count] of changes) {
    const counter = (touched.get(metric) ?? current?.[metric.id] ?? 0) + count
    if (!(Math.abs(counter) <= maxCounter)) {
      throw new SandboxError(400, `count would take the counter ${metric.name} beyond ±${maxCounter}, the largest a counter holds exactly`)
    }
    touched.set(metric, counter)
  }
  if (!memberOf(entity, address)) checkRoomFor(entity, 1, maxMembers)
  const counters = current ?? (entity.counters[address] = {})
  for (const [metric, counter] of touched) counters[metric.id] = counter
  joinEntity(entity, address, defaultChain, now)
  const member = memberOf(entity, address)
  if (member) member.updatedAt = now
  return [...touched].map(([metric, counter]) => ({ metric: metric.name, counter }))
}
