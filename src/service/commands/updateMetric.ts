import { metricUpdateSchema } from '../../core/schemas/metric.js'
import { defineCommand } from '../Command.js'
import { findMetric } from '../rules/findMetric.js'
import { parseInput } from '../rules/parseInput.js'

/** Row 5: renames or redescribes a metric; it keeps its id and its counters. */
export const updateMetricCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw) => ({ metricId: raw.params['metricId'] ?? '', update: parseInput(metricUpdateSchema, raw.body()) }),
  async run(tx, { entity }, { metricId, update }) {
    const metric = findMetric(await tx.metrics(entity.id), entity.id, metricId)
    return tx.updateMetric(entity.id, metric.id, update)
  },
})
