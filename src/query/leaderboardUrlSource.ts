import { EngagementError } from '../core/EngagementError.js'
import type { LeaderboardSource, LeaderboardSourceResult } from './leaderboard.js'

/**
 * A {@link LeaderboardSource} that reads a board from an HTTP endpoint (e.g. examples/leaderboard-server):
 * `GET url?entityId=…&metric=…&limit=…&userAddress=…`, answered with `{ rows, self?, memberCount? }` as JSON.
 * Only http(s) URLs are accepted; the request carries no session and no signature (an address is not a secret).
 */
export function leaderboardUrlSource(url: string | URL, init: { fetch?: typeof fetch; baseUrl?: string | undefined } = {}): LeaderboardSource {
  return async ({ entityId, metric, limit, userAddress, signal }) => {
    let target: URL
    try {
      target = new URL(url, init.baseUrl ?? (typeof document === 'undefined' ? undefined : document.baseURI))
    } catch {
      target = new URL('invalid:')
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:') {
      throw new EngagementError(`leaderboard: the source ${String(url)} is not an http(s) URL`, { kind: 'invalid-input', endpoint: 'leaderboard', field: 'source' })
    }
    target.searchParams.set('entityId', entityId)
    target.searchParams.set('metric', metric)
    target.searchParams.set('limit', String(limit))
    if (userAddress) target.searchParams.set('userAddress', userAddress)
    let response: Response
    try {
      response = await (init.fetch ?? fetch)(target.href, { signal, headers: { accept: 'application/json' } })
    } catch (cause) {
      const aborted = signal.aborted
      throw new EngagementError(aborted ? 'leaderboard: cancelled' : `leaderboard: the source at ${target.origin} did not answer`, { kind: aborted ? 'aborted' : 'network', endpoint: 'leaderboard', cause })
    }
    if (!response.ok) throw new EngagementError(`leaderboard: the source answered HTTP ${response.status}`, { kind: 'http', endpoint: 'leaderboard', status: response.status })
    try {
      return (await response.json()) as LeaderboardSourceResult
    } catch (cause) {
      throw new EngagementError('leaderboard: the source did not answer JSON', { kind: 'invalid-response', endpoint: 'leaderboard', status: response.status, cause })
    }
  }
}
