import { EngagementError } from '../EngagementError.js'
import { mapWithConcurrency } from '../internal/mapWithConcurrency.js'
import type { EntityUser } from '../schemas/entity.js'
import type { Metric, UserMetric } from '../schemas/metric.js'
import type { Profile } from '../schemas/profile.js'
import { rankRows } from './rankRows.js'
import type { LeaderboardResult, LeaderboardRow } from './types.js'

/** How a board reaches the service: straight through the actions (Node), or through a query cache (browser). */
export type LeaderboardLoaders = {
  members(): Promise<EntityUser[]>
  metrics(): Promise<Metric[]>
  counters(userAddress: string): Promise<UserMetric[]>
  profile(userAddress: string): Promise<Profile>
}

/** What {@link buildLeaderboard} needs besides its loaders. */
export type BuildLeaderboardParameters = {
  entityId: string
  /** The metric's name (any letter case) or id. */
  metric: string
  limit: number
  /** Counter reads (and profile reads) at once. */
  concurrency: number
  /** Whose place to report as `self` (any letter case). */
  userAddress?: string | undefined
  /** Refuse boards of more members than this before reading any counter. */
  maxMembers: number
  /** Named in errors. */
  name: string
}

/** A board with every member's place (`standings`), for servers that answer many users from one computation. */
export type StandingsResult = LeaderboardResult & {
  /** Every member's rank and value, best first (no names or pictures). */
  standings: Omit<LeaderboardRow, 'name' | 'imageUrl'>[]
  /** The metric's name as the entity spells it. */
  metric: string
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Computes a board: the members (row 8) and the metric (row 1), each member's counters (row 2, `concurrency` at a
 * time), ranks, then names and pictures (row 26) for the rows shown only. A member without a profile keeps no name.
 */
export async function buildLeaderboard(loaders: LeaderboardLoaders, params: BuildLeaderboardParameters): Promise<StandingsResult> {
  const { name, entityId } = params
  const limit = Math.max(0, Math.floor(params.limit))
  const fail = (message: string, field: string, code?: string) => new EngagementError(`${name}: ${message}`, { kind: 'invalid-input', endpoint: name, code, field })
  if (typeof params.metric !== 'string' || params.metric.trim() === '') throw fail('metric is required', 'metric')
  if (!Number.isFinite(limit)) throw fail('limit must be a whole number', 'limit')
  if (!(params.concurrency >= 1)) throw fail('concurrency must be at least 1', 'concurrency')
  const [listed, metrics] = await Promise.all([loaders.members(), loaders.metrics()])
  // Members the owners left off the boards (a service's `hiddenFromBoards`) are on none, as on the service's own.
  const members = listed.filter((member) => member.hiddenFromBoards !== true)
  const wanted = params.metric.toLowerCase()
  const definition = metrics.find((metric) => metric.id === params.metric) ?? metrics.find((metric) => metric.name.toLowerCase() === wanted)
  if (!definition) throw fail(`the entity ${entityId} has no metric ${params.metric}`, 'metric', 'unknown-metric')
  if (members.length > params.maxMembers) {
    throw fail(
      `the entity ${entityId} has ${members.length} members, more than ${params.maxMembers} to read one by one: compute the board on a server (computeLeaderboard) and pass it as \`source\``,
      'maxMembers',
      'too-many-members',
    )
  }
  const metricName = definition.name.toLowerCase()
  const values = await mapWithConcurrency(members, params.concurrency, async (member) => {
    const counters = await loaders.counters(member.address)
    return counters.find((counter) => counter.metric.toLowerCase() === metricName)?.counter ?? 0
  })
  const standings = rankRows(members.map((member, index) => ({ address: member.address, value: values[index]! })))
  const top = standings.slice(0, limit)
  const own = params.userAddress ? standings.find((row) => sameAddress(row.address, params.userAddress!)) : undefined
  const pinned = own && !top.includes(own) ? [own] : []
  const named = await mapWithConcurrency([...top, ...pinned], params.concurrency, async (row): Promise<LeaderboardRow> => {
    // A picture is not worth failing the board for: without a profile (404) or on any failure, the address shows.
    const profile = await loaders.profile(row.address).catch(() => undefined)
    return { ...row, ...(profile?.name ? { name: profile.name } : {}), ...(profile?.imageUrl ? { imageUrl: profile.imageUrl } : {}) }
  })
  const rows = named.slice(0, top.length)
  const self = own ? (pinned.length > 0 ? named[top.length]! : rows[top.indexOf(own)]!) : null
  const rankedCount = standings.filter((row) => row.value > 0).length
  return { rows, self, memberCount: members.length, rankedCount, standings, metric: definition.name }
}
