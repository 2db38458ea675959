import { levelCreateSchema } from '../../core/schemas/level.js'
import { defineCommand } from '../Command.js'
import { parseInput } from '../rules/parseInput.js'

/** Row 22: an enabled level with its XP threshold; a conflict when the number exists. */
export const createLevelCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw) => parseInput(levelCreateSchema, raw.body()),
  run: (tx, { entity }, { level, xp }) => tx.createLevel({ communityId: entity.id, level, xpThreshold: xp, isEnabled: true }),
})
