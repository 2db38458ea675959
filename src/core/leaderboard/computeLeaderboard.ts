import type { EngagementClientBase } from '../internal/clientBase.js'
import { getProfile } from '../actions/getProfile.js'
import { getUserMetrics } from '../actions/getUserMetrics.js'
import { listEntityMetrics } from '../actions/listEntityMetrics.js'
import { listEntityUsers } from '../actions/listEntityUsers.js'
import type { CallOptions } from '../types.js'
import { buildLeaderboard, type StandingsResult } from './buildLeaderboard.js'

/** Parameters of {@link computeLeaderboard}. */
export type ComputeLeaderboardParameters = {
  entityId: string
  /** The metric to rank by: its name (any letter case) or id. */
  metric: string
  /** How many rows to return (with names and pictures); default 10. */
  limit?: number | undefined
  /** Counter (and profile) reads in flight at once; default 6. */
  concurrency?: number | undefined
  /** Also report this member's place as `self`, wherever it is. */
  userAddress?: string | undefined
  /** Refuse (kind 'invalid-input', code 'too-many-members') an entity of more members; default no limit. */
  maxMembers?: number | undefined
}

/** What {@link computeLeaderboard} resolves to: the top rows, `self`, the member count and every member's place. */
export type ComputeLeaderboardReturnType = StandingsResult

/** Counter reads in flight at once unless told otherwise: a browser's connection limit per host. */
export const defaultLeaderboardConcurrency = 6

/**
 * Computes an entity's leaderboard from what the service has: its members (row 8), each member's counters (row 2,
 * `concurrency` reads at a time) and the shown members' profiles (row 26). The service has no leaderboard endpoint,
 * so this costs one request per member: run it on a server, cache the result, and hand it to the components as their
 * `source`. Not an endpoint of its own: the client has no method of this name.
 */
export function computeLeaderboard(client: EngagementClientBase, parameters: ComputeLeaderboardParameters, options?: CallOptions): Promise<ComputeLeaderboardReturnType> {
  const { entityId, metric, limit = 10, concurrency = defaultLeaderboardConcurrency, userAddress, maxMembers = Infinity } = parameters ?? ({} as ComputeLeaderboardParameters)
  return buildLeaderboard(
    {
      members: () => listEntityUsers(client, { entityId }, options),
      metrics: () => listEntityMetrics(client, { entityId }, options),
      counters: (address) => getUserMetrics(client, { entityId, userAddress: address }, options),
      profile: (address) => getProfile(client, { userAddress: address }, options),
    },
    { name: 'computeLeaderboard', entityId, metric, limit, concurrency, userAddress, maxMembers },
  )
}
