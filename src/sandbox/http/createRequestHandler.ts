import { copyState, replaceState } from '../snapshot.js'
import type { SandboxState } from '../state.js'
import { authenticate } from './authenticate.js'
import { corsHeaders, type AllowedOrigins } from './cors.js'
import { ipfsPlaceholder } from './ipfsPlaceholder.js'
import { jsonResponse } from './jsonResponse.js'
import { matchRoute } from './matchRoute.js'
import type { Reply, Route, RouteContext } from './route.js'
import { parseInput } from './parseInput.js'
import { SandboxError } from './SandboxError.js'

/** What {@link createRequestHandler} needs from the sandbox. */
export type RequestHandlerOptions = {
  state: SandboxState
  routes: readonly Route[]
  now: () => Date
  allowedOrigins: AllowedOrigins
  onChange?: ((state: SandboxState) => void) | undefined
}

function parseBody(text: string): Record<string, unknown> {
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new SandboxError(400, 'the body is not valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new SandboxError(400, 'the body must be a JSON object')
  return body as Record<string, unknown>
}

function errorBody(error: SandboxError) {
  return { success: false, error: { code: error.code, message: error.message } }
}

/**
 * Turns routes into a fetch handler: CORS, routing, session check, then the route. Requests run one at a time,
 * and a write runs as a transaction: when it fails, whatever it changed is rolled back, so a refused request
 * never changes state. An unexpected exception becomes a 500 that says nothing about its cause.
 */
export function createRequestHandler(options: RequestHandlerOptions): (request: Request) => Promise<Response> {
  const { state, routes, allowedOrigins, onChange } = options
  let queue: Promise<unknown> = Promise.resolve()

  async function respond(request: Request, text: string | null): Promise<Response> {
    const headers = corsHeaders(request, allowedOrigins, false)
    try {
      const url = new URL(request.url)
      if (request.method === 'GET') {
        const image = ipfsPlaceholder(url.pathname, new Headers(headers))
        if (image) return image
      }
      const { route, params } = matchRoute(routes, request.method, url.pathname)
      const caller = authenticate(state, url.searchParams, route.auth)
      if (text === null) throw new SandboxError(400, 'the body could not be read')
      let body: Record<string, unknown> | undefined
      const context: RouteContext = {
        state,
        now: () => options.now().toISOString(),
        param: (name) => params[name] ?? '',
        query: url.searchParams,
        caller,
        body: (schema) => parseInput(schema, (body ??= parseBody(text))),
        nextId: (prefix) => `${prefix}_${++state.sequence}`,
      }
      const backup = route.writes ? copyState(state) : undefined
      let reply: Reply
      try {
        reply = await route.handle(context)
      } catch (error) {
        if (backup) replaceState(state, backup)
        throw error
      }
      if (route.writes && onChange) notify(onChange, copyState(state))
      return jsonResponse(reply.status ?? 200, reply.body, headers)
    } catch (error) {
      const refusal = error instanceof SandboxError ? error : new SandboxError(500, 'the sandbox failed to handle this request')
      return jsonResponse(refusal.status, errorBody(refusal), headers)
    }
  }

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders(request, allowedOrigins, true) })
    // The body is read before queueing so a slow upload does not hold up other requests.
    const text = request.method === 'POST' ? await request.text().catch(() => null) : ''
    const turn = queue.then(() => respond(request, text))
    queue = turn.catch(() => undefined)
    return turn
  }
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
