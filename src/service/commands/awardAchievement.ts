import { achievementAwardSchema } from '../../core/schemas/achievement.js'
import { defineCommand } from '../Command.js'
import { findAchievement } from '../rules/findAchievement.js'
import { parseInput } from '../rules/parseInput.js'
import { recordEarned } from '../rules/recordEarned.js'
import { ServiceError } from '../ServiceError.js'

/**
 * Awards a manual achievement to a member (an engagekit extension; admins, owners and the entity's API keys): 'not-found'
 * for an unknown achievement or a user who is not a member, 'invalid-input' for a metric or streak achievement,
 * which only its trigger awards. Awarding one already earned changes nothing and says so (`alreadyEarned`).
 */
export const awardAchievementCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  apiKey: true,
  input: (raw) => ({ key: raw.params['key'] ?? '', ...parseInput(achievementAwardSchema, raw.body()) }),
  async run(tx, context, { key, userAddress }) {
    const { entity } = context
    const achievement = await findAchievement(tx, entity.id, key)
    if (achievement.trigger.type !== 'manual') {
      throw new ServiceError('invalid-input', `key ${key} is a ${achievement.trigger.type} achievement, earned by its trigger: only a manual achievement is awarded`, { field: 'key' })
    }
    if (!(await tx.member(entity.id, userAddress))) throw new ServiceError('not-found', `user ${userAddress} is not a member of entity ${entity.id}`)
    const [earned] = await recordEarned(tx, context, entity.id, [achievement], [{ key, address: userAddress }])
    if (earned) return { key, userAddress, earnedAt: earned.earnedAt, alreadyEarned: false }
    const earnedAt = (await tx.earnedAchievements(entity.id, userAddress))[key] ?? context.now
    return { key, userAddress, earnedAt, alreadyEarned: true }
  },
})
