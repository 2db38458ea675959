import type { Achievement, AchievementTrigger } from '../../core/schemas/achievement.js'
import type { Metric, StoredTrigger } from '../state.js'
import type { AchievementRecord } from '../store/Store.js'

/** A stored trigger as the service answers it: a metric by its name (its id when the metric is gone). */
export function triggerView(trigger: StoredTrigger, metrics: readonly Metric[]): AchievementTrigger {
  if (trigger.type !== 'metric') return { ...trigger }
  const metric = metrics.find((candidate) => candidate.id === trigger.metricId)
  return { type: 'metric', metric: metric?.name ?? trigger.metricId, threshold: trigger.threshold }
}

/** An achievement as the service answers it: its fields, its trigger, its completions and its rarity among `memberCount` members. */
export function achievementView(achievement: AchievementRecord, metrics: readonly Metric[], memberCount: number): Achievement {
  const { key, name, description, imageUrl, trigger, completions } = achievement
  return { key, name, description, imageUrl, trigger: triggerView(trigger, metrics), completions, rarity: memberCount === 0 ? 0 : Math.min(1, completions / memberCount) }
}
