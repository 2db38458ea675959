import { defineCommand } from '../Command.js'

/** Row 1: the entity's metrics. */
export const listEntityMetricsCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  input: () => undefined,
  run: (tx, { entity }) => tx.metrics(entity.id),
})
