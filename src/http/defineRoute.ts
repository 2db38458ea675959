import { isWrite, type Endpoint } from '../core/internal/endpoint.js'
import type { AuthMode } from '../core/internal/transport.js'
import type { Command } from '../service/Command.js'
import type { ReplyKey, Route } from './Route.js'

// From the least to the most a session must carry: a route serving several definitions accepts the most lenient.
const leniency: readonly AuthMode[] = ['none', 'optional', 'signature', 'required']

/** What a route is made of: its endpoint definition(s) and command, and where it departs from the definition. */
export type RouteSpec = {
  endpoint: Endpoint | readonly [Endpoint, ...Endpoint[]]
  command: Command
  reply?: ReplyKey
  /** Another path for the same endpoint (from `/api`), as the spec also writes it. */
  path?: string
  accepts?: Route['accepts']
  nullBody?: Route['nullBody']
}

/**
 * A route whose method, path and session come from the endpoint definitions it serves, so the client and the
 * service cannot disagree on them. Several definitions must share one method and path.
 */
export function defineRoute({ endpoint, command, reply = 'data', path, accepts, nullBody }: RouteSpec): Route {
  const endpoints: readonly Endpoint[] = Array.isArray(endpoint) ? endpoint : [endpoint as Endpoint]
  const [first] = endpoints as [Endpoint]
  const { method } = first
  if (endpoints.some((other) => other.path !== first.path || other.method !== method)) {
    throw new Error(`defineRoute: ${endpoints.map((other) => other.name).join(', ')} do not share one method and path`)
  }
  const auth = endpoints.map((other) => other.auth ?? 'required').sort((a, b) => leniency.indexOf(a) - leniency.indexOf(b))[0]!
  return { endpoints, method, path: path ?? `/api/${first.path}`, auth, write: isWrite(first), reply, command, ...(accepts && { accepts }), ...(nullBody && { nullBody }), ...(first.rawBody !== undefined && { file: true as const }), ...(first.stream && { stream: true as const }) }
}
