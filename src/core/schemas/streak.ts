import * as v from '../internal/schema.js'
import { finiteNumberSchema, recordSchema } from './primitives.js'

/** How long a streak's period is: a calendar day, or an ISO week (Monday first), in the member's time zone. */
export type StreakFrequency = 'daily' | 'weekly'

/** What one of a member's past periods was: extended by an increment, kept by a freeze, or missed. */
export type StreakPeriodState = 'extended' | 'frozen' | 'missed'

/** `daily` or `weekly`. */
export const streakFrequencySchema = v.custom<StreakFrequency>((value) => value === 'daily' || value === 'weekly', 'must be daily or weekly', { type: 'string', enum: ['daily', 'weekly'] })

/** A streak's freezes as the entity's record shows them. */
export const entityStreakFreezesSchema = recordSchema({ initial: finiteNumberSchema, earnEveryDays: finiteNumberSchema, max: finiteNumberSchema })

/**
 * The entity's streak as its record shows it (`entity.streak`): the metric's name and id as they were when it was
 * set (the id is the one that counts), its period and its freezes.
 */
export const entityStreakSchema = recordSchema({
  metric: v.string(),
  metricId: v.string(),
  frequency: streakFrequencySchema,
  freezes: entityStreakFreezesSchema,
})

// Read as text: the service's document lists the three (see guaranteedFields), and a client reads leniently.
const periodState = v.string() as unknown as v.GenericSchema<StreakPeriodState>

/**
 * A member's streak as read (`getStreak`), at the time of the read: `length` periods extended in a row (0 without a
 * streak), the period it is counted in and the member's time zone, when it began, when it ends unless extended
 * (`expiresAt`; null without a streak), the freezes the member holds, and the last 14 periods, oldest first.
 */
export const memberStreakSchema = recordSchema({
  length: finiteNumberSchema,
  frequency: streakFrequencySchema,
  timeZone: v.string(),
  startedAt: v.nullable(v.string()),
  periodStart: v.string(),
  periodEnd: v.string(),
  expiresAt: v.nullable(v.string()),
  freezes: finiteNumberSchema,
  history: v.array(periodState),
})

/** The entity's streak as its record shows it. */
export type EntityStreak = v.InferOutput<typeof entityStreakSchema>
/** A member's streak as read. */
export type MemberStreak = v.InferOutput<typeof memberStreakSchema>
