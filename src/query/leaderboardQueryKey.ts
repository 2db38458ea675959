import type { LeaderboardPeriod } from '../core/schemas/leaderboard.js'
import { queryKeyParams } from './internal/queryKeyParams.js'
import type { CallerParameter } from './types.js'

/**
 * The cache key of a leaderboard; `caller` is the signed-in address it was computed for, `source: 'app'` marks an
 * app's source. All-time boards leave `period` out.
 */
export function leaderboardQueryKey(
  params: { entityId?: string | undefined; metric?: string | undefined; limit?: number | undefined; period?: LeaderboardPeriod | undefined; timeZone?: string | undefined; source?: 'app' | undefined } & CallerParameter = {},
) {
  return ['leaderboard', queryKeyParams(params)] as const
}

/** The cache key type of {@link leaderboardQueryKey}. */
export type LeaderboardQueryKey = ReturnType<typeof leaderboardQueryKey>
