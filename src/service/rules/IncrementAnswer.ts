import type { StreakChange } from '../../core/schemas/increment.js'
import type { EarnedAchievement } from '../../core/schemas/achievement.js'
import type { LevelReached } from './levelsCrossed.js'

/**
 * What rows 3 and 4 answer besides row 3's own fields: the counters moved, the levels reached, the achievements earned
 * and, when the increment named the metric of the entity's streak, what it did to the member's streak.
 */
export type IncrementAnswer = { counters: { metric: string; counter: number }[]; levelsReached: LevelReached[]; achievementsEarned: EarnedAchievement[]; streak?: StreakChange }
