import type { QueryClient } from '@tanstack/query-core'
import { EngagementError, isEngagementError } from '../core/EngagementError.js'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { buildLeaderboard } from '../core/leaderboard/buildLeaderboard.js'
import { withRanks } from '../core/leaderboard/rankRows.js'
import type { LeaderboardResult, LeaderboardRow } from '../core/leaderboard/types.js'
import { getLeaderboard } from '../core/actions/getLeaderboard.js'
import type { LeaderboardPeriod, LeaderboardReply } from '../core/schemas/leaderboard.js'
import { getProfileQueryOptions } from './getProfile.js'
import { getServiceInfoQueryOptions } from './getServiceInfo.js'
import { getUserMetricsQueryOptions } from './getUserMetrics.js'
import { leaderboardQueryKey, type LeaderboardQueryKey } from './leaderboardQueryKey.js'
import { listEntityMetricsQueryOptions } from './listEntityMetrics.js'
import { listEntityUsersQueryOptions } from './listEntityUsers.js'
import type { EngagementQueryOptions, SessionParameter } from './types.js'

export { leaderboardQueryKey, type LeaderboardQueryKey } from './leaderboardQueryKey.js'

/** What a {@link LeaderboardSource} is asked for. */
export type LeaderboardSourceParameters = {
  entityId: string
  metric: string
  limit: number
  /** The signed-in user, whose place the source may return as `self`; undefined when signed out. */
  userAddress: string | undefined
  signal: AbortSignal
}

/** A row as a source may send it: ranks may be left out (then they are counted from the order and values). */
export type LeaderboardSourceRow = Omit<LeaderboardRow, 'rank'> & { rank?: number | undefined }

/** What a {@link LeaderboardSource} resolves to: the top rows best first, optionally the user's own place and the member count. */
export type LeaderboardSourceResult = {
  rows: readonly LeaderboardSourceRow[]
  self?: LeaderboardSourceRow | null | undefined
  memberCount?: number | undefined
  /** How many members have a value above 0; the others are shown as not ranked yet. */
  rankedCount?: number | undefined
}

/** An app's own board (e.g. its server's endpoint running `computeLeaderboard`), used instead of computing one in the browser. */
export type LeaderboardSource = (parameters: LeaderboardSourceParameters) => Promise<LeaderboardSourceResult>

/** Parameters of {@link leaderboardQueryOptions}. */
export type LeaderboardQueryParameters = SessionParameter & {
  entityId?: string | undefined
  /** The metric to rank by: its name (any letter case) or id. */
  metric?: string | undefined
  /**
   * All time (default: the counters), or the current day, ISO week or month in `timeZone`. Periods need a service
   * with boards (engagekit's server and sandbox); all time is computed where the service has none.
   */
  period?: LeaderboardPeriod | undefined
  /** The IANA time zone the period is a calendar period in; default UTC. */
  timeZone?: string | undefined
  /** Rows shown; default 10. */
  limit?: number | undefined
  /** Counter (and profile) reads in flight at once; default 6. */
  concurrency?: number | undefined
  /** Boards of more members are refused (kind 'invalid-input', code 'too-many-members'); default 500. */
  maxMembers?: number | undefined
  /** How long a computed board is fresh, and how old cached counters and profiles may be; default 60 s. */
  staleTime?: number | undefined
  /** The app's own board instead of one computed here. */
  source?: LeaderboardSource | undefined
}

/** The default of {@link LeaderboardQueryParameters.maxMembers}: beyond it, a board takes a server-computed `source`. */
export const defaultLeaderboardMaxMembers = 500

/** {@link EngagementQueryOptions} with the board's stale time. */
export type LeaderboardQueryOptions = EngagementQueryOptions<LeaderboardResult, LeaderboardQueryKey> & { staleTime: number }

/**
 * Query options of an entity's leaderboard by one metric. Read in one request from a service with boards
 * (`GET /api/entities/{id}/leaderboard`: engagekit's server and sandbox, asked once what they offer); else computed
 * from the members (row 8), their counters (row 2, `concurrency` at a time, through the cache, so they serve
 * `useUserMetrics` too) and the shown members' profiles (row 26); or read from the app's `source`. Signed out too:
 * the service answers a public entity's board without a session, cached under `caller: undefined`.
 */
export function leaderboardQueryOptions(client: EngagementClientBase, params: LeaderboardQueryParameters = {}): LeaderboardQueryOptions {
  const { session, entityId, metric, source } = params
  const limit = params.limit ?? 10
  const staleTime = params.staleTime ?? 60_000
  const caller = session?.address
  const period = params.period === 'all' ? undefined : params.period
  const timeZone = period === undefined ? undefined : (params.timeZone ?? 'UTC')
  const queryKey = leaderboardQueryKey({ entityId, metric, limit, period, timeZone, caller, source: source ? 'app' : undefined })
  return {
    queryKey,
    queryFn: async ({ signal, client: queryClient }) => {
      if (source) return fromSource(await source({ entityId: entityId!, metric: metric!, limit, userAddress: caller, signal }))
      const offers = await queryClient.fetchQuery(getServiceInfoQueryOptions(client))
      if (offers.features.includes('leaderboard')) {
        const reply = await getLeaderboard(client, { entityId: entityId!, metric: metric!, limit, period, timeZone, around: caller }, { signal, session }).catch((error: unknown) => {
          // The service names the metric it does not know: the same error as a computed board's.
          if (isEngagementError(error) && error.status === 400 && error.field === 'metric') {
            throw new EngagementError(`leaderboard: the entity ${entityId} has no metric ${metric}`, { kind: 'invalid-input', endpoint: 'leaderboard', code: 'unknown-metric', field: 'metric', status: 400, cause: error })
          }
          throw error
        })
        const self = caller === undefined ? undefined : [...reply.rows, ...reply.around].find((row) => row.address.toLowerCase() === caller.toLowerCase())
        return { rows: reply.rows.map(boardRow), self: self ? boardRow(self) : null, memberCount: reply.memberCount, rankedCount: reply.rankedCount }
      }
      if (period !== undefined) {
        throw new EngagementError(`leaderboard: this service has no boards of a ${period}, only all time`, { kind: 'invalid-input', endpoint: 'leaderboard', code: 'unsupported-period', field: 'period' })
      }
      const { standings: _standings, metric: _metric, ...board } = await buildLeaderboard(cachedLoaders(queryClient, client, params, staleTime), {
        name: 'leaderboard',
        entityId: entityId!,
        metric: metric!,
        limit,
        concurrency: params.concurrency ?? 6,
        userAddress: caller,
        maxMembers: params.maxMembers ?? defaultLeaderboardMaxMembers,
      })
      return board
    },
    // Signed out too: a public entity's board (and the rows it is computed from) is read without a session.
    enabled: Boolean(entityId && metric),
    retry: false,
    staleTime,
  }
}

/** Every read through the cache: a counter or profile fresher than `staleTime` is not read again. */
function cachedLoaders(queryClient: QueryClient, client: EngagementClientBase, params: LeaderboardQueryParameters, staleTime: number) {
  const { session, entityId } = params
  return {
    members: () => queryClient.fetchQuery({ ...listEntityUsersQueryOptions(client, { entityId, session }), staleTime }),
    metrics: () => queryClient.fetchQuery({ ...listEntityMetricsQueryOptions(client, { entityId, session }), staleTime }),
    counters: (userAddress: string) => queryClient.fetchQuery({ ...getUserMetricsQueryOptions(client, { entityId, userAddress, session }), staleTime }),
    profile: (userAddress: string) => queryClient.fetchQuery({ ...getProfileQueryOptions(client, { userAddress, session }), staleTime }),
  }
}

/** A row of the service's board as the components show it. */
function boardRow({ rank, address, value, name, imageUrl }: LeaderboardReply['rows'][number]): LeaderboardRow {
  return { rank, address, value, ...(name ? { name } : {}), ...(imageUrl ? { imageUrl } : {}) }
}

/** A source's answer, checked: rows with an address and a finite value, names and pictures only as text. */
function fromSource(result: LeaderboardSourceResult): LeaderboardResult {
  const invalid = (field: string) => new EngagementError(`leaderboard: the source's ${field} is not what a leaderboard needs`, { kind: 'invalid-response', endpoint: 'leaderboard', field })
  if (!result || !Array.isArray(result.rows)) throw invalid('rows')
  const row = (value: unknown, field: string): LeaderboardSourceRow => {
    const { address, value: counter, rank, name, imageUrl } = (value ?? {}) as Record<string, unknown>
    if (typeof address !== 'string' || address === '') throw invalid(`${field}.address`)
    if (typeof counter !== 'number' || !Number.isFinite(counter)) throw invalid(`${field}.value`)
    return {
      address,
      value: counter,
      ...(typeof rank === 'number' && Number.isFinite(rank) ? { rank } : {}),
      ...(typeof name === 'string' && name !== '' ? { name } : {}),
      ...(typeof imageUrl === 'string' && imageUrl !== '' ? { imageUrl } : {}),
    }
  }
  const rows = withRanks(result.rows.map((item, index) => row(item, `rows[${index}]`)))
  const given = result.self ? row(result.self, 'self') : undefined
  const self = given ? (rows.find((item) => item.address.toLowerCase() === given.address.toLowerCase()) ?? (given.rank === undefined ? null : (given as LeaderboardRow))) : null
  const memberCount = typeof result.memberCount === 'number' && Number.isFinite(result.memberCount) ? result.memberCount : undefined
  const rankedCount = typeof result.rankedCount === 'number' && Number.isFinite(result.rankedCount) ? result.rankedCount : undefined
  return { rows, self, memberCount, ...(rankedCount === undefined ? {} : { rankedCount }) }
}
