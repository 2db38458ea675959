import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { idSchema } from '../internal/params.js'
import { leaderboardPeriodSchema, leaderboardReplySchema } from '../schemas/leaderboard.js'
import { addressSchema, wholeNumberSchema } from '../schemas/primitives.js'

/** Parameters of {@link getLeaderboard}. */
export type GetLeaderboardParameters = EndpointParameters<typeof getLeaderboardEndpoint>
/** What {@link getLeaderboard} resolves to. */
export type GetLeaderboardReturnType = EndpointReturnType<typeof getLeaderboardEndpoint>

/**
 * The definition of {@link getLeaderboard}, from which its client method, query options and service route are made.
 * @extension 1
 * @hook none
 */
export const getLeaderboardEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'getLeaderboard',
  method: 'GET',
  input: {
    /** The metric, by name or id. */
    metric: idSchema,
    /** Default 'all' (the counters); 'day', 'week' (ISO, Monday first) and 'month' are the current one in `timeZone`. */
    period: v.optional(leaderboardPeriodSchema),
    /** An IANA time zone, e.g. `Europe/Paris`; default the entity's `timeZone`, UTC when it has none. */
    timeZone: v.optional(v.pipe(v.string(), v.nonEmpty('is required'))),
    /** Rows, 1 to 100; default 10. */
    limit: v.optional(v.pipe(wholeNumberSchema, v.check((value: number) => value >= 1 && value <= 100, 'must be from 1 to 100'))),
    /** A member whose own row (with up to two neighbours on each side) to add when it is not among the rows. */
    around: v.optional(addressSchema),
  },
  path: 'entities/:entityId/leaderboard',
  auth: 'optional',
  query: { metric: 'metric', period: 'period', timeZone: 'timeZone', limit: 'limit', around: 'around' },
  reply: leaderboardReplySchema,
})

/**
 * A board the service ranks for the caller (an engagekit extension; the spec has none): the top `limit` members of a
 * metric, all time or this day, week or month, ties sharing a rank; `rankedCount` says how many are above 0 (the rest
 * are not ranked yet). Without a session for a public entity.
 */
export const getLeaderboard = /* @__PURE__ */ defineAction(getLeaderboardEndpoint)
