import type { MemberAchievement } from '../../core/schemas/achievement.js'
import { defineCommand } from '../Command.js'
import { achievementView } from '../rules/achievementView.js'
import { currentStreak } from '../rules/currentStreak.js'
import { pathAddress } from '../rules/pathAddress.js'

/**
 * Every achievement of the entity as one user sees it (an engagekit extension): when they earned it (null when not
 * yet) and, for a metric or streak trigger, how far they are (`current`, `target`). A user who is not a member
 * has earned nothing and is at 0.
 */
export const getMemberAchievementsCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  readsEarned: true,
  input: (raw) => pathAddress(raw, 'userAddress'),
  async run(tx, { entity, now }, address): Promise<MemberAchievement[]> {
    const achievements = await tx.achievements(entity.id)
    if (achievements.length === 0) return []
    const [metrics, memberCount, earned, counters] = [
      await tx.metrics(entity.id),
      await tx.memberCount(entity.id),
      await tx.earnedAchievements(entity.id, address),
      await tx.counters(entity.id, address),
    ]
    const streak = achievements.some(({ trigger }) => trigger.type === 'streak') ? await currentStreak(tx, entity, address, now) : 0
    return achievements.map((achievement) => {
      const { trigger } = achievement
      const progress =
        trigger.type === 'metric'
          ? { current: counters[trigger.metricId] ?? 0, target: trigger.threshold }
          : trigger.type === 'streak'
            ? { current: streak, target: trigger.length }
            : null
      return { ...achievementView(achievement, metrics, memberCount), earnedAt: earned[achievement.key] ?? null, progress }
    })
  },
})
