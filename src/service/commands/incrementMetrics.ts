import { incrementMetricsSchema } from '../../core/schemas/metric.js'
import { defineCommand } from '../Command.js'
import { giverOf } from '../rules/giverOf.js'
import { defaultChain } from '../rules/defaultChain.js'
import { findMetric } from '../rules/findMetric.js'
import { parseInput } from '../rules/parseInput.js'
import { pathAddress } from '../rules/pathAddress.js'

/**
 * Row 4: adds several counts at once, all or nothing (one unknown metric and no counter moves); the new value of
 * each metric touched, once per metric, in order.
 */
export const incrementMetricsCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  oneChange: true,
  apiKey: true,
  idempotent: true,
  input: (raw) => ({ user: pathAddress(raw, 'userAddress'), ...parseInput(incrementMetricsSchema, raw.body()) }),
  async run(tx, context, { user, metrics, counts }) {
    const { entity, now, limits } = context
    const known = await tx.metrics(entity.id)
    const changes = metrics.map((name, index) => ({ metric: findMetric(known, entity.id, name), count: counts[index] ?? 0 }))
    const changed = await tx.addToCounters(entity.id, user, changes, { chain: defaultChain, maxMembers: limits.maxMembersPerEntity, now }, giverOf(context))
    return changed.map(({ metric, counter }) => ({ metric: metric.name, counter }))
  },
})
