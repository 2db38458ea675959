/** Who is calling: the wallet address and the signature registered for it with row 25. */
export type Session = {
  address: string
  signature: string
}

/** A session, or a function that returns the current one (it may change, e.g. after sign-in). */
export type SessionSource = Session | null | undefined | (() => Session | null | undefined | Promise<Session | null | undefined>)

/** How reads are retried on network errors, timeouts, 429 and 5xx answers. Writes are never retried. */
export type RetryOptions = {
  /** Retries after the first try; default 2. */
  retries?: number
  /** Delay before the first retry, doubled each time (with jitter); default 300 ms. */
  baseDelayMs?: number
  /** Upper bound for one delay; default 5000 ms. */
  maxDelayMs?: number
}

/** Options of {@link createEngagementClient}. */
export type EngagementClientConfig = {
  /** The service root; paths start with `/api` below it, e.g. `https://engage.example.com`. */
  baseUrl: string
  /**
   * The caller's session: sent as the headers `x-engagekit-address` and `x-engagekit-signature` to a service that
   * takes them (engagekit's server and sandbox: `GET /api/engagekit` lists `header-session`, asked once before the
   * first signed call), else as the spec's `address` and `signature` query parameters.
   */
  session?: SessionSource
  /**
   * An API key of an entity (engagekit's servers; owners create them), sent as `Authorization: Bearer <key>` to
   * `baseUrl` only, instead of a session: for servers and bots that award points. It reads its entity and
   * increments its counters; nothing else.
   */
  apiKey?: string | undefined
  /** Any fetch implementation: the global fetch (default), a sandbox's handler, a test double. */
  fetch?: (request: Request) => Promise<Response>
  /** Time before a call fails with kind 'timeout'; default 15000 ms. */
  timeoutMs?: number
  /** Retry policy for reads; `false` or `0` disables retries. */
  retry?: RetryOptions | number | false
}

/** Per-call options every client method takes. */
export type CallOptions = {
  /** Cancels the call; it then rejects with kind 'aborted'. */
  signal?: AbortSignal | undefined
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number | undefined
  /** Overrides the client's session for this call. */
  session?: Session | null | undefined
  /**
   * For increments (rows 3 and 4): sent as `Idempotency-Key`, so a write sent again (after a lost answer, a crash)
   * counts once on services that support keys. 1 to 255 printable ASCII characters; one per distinct write.
   */
  idempotencyKey?: string | undefined
}

/** What a write resolves to: the service's acknowledgement and, when it sends one, the changed record. */
export type WriteResult<TData = unknown> = {
  success: true
  data?: TData | undefined
}
