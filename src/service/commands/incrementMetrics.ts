import { incrementMetricsSchema } from '../../core/schemas/metric.js'
import { defineCommand } from '../Command.js'
import { applyIncrements } from '../rules/applyIncrements.js'
import { findMetric } from '../rules/findMetric.js'
import { parseInput } from '../rules/parseInput.js'
import { pathAddress } from '../rules/pathAddress.js'

/**
 * Row 4: adds several counts at once, all or nothing (one unknown metric and no counter moves); answers what the
 * increment changed: the new value of each metric touched, once per metric, in order, and the levels reached. The
 * change's events are written with it.
 */
export const incrementMetricsCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  apiKey: true,
  idempotent: true,
  input: (raw) => ({ user: pathAddress(raw, 'userAddress'), ...parseInput(incrementMetricsSchema, raw.body()) }),
  async run(tx, context, { user, metrics, counts }) {
    const known = await tx.metrics(context.entity.id)
    const changes = metrics.map((name, index) => ({ metric: findMetric(known, context.entity.id, name), count: counts[index] ?? 0 }))
    return applyIncrements(tx, context, user, changes)
  },
})
