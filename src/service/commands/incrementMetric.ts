import { incrementMetricSchema } from '../../core/schemas/metric.js'
import { defineCommand } from '../Command.js'
import { applyIncrements } from '../rules/applyIncrements.js'
import { findMetric } from '../rules/findMetric.js'
import { parseInput } from '../rules/parseInput.js'
import { pathAddress } from '../rules/pathAddress.js'

/**
 * Row 3: adds `count` to one counter (the metric by id or name) and answers its new value, with what the increment
 * changed (the counters moved, the levels reached). A user who is not a member yet joins the entity. The change's
 * events are written with it.
 */
export const incrementMetricCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  apiKey: true,
  idempotent: true,
  input: (raw) => ({ user: pathAddress(raw, 'userAddress'), metric: raw.params['metric'] ?? '', ...parseInput(incrementMetricSchema, raw.body()) }),
  async run(tx, context, { user, metric, count }) {
    const found = findMetric(await tx.metrics(context.entity.id), context.entity.id, metric)
    const answer = await applyIncrements(tx, context, user, [{ metric: found, count }])
    return { metric: found.name, counter: answer.counters[0]!.counter, ...answer }
  },
})
