import { defineCommand } from '../Command.js'
import { achievementView } from '../rules/achievementView.js'

/** The entity's achievements, in the order they were made, with their completions and rarity (an engagekit extension). */
export const listAchievementsCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  input: () => undefined,
  async run(tx, { entity }) {
    const achievements = await tx.achievements(entity.id)
    if (achievements.length === 0) return []
    const [metrics, memberCount] = [await tx.metrics(entity.id), await tx.memberCount(entity.id)]
    return achievements.map((achievement) => achievementView(achievement, metrics, memberCount))
  },
})
