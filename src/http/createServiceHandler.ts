import { executeCall, type CallOutcome, type CommandCall } from '../service/executeCommand.js'
import { resolveLimits, type ResolvedLimits } from '../service/limits.js'
import type { SessionPolicy } from '../service/sessionPolicy.js'
import type { Store } from '../service/store/Store.js'
import { clientAddressOf } from './clientAddress.js'
import { corsHeaders, type AllowedOrigins } from './cors.js'
import { originAllowed } from './originAllowed.js'
import { DroppedConnection } from './DroppedConnection.js'
import { HttpError, refusalBody } from './HttpError.js'
import { jsonResponse } from './jsonResponse.js'
import { matchRoute } from './matchRoute.js'
import { docsPage } from './openapi/docsPage.js'
import { openApiDocument } from './openapi/openApiDocument.js'
import { backfillRunner } from '../service/runBackfills.js'
import { serviceVersion } from '../service/serviceVersion.js'
import { commandCall } from './commandCall.js'
import type { Route } from './Route.js'
import { serviceRoutes } from './serviceRoutes.js'
import { toHttpError } from './toHttpError.js'
import { openStreams, type StreamOptions } from './events/openStreams.js'
import type { StreamGrant } from '../service/commands/watchEvents.js'

export type { StreamOptions } from './events/openStreams.js'
import { readUpload } from './uploads/readUpload.js'
import { serveUpload } from './uploads/serveUpload.js'

/** A request outside the API, before routing: its URL, method (HEAD read as GET), body text and the CORS headers to answer with. */
export type OwnRequest = { request: Request; url: URL; method: string; text: string; headers: Headers }

/** The request a route answers, as it came: method (HEAD read as GET), URL, body text and headers. */
export type RouteRequest = { method: string; url: URL; text: string; headers: Headers }

/** Options of {@link createServiceHandler}. */
export type ServiceHandlerOptions = {
  store: Store
  /** Default: every endpoint of the service. */
  routes?: readonly Route[]
  /** The clock for timestamps and session ends; default the real time. */
  now?: () => Date
  /**
   * Browser origins allowed: '*' (default) or a list of exact origins, `loopback` and `null` (see originAllowed);
   * with a list, other origins are refused (403).
   */
  allowedOrigins?: AllowedOrigins
  limits?: ResolvedLimits
  sessionPolicy?: SessionPolicy
  /** Answers a request outside the API (a health check, an image); undefined lets it through to the routes. */
  serve?: (own: OwnRequest) => Response | undefined | Promise<Response | undefined>
  /** Runs once a request matched a route, before its command: it may wait, refuse (throw) or drop the connection. */
  beforeRoute?: (route: Route) => Promise<void>
  /** Told about a failure that is not a refusal (answered 500 without its cause), with the request it broke. */
  onError?: (error: unknown, request: Request) => void
  /** Carries out a route's command; default `executeCall` on the store. Wrapped by the sandbox to journal writes. */
  execute?: (route: Route, call: CommandCall, request: RouteRequest) => Promise<CallOutcome<unknown>>
  /** Event streams (`GET /api/entities/:entityId/stream`): heartbeat and caps. */
  streams?: StreamOptions
}


/** The service as a fetch handler: `(request) => response`, whatever the server around it. */
export type ServiceHandler = {
  fetch(request: Request): Promise<Response>
  readonly routes: readonly Route[]
  /** Ends every open event stream (a server closing: its clients reconnect, elsewhere or later). */
  endStreams(): void
  /** Carries out the pending backfills now (as after an achievement's creation); resolves when none is left. */
  backfills(): Promise<void>
}

/** Whether a POST to this path goes to a route that takes a file (POST /api/uploads). */
function takesFile(routes: readonly Route[], method: string, pathname: string): boolean {
  if (method !== 'POST') return false
  try {
    return matchRoute(routes, method, pathname).route.file === true
  } catch {
    return false
  }
}

const isJson = (type: string | null) => type !== null && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type.trim())

/** The body a route answers with: its result under `data` (or row 8's `users`), bare, or `{ success: true }` for none. */
function replyBody(route: Route, result: unknown): unknown {
  if (route.reply === 'bare') return result
  if (result === undefined) return { success: true }
  return route.reply === 'users' ? { success: true, users: result } : { success: true, data: result }
}

/**
 * The service's HTTP contract over a store: origin check, CORS, routing, then the route's command (session, entity,
 * role, input, rule) through {@link executeCommand}, and its refusals mapped to statuses. An unexpected exception
 * becomes a 500 that says nothing about its cause.
 */
export function createServiceHandler(options: ServiceHandlerOptions): ServiceHandler {
  const { store, routes = serviceRoutes, now = () => new Date(), allowedOrigins = '*', limits = resolveLimits(), sessionPolicy = {} } = options
  const execute = options.execute ?? ((route: Route, call: CommandCall) => executeCall(store, route.command, call))
  let document: ReturnType<typeof openApiDocument> | undefined
  const streams = openStreams(store, options.streams ?? {}, options.onError)
  // Achievements made or lowered award the members already past them after the answer; what a stopped process left
  // pending is taken up at start.
  const backfills = backfillRunner(store, () => ({ now: now().toISOString(), limits }), (error) => options.onError?.(error, new Request('http://localhost/background/backfills')))
  void backfills.kick()

  async function run(request: Request, url: URL, method: string, text: string, headers: Headers): Promise<unknown> {
    const { route, params } = matchRoute(routes, method, url.pathname)
    await options.beforeRoute?.(route)
    const client = clientAddressOf(request)
    if (route.stream) {
      // A reconnecting EventSource-like client says where it stopped in `Last-Event-ID`, which wins over the query.
      const lastEventId = request.headers.get('last-event-id')
      if (lastEventId !== null) url.searchParams.set('lastEventId', lastEventId.trim())
      streams.admit(client)
    }
    const routeRequest = { method, url, text, headers: request.headers }
    const call = commandCall(route, params, routeRequest, { now: now().toISOString(), limits, sessionPolicy, client })
    const { result, replayed } = await execute(route, call, routeRequest)
    if (route.stream) return streams.open(result as StreamGrant, headers, client, request)
    if (route.command.entity === 'path' && route.command.backfills && !replayed) void backfills.kick()
    // The first answer again, for a write sent again with its Idempotency-Key: nothing changed this time.
    if (replayed) headers.set('idempotent-replayed', 'true')
    return replyBody(route, result)
  }

  async function fetch(request: Request): Promise<Response> {
    const origin = request.headers.get('origin')
    const preflight = request.method === 'OPTIONS'
    const headers = corsHeaders(request, allowedOrigins, preflight)
    const head = request.method === 'HEAD'
    const answer = (status: number, body: unknown) => {
      if (!head) return jsonResponse(status, body, headers)
      headers.set('content-type', 'application/json; charset=utf-8')
      return new Response(null, { status, headers })
    }
    try {
      if (origin !== null && !originAllowed(origin, allowedOrigins)) {
        throw new HttpError(403, `requests from ${origin} are not allowed by this service's origins`)
      }
      if (preflight) return new Response(null, { status: 204, headers })
      const url = new URL(request.url)
      const method = head ? 'GET' : request.method
      // The body is read before any work waits for its turn, so a slow upload does not hold up other requests.
      // A file (an upload) is read as bytes, within its size limit; anything else as text.
      const file = takesFile(routes, method, url.pathname)
      const text = file ? await readUpload(request) : method === 'POST' ? await request.text().catch(() => null) : ''
      if (text === null) throw new HttpError(400, 'the body could not be read')
      // A browser sends a text/plain or form POST cross-origin without asking first: with an origin list, only JSON is
      // taken. (An upload needs the caller's signature, which another site does not have.)
      if (allowedOrigins !== '*' && !file && text.trim() !== '' && !isJson(request.headers.get('content-type'))) {
        throw new HttpError(415, 'a request body must be JSON, sent with content-type: application/json')
      }
      // The API described (made once, on the first ask): GET /openapi.json, and a reference page at GET /docs.
      if (method === 'GET' && (url.pathname === '/openapi.json' || url.pathname === '/docs')) {
        const described = (document ??= openApiDocument(routes, { version: serviceVersion }))
        if (url.pathname === '/openapi.json') return answer(200, described)
        headers.set('content-type', 'text/html; charset=utf-8')
        return new Response(head ? null : docsPage(described), { status: 200, headers })
      }
      // The images users uploaded, served back with their own headers.
      const image = method === 'GET' ? await serveUpload(store, url.pathname, headers) : undefined
      if (image) return head ? new Response(null, { status: 200, headers: image.headers }) : image
      const own = await options.serve?.({ request, url, method, text, headers })
      if (own) return head ? new Response(null, { status: own.status, headers: own.headers }) : own
      const reply = await run(request, url, method, text, headers)
      if (!(reply instanceof Response)) return answer(200, reply)
      // A stream asked with HEAD: its headers, and nothing is followed.
      if (head) return (void reply.body?.cancel(), new Response(null, { status: reply.status, headers: reply.headers }))
      return reply
    } catch (error) {
      if (error instanceof DroppedConnection) throw error
      const refusal = toHttpError(error)
      if (refusal.status === 500) options.onError?.(error, request)
      if (refusal.retryAfter !== undefined) headers.set('retry-after', String(refusal.retryAfter))
      return answer(refusal.status, refusalBody(refusal))
    }
  }

  return { fetch, routes, endStreams: streams.endAll, backfills: () => backfills.kick() }
}
