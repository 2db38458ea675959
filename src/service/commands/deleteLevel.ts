import { defineCommand } from '../Command.js'
import { findLevel } from '../rules/findLevel.js'
import { pathLevel } from '../rules/pathLevel.js'

/** Row 23: deletes a level. */
export const deleteLevelCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: pathLevel,
  async run(tx, { entity }, level) {
    await findLevel(tx, entity.id, level)
    await tx.deleteLevel(entity.id, level)
  },
})
