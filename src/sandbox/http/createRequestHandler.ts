import type { SandboxSessionPolicy } from '../model/sessionPolicy.js'
import { copyState } from '../snapshot.js'
import type { SandboxState } from '../state.js'
import { authenticate } from './authenticate.js'
import { clientAddressOf } from './clientAddress.js'
import { corsHeaders, type AllowedOrigins } from './cors.js'
import { checkFaults, createFaultInjector, DroppedConnection, type SandboxFaults } from './faults.js'
import { ipfsPlaceholder } from './ipfsPlaceholder.js'
import { jsonResponse } from './jsonResponse.js'
import type { ResolvedLimits } from './limits.js'
import { matchRoute } from './matchRoute.js'
import { parseBody } from './parseBody.js'
import { parseInput } from './parseInput.js'
import { createRateLimiter } from './rateLimiter.js'
import type { Reply, Route, RouteContext } from './route.js'
import { refusalBody, SandboxError } from './SandboxError.js'

/** A write as it was carried out: enough to carry it out again, the same way, on the state it found. */
export type WriteRecord = {
  /** The sandbox's clock when the write ran (ISO 8601). */
  time: string
  method: string
  /** The URL path, undecoded. */
  path: string
  /** The URL query, with its `?` (or ''). */
  query: string
  body: string
  /** The signed-in caller the write was authorised for. */
  caller: string | null
}

/** Where carried-out writes go before they are answered (the data file's journal). */
export type WriteJournal = {
  /** Makes a write durable; its answer waits for this. Rejects when it cannot (the answer is then a 500). */
  append(record: WriteRecord): Promise<void>
  /** Resolves once every write appended so far is durable: an answer never shows a change that could still be lost. */
  settled(): Promise<void>
}

/** What {@link createRequestHandler} needs from the sandbox. */
export type RequestHandlerOptions = {
  state: SandboxState
  routes: readonly Route[]
  now: () => Date
  allowedOrigins: AllowedOrigins
  limits: ResolvedLimits
  sessionPolicy: SandboxSessionPolicy
  faults?: SandboxFaults | undefined
  journal?: WriteJournal | undefined
  onChange?: ((state: SandboxState) => void) | undefined
}

/** The sandbox's request handling: the fetch handler, and what the data file needs besides. */
export type RequestHandler = {
  fetch(request: Request): Promise<Response>
  /** Carries out a journaled write again (at start, on the state it was first carried out on). */
  replay(record: WriteRecord): Promise<void>
  /** Runs `task` while no write runs (writes wait; reads go on): how a consistent snapshot is taken. */
  exclusive<T>(task: () => Promise<T>): Promise<T>
  /** Switches fault injection to `faults`, or off; the draws start over from their seed. Throws a TypeError for bad options. */
  setFaults(faults: SandboxFaults | undefined): void
}

/** Where a running sandbox's faults are read (GET) and switched (POST a faults object; `{}` for none). */
export const faultsControlPath = '/_sandbox/faults'

// A replayed write was accepted once: the caps it passed then are not asked again (they may have changed since).
const uncapped = (limits: ResolvedLimits): ResolvedLimits => ({ ...limits, maxMembersPerEntity: Infinity, maxForceAdd: Infinity })

const isJson = (type: string | null) => type !== null && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type.trim())

/**
 * Turns routes into a fetch handler: origin check, CORS, routing, session check, then the route. Reads run at once;
 * writes run one at a time, each handler checking everything before changing anything, so a refused write changes
 * nothing. With a journal, an answer goes out only once the writes it could show are durable. An unexpected
 * exception becomes a 500 that says nothing about its cause.
 */
export function createRequestHandler(options: RequestHandlerOptions): RequestHandler {
  const { state, routes, allowedOrigins, limits, sessionPolicy, journal, onChange } = options
  let faults: SandboxFaults | undefined
  let drawFault: ReturnType<typeof createFaultInjector> | undefined
  function setFaults(next: SandboxFaults | undefined) {
    if (next) checkFaults(next)
    faults = next && structuredClone(next)
    drawFault = faults && createFaultInjector(faults)
  }
  setFaults(options.faults)
  const throttle = createRateLimiter(limits.registrationsPerMinute)
  let writes: Promise<unknown> = Promise.resolve()

  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const turn = writes.then(task)
    writes = turn.catch(() => undefined)
    return turn
  }

  function contextFor(route: Route, params: Record<string, string>, url: URL, text: string, caller: string | null, time: string, client: string | null): RouteContext {
    let body: Record<string, unknown> | undefined
    return {
      state,
      now: () => time,
      param: (name) => params[name] ?? '',
      query: url.searchParams,
      caller,
      body: (schema) => parseInput(schema, (body ??= parseBody(text))),
      nextId: (prefix) => `${prefix}_${++state.sequence}`,
      limits: client === null ? uncapped(limits) : limits,
      sessionPolicy,
      throttle: (what) => (client === null ? undefined : throttle(client, what)),
    }
  }

  async function run(request: Request, url: URL, method: string, text: string): Promise<Reply> {
    const { route, params } = matchRoute(routes, method, url.pathname)
    if (drawFault) {
      const fault = drawFault(`${route.method} ${route.path}`)
      if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      if (fault.drop) throw new DroppedConnection()
      if (fault.refusal) throw fault.refusal
    }
    const client = clientAddressOf(request)
    if (!route.writes) {
      const time = options.now().toISOString()
      const caller = authenticate(state, url.searchParams, route.auth, time)
      const reply = await route.handle(contextFor(route, params, url, text, caller, time, client))
      await journal?.settled()
      return reply
    }
    const { reply, saved } = await inTurn(async () => {
      const time = options.now().toISOString()
      const caller = authenticate(state, url.searchParams, route.auth, time)
      const reply = await route.handle(contextFor(route, params, url, text, caller, time, client))
      const saved = journal?.append({ time, method: route.method, path: url.pathname, query: url.search, body: text, caller })
      saved?.catch(() => undefined)
      return { reply, saved }
    })
    try {
      await saved
    } catch {
      throw new SandboxError(500, 'the change could not be saved to the data file; see the server log')
    }
    if (onChange) notify(onChange, copyState(state))
    return reply
  }

  async function fetch(request: Request): Promise<Response> {
    const origin = request.headers.get('origin')
    const preflight = request.method === 'OPTIONS'
    const headers = corsHeaders(request, allowedOrigins, preflight)
    const head = request.method === 'HEAD'
    const answer = (status: number, body: unknown) => (head ? new Response(null, { status, headers: jsonHeaders(headers) }) : jsonResponse(status, body, headers))
    try {
      if (allowedOrigins !== '*' && origin !== null && !allowedOrigins.includes(origin)) {
        throw new SandboxError(403, `requests from ${origin} are not allowed by this sandbox's --origins`)
      }
      if (preflight) return new Response(null, { status: 204, headers })
      const url = new URL(request.url)
      const method = head ? 'GET' : request.method
      if (method === 'GET') {
        const image = ipfsPlaceholder(url.pathname, new Headers(headers))
        if (image) return head ? new Response(null, { status: image.status, headers: image.headers }) : image
      }
      // The body is read before a write waits for its turn, so a slow upload does not hold up other requests.
      const text = method === 'POST' ? await request.text().catch(() => null) : ''
      if (text === null) throw new SandboxError(400, 'the body could not be read')
      // A browser sends a text/plain or form POST cross-origin without asking first: with --origins, only JSON is taken.
      if (allowedOrigins !== '*' && text.trim() !== '' && !isJson(request.headers.get('content-type'))) {
        throw new SandboxError(415, 'a request body must be JSON, sent with content-type: application/json')
      }
      const reply = url.pathname === faultsControlPath ? controlFaults(method, text) : await run(request, url, method, text)
      return answer(reply.status ?? 200, reply.body)
    } catch (error) {
      if (error instanceof DroppedConnection) throw error
      const refusal = error instanceof SandboxError ? error : new SandboxError(500, 'the sandbox failed to handle this request')
      if (refusal.retryAfter !== undefined) headers.set('retry-after', String(refusal.retryAfter))
      return answer(refusal.status, refusalBody(refusal))
    }
  }

  // Not an endpoint of the service: how a playground or a test switches faults on a sandbox that is already running.
  // Faults never apply to it, so they can always be switched off again.
  function controlFaults(method: string, text: string): Reply {
    if (method === 'POST') {
      const next = parseBody(text) as SandboxFaults
      try {
        setFaults(Object.keys(next).length > 0 ? next : undefined)
      } catch (error) {
        throw new SandboxError(400, error instanceof Error ? error.message : String(error))
      }
    } else if (method !== 'GET') {
      throw new SandboxError(405, `${faultsControlPath} takes GET and POST`)
    }
    return { body: { success: true, data: faults ?? null } }
  }

  return {
    fetch,
    setFaults,
    replay(record) {
      return inTurn(async () => {
        const url = new URL(`${record.path}${record.query}`, 'http://sandbox.local')
        const { route, params } = matchRoute(routes, record.method, url.pathname)
        await route.handle(contextFor(route, params, url, record.body, record.caller, record.time, null))
      })
    },
    exclusive: inTurn,
  }
}

function jsonHeaders(headers: Headers): Headers {
  headers.set('content-type', 'application/json; charset=utf-8')
  return headers
}

// The write has happened and the answer stands; a listener that throws is a bug of its own, reported outside the request.
function notify(onChange: (state: SandboxState) => void, snapshot: SandboxState): void {
  try {
    onChange(snapshot)
  } catch (error) {
    setTimeout(() => {
      throw error
    })
  }
}
