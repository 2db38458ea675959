import * as v from '../internal/schema.js'
import { imageRefSchema } from './formats.js'
import { addressSchema, finiteNumberSchema, longTextSchema, matches, nullableStringSchema, numericSchema, recordSchema, requiredTextSchema } from './primitives.js'
import { lineRule } from './lineRule.js'

/** An achievement's key: 1 to 64 lower-case letters, digits and dashes, starting with a letter or digit. */
export const achievementKeySchema = v.pipe(
  v.string(),
  lineRule,
  v.nonEmpty('is required'),
  v.maxLength(64, 'is too long'),
  matches(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes'),
)

const triggerType = "must be 'metric', 'streak' or 'manual'"

/** Earned when the member's counter of `metric` (its name or id) reaches `threshold`. */
export const metricTriggerSchema = v.object({
  type: v.literal('metric', triggerType),
  metric: requiredTextSchema,
  threshold: v.pipe(numericSchema, v.check((value: number) => value > 0, 'must be more than 0')),
})

/** Earned when the member's streak reaches `length` (a whole number of at least 1). */
export const streakTriggerSchema = v.object({
  type: v.literal('streak', triggerType),
  length: v.pipe(
    numericSchema,
    v.check((value: number) => Number.isInteger(value), 'must be a whole number'),
    v.check((value: number) => value >= 1, 'must be at least 1'),
  ),
})

/** Earned only when an owner, an admin or an API key of the entity awards it. */
export const manualTriggerSchema = v.object({ type: v.literal('manual', triggerType) })

/** What earns an achievement: a metric's threshold, a streak's length, or an award. */
export const achievementTriggerSchema = v.union(
  [metricTriggerSchema, streakTriggerSchema, manualTriggerSchema],
  'must be a metric, streak or manual trigger',
)

const achievementEntries = {
  key: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  imageUrl: v.optional(v.string(), ''),
  trigger: achievementTriggerSchema,
  completions: finiteNumberSchema,
  rarity: finiteNumberSchema,
}

/**
 * An achievement of an entity: its key, what it shows, what earns it, how many members earned it (`completions`)
 * and that share of the entity's members (`rarity`, 0 to 1). A metric trigger names the metric by its name.
 */
export const achievementSchema = recordSchema(achievementEntries)

/** The body of an achievement's creation. */
export const achievementCreateSchema = v.object({
  key: achievementKeySchema,
  name: requiredTextSchema,
  description: v.optional(longTextSchema),
  imageUrl: v.optional(imageRefSchema),
  trigger: achievementTriggerSchema,
})

/** The body of an achievement's update: any of its fields but the key, at least one. */
export const achievementUpdateSchema = v.pipe(
  v.object({
    name: v.optional(requiredTextSchema),
    description: v.optional(longTextSchema),
    imageUrl: v.optional(imageRefSchema),
    trigger: v.optional(achievementTriggerSchema),
  }),
  v.check((body) => Object.values(body).some((value) => value !== undefined), 'needs at least one of name, description, imageUrl and trigger'),
)

/** How far a member is towards a metric or streak achievement: `current` out of `target`. */
export const achievementProgressSchema = recordSchema({ current: finiteNumberSchema, target: finiteNumberSchema })

/** An achievement as one member sees it: when they earned it (null when not yet) and, for a metric or streak, their progress. */
export const memberAchievementSchema = recordSchema({
  ...achievementEntries,
  earnedAt: v.optional(nullableStringSchema, null),
  progress: v.optional(v.nullable(achievementProgressSchema), null),
})

/** An achievement a member has just earned: what an increment or an award answers and its event tells. */
export const earnedAchievementSchema = recordSchema({
  key: v.string(),
  name: v.string(),
  description: v.optional(v.string(), ''),
  imageUrl: v.optional(v.string(), ''),
  earnedAt: v.string(),
})

/** The body of an award: the member who earns a manual achievement. */
export const achievementAwardSchema = v.object({ userAddress: addressSchema })

/** An award's answer: the member, when they earned it, and whether this award did it (`alreadyEarned` when it was earned before). */
export const achievementAwardResultSchema = recordSchema({
  key: v.string(),
  userAddress: v.string(),
  earnedAt: v.string(),
  alreadyEarned: v.boolean(),
})

/** What earns an achievement. */
export type AchievementTrigger = v.InferOutput<typeof achievementTriggerSchema>
/** An achievement of an entity, with its completions and rarity. */
export type Achievement = v.InferOutput<typeof achievementSchema>
/** An achievement as one member sees it. */
export type MemberAchievement = v.InferOutput<typeof memberAchievementSchema>
/** An achievement a member has just earned. */
export type EarnedAchievement = v.InferOutput<typeof earnedAchievementSchema>
/** The fields of an achievement's creation. */
export type AchievementInput = v.InferInput<typeof achievementCreateSchema>
