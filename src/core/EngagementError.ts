/** What went wrong, so callers can branch without parsing messages. */
export type EngagementErrorKind =
  /** The call's inputs were rejected before anything was sent. */
  | 'invalid-input'
  /** The request never got an HTTP answer (offline, DNS, CORS, connection reset). */
  | 'network'
  /** No answer within `timeoutMs`. */
  | 'timeout'
  /** The caller's AbortSignal cancelled the call. */
  | 'aborted'
  /** A non-2xx status without a service error body. */
  | 'http'
  /** The service answered `{ success: false }`. */
  | 'api'
  /** The reply was not what the service promises (bad JSON, missing `data`, wrong types). */
  | 'invalid-response'

/** Fields that describe an {@link EngagementError}. */
export type EngagementErrorOptions = {
  kind: EngagementErrorKind
  /** The client method (endpoint) that failed, e.g. `getEntity`. */
  endpoint?: string | undefined
  /** HTTP status, when the service answered. */
  status?: number | undefined
  /** The service's error code, when it sent one. */
  code?: string | undefined
  /** The service's own message, when it sent one. */
  serverMessage?: string | undefined
  /** For 'invalid-input' and 'invalid-response': where the problem is, e.g. `userAddress` or `data[0].counter`. */
  field?: string | undefined
  /** How long the service asked to wait before trying again (its `Retry-After`, seconds or an HTTP date), in ms. */
  retryAfterMs?: number | undefined
  cause?: unknown
}

/** The one error every engagekit failure is: branch on `kind`, show `message`. */
export class EngagementError extends Error {
  override readonly name = 'EngagementError'
  declare readonly kind: EngagementErrorKind
  declare readonly endpoint: string | undefined
  declare readonly status: number | undefined
  declare readonly code: string | undefined
  declare readonly serverMessage: string | undefined
  declare readonly field: string | undefined
  declare readonly retryAfterMs: number | undefined

  constructor(message: string, { cause, ...fields }: EngagementErrorOptions) {
    // `cause` the standard way (not enumerable), the other fields as own properties.
    super(message, { cause })
    Object.assign(this, fields)
  }

  /**
   * True for failures worth retrying: no answer, a timeout, or a 5xx/429 from the service; not a 429 `metric-cap`
   * (an increment past a metric's daily cap, refused whatever the wait until the day ends).
   */
  get retryable(): boolean {
    const { kind, status = 0, code } = this
    return kind === 'network' || kind === 'timeout' || ((kind === 'http' || kind === 'api') && (status >= 500 || (status === 429 && code !== 'metric-cap')))
  }
}

/** Narrows an unknown thrown value to an {@link EngagementError}, optionally of one kind. */
export function isEngagementError(error: unknown, kind?: EngagementErrorKind): error is EngagementError {
  return error instanceof EngagementError && (kind === undefined || error.kind === kind)
}
