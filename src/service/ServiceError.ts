/**
 * Why the service refused a command. The kinds are the service's own words, not HTTP statuses: the HTTP layer maps
 * each to a status (src/http/statusOf.ts), and a command never knows how it was called.
 */
export type ServiceErrorKind =
  /** An input is missing or malformed, or a limit would be passed (a counter beyond ±(2^53 − 1)). */
  | 'invalid-input'
  /** No session, or one the service does not know (or that has ended). */
  | 'unauthorized'
  /** Signed in, but not allowed. */
  | 'forbidden'
  /** An entity, metric, theme, level, skill or user the input names does not exist. */
  | 'not-found'
  /** The change clashes with what exists: a name or number taken, a members cap reached. */
  | 'conflict'
  /** Too many requests of one kind from one client; `retryAfterSeconds` says when to try again. */
  | 'rate-limited'
  /** A body larger than the endpoint takes (an image over 5 MB). */
  | 'too-large'
  /** A body of a kind the endpoint does not take (an upload that is not a PNG, JPEG, WebP or GIF). */
  | 'unsupported-type'
  /** Something the check needs did not answer (a chain's RPC); nothing changed, the same call may succeed later. */
  | 'unavailable'

/** The finer codes a refusal may carry instead of its kind's (see ServiceError's `code`). */
export type ServiceErrorCode = 'metric-cap'

/** A refusal: the command changed nothing. The message starts with the field when one is at fault. */
export class ServiceError extends Error {
  override readonly name = 'ServiceError'
  readonly kind: ServiceErrorKind
  /** For 'rate-limited': seconds after which the same request may succeed. */
  readonly retryAfterSeconds: number | undefined
  /** The input at fault, when one is: a body field, a path or query parameter (`metric`, `timeZone`). */
  readonly field: string | undefined
  /**
   * A finer code than the kind's, for a refusal a caller must tell apart from others of its kind: `metric-cap`, a
   * 'rate-limited' increment that would pass a metric's daily cap (no retry helps before the day ends).
   */
  readonly code: ServiceErrorCode | undefined

  constructor(kind: ServiceErrorKind, message: string, options: { retryAfterSeconds?: number; field?: string; code?: ServiceErrorCode } = {}) {
    super(message)
    this.kind = kind
    this.retryAfterSeconds = options.retryAfterSeconds
    this.field = options.field
    this.code = options.code
  }
}
