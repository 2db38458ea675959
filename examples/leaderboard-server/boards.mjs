// Leaderboards as an HTTP endpoint: `GET /leaderboard?entityId=…&metric=…&limit=…&userAddress=…` answers
// `{ rows, self, memberCount, computedAt }`, the shape engagekit's components take as a `source`.
//
// The service has no leaderboard endpoint, so a board costs one request per member (computeLeaderboard). Each board
// (entity, metric, limit) is computed once per `ttlMs` and shared by every visitor; requests that arrive while it is
// being computed wait for that one computation. A visitor's own place comes from the same computation.
import { computeLeaderboard, getProfile } from 'engagekit/actions'

const maxLimit = 100

/** Creates the request handler. `log` hears about every computation (how long, how many requests it took). */
export function createBoards({ client, ttlMs = 60_000, concurrency = 6, now = () => Date.now(), log = () => {} }) {
  /** key → { at, board: Promise } */
  const cache = new Map()
  /** address → { at, profile: Promise } */
  const profiles = new Map()

  const fresh = (entry) => entry && now() - entry.at < ttlMs

  function boardFor(entityId, metric, limit) {
    const key = JSON.stringify([entityId, metric.toLowerCase(), limit])
    const cached = cache.get(key)
    if (fresh(cached)) return { ...cached, hit: true }
    const started = now()
    const board = computeLeaderboard(client, { entityId, metric, limit, concurrency })
    const entry = { at: started, board }
    cache.set(key, entry)
    // A failure is not kept: the next request tries again.
    board.then(
      (result) => log(`computed ${entityId}/${result.metric} (top ${limit}): ${result.memberCount} members in ${now() - started} ms`),
      () => cache.delete(key),
    )
    return { ...entry, hit: false }
  }

  function profileOf(address) {
    const cached = profiles.get(address.toLowerCase())
    if (fresh(cached)) return cached.profile
    const profile = getProfile(client, { userAddress: address }).catch(() => undefined)
    profiles.set(address.toLowerCase(), { at: now(), profile })
    return profile
  }

  /** The visitor's own place: from the shown rows, else from every member's standing (and their profile). */
  async function selfIn(board, userAddress) {
    if (!userAddress) return null
    const address = userAddress.toLowerCase()
    const shown = board.rows.find((row) => row.address.toLowerCase() === address)
    if (shown) return shown
    const standing = board.standings.find((row) => row.address.toLowerCase() === address)
    if (!standing) return null
    const profile = await profileOf(standing.address)
    return { ...standing, ...(profile?.name ? { name: profile.name } : {}), ...(profile?.imageUrl ? { imageUrl: profile.imageUrl } : {}) }
  }

  return async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost')
    // Boards are public and carry no credentials: any page may read them.
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('content-type', 'application/json; charset=utf-8')
    const reply = (status, body, headers = {}) => {
      res.writeHead(status, headers)
      res.end(JSON.stringify(body))
    }
    if (url.pathname !== '/leaderboard') return reply(404, { error: 'not found: try /leaderboard?entityId=…&metric=…' })
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(405, { error: 'GET only' }, { allow: 'GET, HEAD' })
    const entityId = url.searchParams.get('entityId') ?? ''
    const metric = url.searchParams.get('metric') ?? ''
    const limit = Number(url.searchParams.get('limit') ?? 10)
    const userAddress = url.searchParams.get('userAddress') ?? undefined
    if (!entityId || !metric) return reply(400, { error: 'entityId and metric are required' })
    if (!Number.isInteger(limit) || limit < 1 || limit > maxLimit) return reply(400, { error: `limit must be a whole number from 1 to ${maxLimit}` })
    if (userAddress !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(userAddress)) return reply(400, { error: 'userAddress must be an address' })
    const { at, board, hit } = boardFor(entityId, metric, limit)
    try {
      const result = await board
      const self = await selfIn(result, userAddress)
      const age = Math.floor((now() - at) / 1000)
      reply(
        200,
        { rows: result.rows, self, memberCount: result.memberCount, computedAt: new Date(at).toISOString() },
        // Browsers and CDNs may keep it for what is left of its time; an answer with `self` is the visitor's own.
        { 'cache-control': `${userAddress ? 'private' : 'public'}, max-age=${Math.max(0, Math.floor(ttlMs / 1000) - age)}`, 'x-cache': hit ? 'hit' : 'miss' },
      )
    } catch (error) {
      // Refusals (an unknown entity or metric) are the caller's to fix; anything else is ours.
      const status = error?.kind === 'invalid-input' ? 400 : error?.status === 404 ? 404 : 502
      reply(status, { error: error instanceof Error ? error.message : 'could not compute the board' })
    }
  }
}
