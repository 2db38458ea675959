import * as v from '../internal/schema.js'
import { finiteNumberSchema, matches, recordSchema, requiredTextSchema } from './primitives.js'

/** How long a streak's period is: a calendar day, or an ISO week (Monday first), in the member's time zone. */
export type StreakFrequency = 'daily' | 'weekly'

/** What one of a member's past periods was: extended by an increment, kept by a freeze, or missed. */
export type StreakPeriodState = 'extended' | 'frozen' | 'missed'

/**
 * An IANA time zone name (`Europe/Paris`, `America/New_York`, `UTC`), as written in the tz database: letters,
 * digits, `_`, `+`, `-` and `/`. Whether the runtime knows it is the service's to judge (an unknown one is refused).
 */
export const timeZoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(64, 'is too long'),
  matches(/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/, 'must be an IANA time zone such as Europe/Paris or UTC'),
)

/** A time zone field that may be cleared: an IANA time zone, or '' for none. */
export const clearableTimeZoneSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(64, 'is too long'),
  matches(/^([A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*)?$/, 'must be an IANA time zone such as Europe/Paris or UTC'),
)

/** `daily` or `weekly`. */
export const streakFrequencySchema = v.custom<StreakFrequency>((value) => value === 'daily' || value === 'weekly', 'must be daily or weekly', { type: 'string', enum: ['daily', 'weekly'] })

const freezeCount = v.pipe(
  v.number(),
  v.check((value: number) => Number.isInteger(value) && value >= 0 && value <= 100, 'must be a whole number from 0 to 100'),
)

/**
 * A streak's freezes: how many a member starts a streak with, every how many days of streak they earn one more
 * (0: never), and how many they may hold at most.
 */
export const streakFreezesSchema = v.pipe(
  v.object({ initial: freezeCount, earnEveryDays: freezeCount, max: freezeCount }),
  v.forward(
    v.check((freezes: { initial: number; earnEveryDays: number; max: number }) => freezes.initial <= freezes.max, 'must not be more than max'),
    ['initial'],
  ),
)

/** A streak as an owner sets it: the metric (by name or id) whose increments extend it, its period and its freezes. */
export const streakDefinitionSchema = v.object({
  metric: requiredTextSchema,
  frequency: streakFrequencySchema,
  freezes: streakFreezesSchema,
})

/** The body of `setStreak`: the entity's streak, or null to turn it off. */
export const streakWriteSchema = v.object({ streak: v.nullable(streakDefinitionSchema) })

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

const periodState = v.custom<StreakPeriodState>((value) => value === 'extended' || value === 'frozen' || value === 'missed', 'must be extended, frozen or missed', {
  type: 'string',
  enum: ['extended', 'frozen', 'missed'],
})

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

/** What an increment of the streak's metric did to the member's streak: its length now, and whether it was extended. */
export const streakChangeSchema = recordSchema({ length: finiteNumberSchema, extended: v.boolean() })

/** A streak as an owner sets it. */
export type StreakDefinition = v.InferOutput<typeof streakDefinitionSchema>
/** The entity's streak as its record shows it. */
export type EntityStreak = v.InferOutput<typeof entityStreakSchema>
/** A member's streak as read. */
export type MemberStreak = v.InferOutput<typeof memberStreakSchema>
/** What an increment did to the member's streak. */
export type StreakChange = v.InferOutput<typeof streakChangeSchema>
