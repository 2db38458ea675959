import { incrementMetricSchema } from '../../core/schemas/metric.js'
import { defineCommand } from '../Command.js'
import { giverOf } from '../rules/giverOf.js'
import { defaultChain } from '../rules/defaultChain.js'
import { findMetric } from '../rules/findMetric.js'
import { parseInput } from '../rules/parseInput.js'
import { pathAddress } from '../rules/pathAddress.js'

/**
 * Row 3: adds `count` to one counter (the metric by id or name) and answers its new value. A user who is not a
 * member yet joins the entity.
 */
export const incrementMetricCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  oneChange: true,
  apiKey: true,
  idempotent: true,
  input: (raw) => ({ user: pathAddress(raw, 'userAddress'), metric: raw.params['metric'] ?? '', ...parseInput(incrementMetricSchema, raw.body()) }),
  async run(tx, context, { user, metric, count }) {
    const { entity, now, limits } = context
    const found = findMetric(await tx.metrics(entity.id), entity.id, metric)
    const [changed] = await tx.addToCounters(entity.id, user, [{ metric: found, count }], { chain: defaultChain, maxMembers: limits.maxMembersPerEntity, now }, giverOf(context))
    return { metric: found.name, counter: changed!.counter }
  },
})
