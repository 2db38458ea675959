import * as v from '../internal/schema.js'
import { finiteNumberSchema, nullableStringSchema, recordSchema } from './primitives.js'

/** The periods a board covers: all time (the counters), or the current day, ISO week or month in a time zone. */
export const leaderboardPeriods = ['all', 'day', 'week', 'month'] as const

/** A period of a board. */
export type LeaderboardPeriod = (typeof leaderboardPeriods)[number]

/** One of {@link leaderboardPeriods}. */
export const leaderboardPeriodSchema = v.custom<LeaderboardPeriod>(
  (value) => typeof value === 'string' && (leaderboardPeriods as readonly string[]).includes(value),
  'must be all, day, week or month',
)

/** A row of a board as the service sends it: competition rank, address and value, and the profile's name and picture when there is one. */
export const boardRowSchema = recordSchema({
  rank: finiteNumberSchema,
  address: v.string(),
  value: finiteNumberSchema,
  name: v.optional(v.string()),
  imageUrl: v.optional(v.string()),
})

/** The board the service computes (`GET /api/entities/{id}/leaderboard`, an engagekit extension). */
export const leaderboardReplySchema = recordSchema({
  metric: v.string(),
  period: v.string(),
  /** ISO 8601: the period's first instant; null for all time. */
  from: v.optional(nullableStringSchema, null),
  /** ISO 8601: the next period's first instant; null for all time. */
  to: v.optional(nullableStringSchema, null),
  rows: v.array(boardRowSchema),
  around: v.optional(v.array(boardRowSchema), []),
  /** How many members the entity has (all ranked). */
  memberCount: v.optional(finiteNumberSchema),
  /** How many members have a value above 0 (ranked); the others are not ranked yet. */
  rankedCount: v.optional(finiteNumberSchema),
})

/** A board as the service sends it. */
export type LeaderboardReply = v.InferOutput<typeof leaderboardReplySchema>
