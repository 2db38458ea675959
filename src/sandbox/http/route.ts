import type { Endpoint } from '../../core/internal/endpoint.js'
import type * as v from '../../core/internal/schema.js'
import type { AuthMode } from '../../core/internal/transport.js'
import type { SandboxSessionPolicy } from '../model/sessionPolicy.js'
import type { SandboxState } from '../state.js'
import type { ResolvedLimits } from './limits.js'

/** A successful answer: the JSON body and its status (200 unless told). */
export type Reply = { status?: number; body: unknown }

/** What a route handler gets: the live state, the request's inputs and the signed-in caller. */
export type RouteContext = {
  state: SandboxState
  /** The current time as an ISO 8601 string (from the sandbox's clock). */
  now(): string
  /** A path parameter of the route, URL-decoded. */
  param(name: string): string
  query: URLSearchParams
  /** The checksummed address of the signed-in caller; null only on routes whose session is optional. */
  caller: string | null
  /** The JSON body checked against `schema`; a 400 names the first bad field. */
  body<TSchema extends v.GenericSchema>(schema: TSchema): v.InferOutput<TSchema>
  /** A fresh id for a new record, e.g. `theme_101`. */
  nextId(prefix: string): string
  /** The sandbox's list limits (when a write is replayed from the journal, the caps are lifted: it was accepted once). */
  limits: ResolvedLimits
  /** The session policy; registrations check it. */
  sessionPolicy: SandboxSessionPolicy
  /** Counts one `what` (e.g. `registrations`) against the client address's rate limit: a 429 past it. */
  throttle(what: string): void
}

/** One endpoint of the service as the sandbox implements it: made with {@link routeFor} from its definition. */
export type Route = {
  /** The definitions this route serves (two where the service tells rows apart by the body alone). */
  endpoints: readonly Endpoint[]
  method: 'GET' | 'POST'
  /** Segments separated by `/`; `:name` captures one segment. */
  path: string
  auth: AuthMode
  /**
   * The route changes state: writes run one at a time, are journaled (with a data file) and `onChange` hears about
   * them. A write's handler checks everything before it changes anything, so a refused write changes nothing.
   */
  writes?: boolean
  /** Extra condition on the captured parameters (e.g. "is an address"); the route is skipped when false. */
  accepts?(params: Readonly<Record<string, string>>): boolean
  handle(context: RouteContext): Reply | Promise<Reply>
}
