import { defineCommand } from '../Command.js'
import { findAchievement } from '../rules/findAchievement.js'

/** Deletes an achievement and who earned it (an engagekit extension; admins and owners). */
export const deleteAchievementCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw) => raw.params['key'] ?? '',
  async run(tx, { entity }, key) {
    await findAchievement(tx, entity.id, key)
    await tx.deleteAchievement(entity.id, key)
  },
})
