import * as v from '../internal/schema.js'
import { requiredTextSchema } from './primitives.js'
import { streakFrequencySchema } from './streak.js'

// What an owner sends to set a streak: the service's checks, which the client makes too before it sends.

const freezeCount = v.pipe(
  v.number(),
  v.check((value: number) => Number.isInteger(value) && value >= 0 && value <= 100, 'must be a whole number from 0 to 100'),
)

/**
 * A streak's freezes: how many a member starts a streak with, every how many days of streak they earn one more
 * (0: never), and how many they may hold at most (the service refuses an `initial` above `max`).
 */
export const streakFreezesSchema = v.object({ initial: freezeCount, earnEveryDays: freezeCount, max: freezeCount })

/** A streak as an owner sets it: the metric (by name or id) whose increments extend it, its period and its freezes. */
export const streakDefinitionSchema = v.object({
  metric: requiredTextSchema,
  frequency: streakFrequencySchema,
  freezes: streakFreezesSchema,
})

/** The body of `setStreak`: the entity's streak, or null to turn it off. */
export const streakWriteSchema = v.object({ streak: v.nullable(streakDefinitionSchema) })

/** A streak as an owner sets it. */
export type StreakDefinition = v.InferOutput<typeof streakDefinitionSchema>
