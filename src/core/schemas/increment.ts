import * as v from '../internal/schema.js'
import { finiteNumberSchema, recordSchema } from './primitives.js'
import { userMetricSchema } from './metric.js'
import { earnedAchievementSchema } from './achievement.js'

/** A level an increment took the member to: its number and its name (`Level N` when it has none). */
export const reachedLevelSchema = recordSchema({
  level: finiteNumberSchema,
  name: v.string(),
})

/** What an increment of the streak's metric did to the member's streak: its length now, and whether it was extended. */
export const streakChangeSchema = recordSchema({ length: finiteNumberSchema, extended: v.boolean() })

const changes = {
  counters: v.optional(v.array(userMetricSchema), []),
  levelsReached: v.optional(v.array(reachedLevelSchema), []),
  achievementsEarned: v.optional(v.array(earnedAchievementSchema), []),
  /** What the increment did to the member's streak, when it named the metric of the entity's streak. */
  streak: v.optional(streakChangeSchema),
}

/**
 * What an increment changed (row 4, engagekit's answer; a spec service sends no `data`): the new value of each
 * counter it moved, once per metric in the order given, the levels it took the member to, lowest first (none when
 * it crossed no threshold), and the achievements it earned them, in the order they were made. Later kinds of change
 * join this object.
 */
export const incrementResultSchema = recordSchema(changes)

/** Row 3's answer: the metric's name and new `counter`, as before, with what the increment changed beside them. */
export const incrementMetricResultSchema = recordSchema({ metric: v.string(), counter: finiteNumberSchema, ...changes })

/** A level an increment took the member to. */
export type ReachedLevel = v.InferOutput<typeof reachedLevelSchema>
/** What an increment changed: the counters it moved, the levels it reached and the achievements it earned (row 4's answer). */
export type IncrementResult = v.InferOutput<typeof incrementResultSchema>
/** What an increment did to the member's streak. */
export type StreakChange = v.InferOutput<typeof streakChangeSchema>
/** Row 3's answer: the metric and its new counter, and what the increment changed. */
export type IncrementMetricResult = v.InferOutput<typeof incrementMetricResultSchema>
