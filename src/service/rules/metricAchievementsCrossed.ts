import type { AchievementRecord } from '../store/Store.js'

/**
 * The metric achievements a counter's move from `before` to `after` reaches: those of the metric whose threshold is
 * above `before` and at most `after`. A member already past a threshold when its achievement was made or lowered
 * gets it from the backfill, not from a later increment.
 */
export function metricAchievementsCrossed(achievements: readonly AchievementRecord[], metricId: string, before: number, after: number): AchievementRecord[] {
  return achievements.filter(({ trigger }) => trigger.type === 'metric' && trigger.metricId === metricId && before < trigger.threshold && trigger.threshold <= after)
}
