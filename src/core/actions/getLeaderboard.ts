import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { idSchema } from '../internal/params.js'
import { leaderboardPeriodSchema, leaderboardReplySchema, type LeaderboardPeriod, type LeaderboardReply } from '../schemas/leaderboard.js'
import { addressSchema, wholeNumberSchema } from '../schemas/primitives.js'

/** Parameters of {@link getLeaderboard}. */
export type GetLeaderboardParameters = {
  entityId: string
  /** The metric, by name or id. */
  metric: string
  /** Default 'all' (the counters); 'day', 'week' (ISO, Monday first) and 'month' are the current one in `timeZone`. */
  period?: LeaderboardPeriod | undefined
  /** An IANA time zone, e.g. `Europe/Paris`; default UTC. */
  timeZone?: string | undefined
  /** Rows, 1 to 100; default 10. */
  limit?: number | undefined
  /** A member whose own row (with up to two neighbours on each side) to add when it is not among the rows. */
  around?: string | undefined
}
/** What {@link getLeaderboard} resolves to. */
export type GetLeaderboardReturnType = LeaderboardReply

/** The definition of {@link getLeaderboard}, from which its client method, query options and service route are made. */
export const getLeaderboardEndpoint: Endpoint = {
  name: 'getLeaderboard',
  input: {
    metric: idSchema,
    period: v.optional(leaderboardPeriodSchema),
    timeZone: v.optional(v.pipe(v.string(), v.nonEmpty('is required'))),
    limit: v.optional(v.pipe(wholeNumberSchema, v.check((value: number) => value >= 1 && value <= 100, 'must be from 1 to 100'))),
    around: v.optional(addressSchema),
  },
  path: 'entities/:entityId/leaderboard',
  query: ({ metric, period, timeZone, limit, around }) => ({
    metric: metric as string,
    period: period as string | undefined,
    timeZone: timeZone as string | undefined,
    limit: limit === undefined ? undefined : String(limit),
    around: around as string | undefined,
  }),
  read: { schema: leaderboardReplySchema },
}

/**
 * A board the service ranks for the caller (an engagekit extension; the spec has none): the top `limit` members of a
 * metric, all time or this day, week or month, ties sharing a rank.
 */
export const getLeaderboard = /* @__PURE__ */ defineAction<GetLeaderboardParameters, GetLeaderboardReturnType>(getLeaderboardEndpoint)
