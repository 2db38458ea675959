import { defineCommand } from '../Command.js'

/** Row 21: the entity's levels, sorted by level. */
export const listLevelsCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  input: () => undefined,
  async run(tx, { entity }) {
    return (await tx.levels(entity.id)).sort((a, b) => a.level - b.level)
  },
})
