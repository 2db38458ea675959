import { defineCommand } from '../Command.js'
import { pathAddress } from '../rules/pathAddress.js'

/** Row 2: a user's counter of every metric of the entity, 0 for one never incremented. */
export const getUserMetricsCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  input: (raw) => pathAddress(raw, 'userAddress'),
  async run(tx, { entity }, user) {
    const metrics = await tx.metrics(entity.id)
    const counters = await tx.counters(entity.id, user)
    return metrics.map((metric) => ({ metric: metric.name, counter: counters[metric.id] ?? 0 }))
  },
})
