import * as v from './schema.js'
import { EngagementError, type EngagementErrorKind, type EngagementErrorOptions } from '../EngagementError.js'
import { isPlainObject } from '../schemas/primitives.js'
import type { CallOptions, EngagementClientConfig, Session, WriteResult } from '../types.js'
import { defaultTimeoutMs, maxTimerMs, resolveRetry, resolveTimeout } from './callPolicy.js'
import { redact } from './redact.js'
import { validateInput } from './validateInput.js'

/** Which session parameters an endpoint takes (spec section 4 and 5). */
export type AuthMode =
  /** address* and signature*. */
  | 'required'
  /** signature* and address optional; engagekit sends both. */
  | 'signature'
  /** address and signature sent when there is a session, the call works without. */
  | 'optional'
  /** No session parameters (row 25 carries its own). */
  | 'none'

/**
 * Where a read's reply keeps its payload: `{ success: true, [key]: ... }`, `key` being `data` unless the spec names
 * another (row 8's `users`); `data` is accepted too. A plain JSON array is a payload of its own (row 21).
 */
export type ReplyShape<TSchema extends v.GenericSchema> = { schema: TSchema; key?: string | undefined }

/** A request as an endpoint describes it. */
export type EndpointRequest = {
  /** The client method name, used in errors. */
  endpoint: string
  method: 'GET' | 'POST'
  /** Path segments after the base URL; each is URL-encoded. */
  path: readonly (string | number)[]
  query?: Record<string, string | undefined> | undefined
  body?: unknown
  auth: AuthMode
}

/** Sends requests for the client: session, timeout, retries, error mapping and reply checks. */
export type Transport = {
  /** A read: retried on failures worth retrying; the reply's payload is checked against `reply.schema`. */
  read<TSchema extends v.GenericSchema>(request: EndpointRequest, reply: ReplyShape<TSchema>, options?: CallOptions): Promise<v.InferOutput<TSchema>>
  /** A write: never retried; resolves to the acknowledgement, with `data` when it matches `dataSchema`. */
  write<TSchema extends v.GenericSchema | undefined>(
    request: EndpointRequest,
    dataSchema: TSchema,
    options?: CallOptions,
  ): Promise<WriteResult<TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : never>>
  /**
   * Opens a stream (`text/event-stream`) with the caller's credentials, as a read would send them, and `headers`
   * besides: the answer when it is one, else the refusal as an EngagementError. Not retried, no timeout.
   */
  open(request: Omit<EndpointRequest, 'method' | 'body'>, headers: Record<string, string>, signal: AbortSignal, options?: CallOptions): Promise<Response>
  /** The session the next call would use, if any. */
  session(): Promise<Session | null>
  /** The service root, without a trailing slash. */
  baseUrl: string
}

type Reply = { status: number; body: unknown }

/** An error of one call, its message starting with the call's name. */
const fail = (endpoint: string, kind: EngagementErrorKind, message: string, details?: Omit<EngagementErrorOptions, 'kind' | 'endpoint'>) =>
  new EngagementError(`${endpoint}: ${message}`, { kind, endpoint, ...details })

/** Runs `step` on a later tick, so whatever it throws becomes a rejection. */
const later = <T,>(step: () => T | Promise<T>) => Promise.resolve().then(step)

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/** A `{ success: false }` body: the service refused, whatever shape its error detail takes. */
function refusalOf(body: unknown): { code: string | undefined; message: string | undefined; field: string | undefined } | undefined {
  if (!isPlainObject(body) || body['success'] !== false) return undefined
  const text = (value: unknown) => (filled(value) ? value : Number.isFinite(value) ? String(value) : undefined)
  const error = body['error']
  const detail = isPlainObject(error) ? error : {}
  return { code: text(detail['code']), message: text(typeof error === 'string' ? error : detail['message']) ?? text(body['message']), field: text(detail['field']) }
}

/**
 * Settles like `work`, unless the caller's `signal` aborts first ('aborted') or `ms` pass: then it rejects with
 * `expired`, or resolves when there is none (a wait). `work` gets a signal that is aborted once the call is over, so
 * a fetch is cancelled; a fetch or session lookup that ignores it still cannot outlast the call.
 */
function guard<T>(endpoint: string, signal: AbortSignal | undefined, ms: number | undefined, work: (signal: AbortSignal) => Promise<T>, expired?: EngagementError): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const controller = new AbortController()
    const end = (error?: EngagementError) => {
      if (error) reject(error)
      else resolve(undefined as T)
      clearTimeout(timer)
      signal?.removeEventListener('abort', cancel)
      controller.abort()
    }
    const cancel = () => end(fail(endpoint, 'aborted', 'cancelled'))
    const timer = ms === undefined ? undefined : setTimeout(() => end(expired), ms)
    if (signal?.aborted) return cancel()
    signal?.addEventListener('abort', cancel)
    // The first settlement wins: `end` after `resolve`/`reject` only cleans up.
    work(controller.signal).then(
      (value) => (resolve(value), end()),
      (error: unknown) => (reject(error), end()),
    )
  })
}

/** Creates the transport behind {@link createEngagementClient}. */
export function createTransport(config: EngagementClientConfig): Transport {
  let valid = false
  try {
    valid = typeof config.baseUrl === 'string' && /^https?:\/\//i.test(config.baseUrl) && Boolean(new URL(config.baseUrl))
  } catch {
    // not a URL
  }
  if (!valid) throw new EngagementError('baseUrl must be an http(s) URL', { kind: 'invalid-input', field: 'baseUrl' })
  const baseUrl = config.baseUrl.replace(/\/+$/, '')
  const timeoutMs = resolveTimeout(config.timeoutMs, defaultTimeoutMs)
  const retry = resolveRetry(config.retry)
  const doFetch = config.fetch ?? ((request: Request) => globalThis.fetch(request))
  const apiKey = config.apiKey?.trim() || undefined
  if (config.apiKey !== undefined && (apiKey === undefined || /[\s]/.test(apiKey))) {
    throw new EngagementError('apiKey must be a key as the service gave it (no spaces)', { kind: 'invalid-input', field: 'apiKey' })
  }

  // What the service offers (GET /api/engagekit) is asked once per client, whoever asks first: a session about to be
  // sent, or getServiceInfo. The answer is kept when it is one (200, or a 4xx other than 408 and 429: a service of the
  // spec alone); a failure is asked again next time.
  let offered: Promise<Response> | undefined
  const infoPath = `${new URL(baseUrl).pathname.replace(/\/+$/, '')}/api/engagekit`
  const fetchShared = (request: Request): Promise<Response> => {
    if (request.method !== 'GET' || new URL(request.url).pathname !== infoPath) return doFetch(request)
    const asked = (offered ??= later(() => doFetch(new Request(`${baseUrl}/api/engagekit`, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs ?? maxTimerMs) }))))
    asked.then(
      (response) => void (response?.status >= 500 || response?.status === 408 || response?.status === 429 || !(response?.status >= 200) ? (offered = undefined) : 0),
      () => void (offered = undefined),
    )
    return asked.then((response) => response.clone())
  }
  // Whether the session goes in headers, kept out of URLs: when the service lists `header-session`.
  const takesHeaderSession = () =>
    fetchShared(new Request(`${baseUrl}/api/engagekit`))
      .then((response) => (response.ok ? response.json() : undefined))
      .then(
        (reply: unknown) => isPlainObject(reply) && isPlainObject(reply['data']) && Array.isArray(reply['data']['features']) && reply['data']['features'].includes('header-session'),
        () => false,
      )

  async function currentSession(options?: CallOptions): Promise<Session | null> {
    if (options?.session !== undefined) return options.session
    const source = config.session
    return (typeof source === 'function' ? await source() : source) ?? null
  }

  /**
   * The URL and headers of a request: its path and query, and the caller's credentials (an API key, or the session in
   * headers where the service takes them there, else in the query). Signatures sent are added to `secrets`.
   */
  async function addressed({ endpoint, path, query, auth }: Omit<EndpointRequest, 'method' | 'body'>, options: CallOptions | undefined, secrets: Set<string>) {
    // Path parameters were checked by the endpoint (never blank, never a dot segment the URL parser would resolve).
    const url = new URL(`${baseUrl}/${path.map(encodeURIComponent).join('/')}`)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (auth !== 'none' && apiKey !== undefined) {
      headers['authorization'] = `Bearer ${apiKey}`
    } else if (auth !== 'none') {
      const session = await currentSession(options).catch((error: unknown) => {
        throw error instanceof EngagementError ? error : fail(endpoint, 'invalid-input', 'the session could not be read', { field: 'session', cause: error })
      })
      if (filled(session?.address) && filled(session.signature)) {
        secrets.add(session.signature)
        if (await takesHeaderSession()) {
          headers['x-engagekit-address'] = session.address
          headers['x-engagekit-signature'] = session.signature
        } else {
          url.searchParams.set('address', session.address)
          url.searchParams.set('signature', session.signature)
        }
      } else if (auth !== 'optional') {
        throw fail(endpoint, 'invalid-input', 'needs a signed-in session', { field: 'session' })
      }
    }
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(key, value)
    return { url, headers }
  }

  /**
   * One attempt: sends, waits at most the timeout, maps every failure to an EngagementError, and hands the parsed
   * JSON to `check`. Whatever fails, the signatures the request carried stay out of the error.
   */
  function attempt<T>({ endpoint, method, path, query, body, auth }: EndpointRequest, options: CallOptions | undefined, check: (reply: Reply) => T): Promise<T> {
    // Row 25 carries its signature in the query; a session's is added when it is sent. (Blank ones are never searched for.)
    const secrets = new Set<string>([query?.['signature'] ?? '', apiKey ?? ''])
    const limit = resolveTimeout(options?.timeoutMs, timeoutMs)
    const broken = (message: string, status?: number) => (error: unknown) => {
      throw error instanceof EngagementError ? error : fail(endpoint, 'network', message, { status, cause: error })
    }
    const send = async (signal: AbortSignal): Promise<Reply> => {
      const { url, headers } = await addressed({ endpoint, path, query, auth }, options, secrets)
      // The call ended while the session was looked up: nothing is sent.
      signal.throwIfAborted()
      // A file goes as it is, with its own type; anything else as JSON.
      const file = typeof Blob !== 'undefined' && body instanceof Blob
      if (body !== undefined) headers['content-type'] = file ? body.type || 'application/octet-stream' : 'application/json'
      if (options?.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey
      // JSON.stringify(undefined) is undefined: no body.
      const request = new Request(url, { method, signal, headers, body: file ? body : JSON.stringify(body) })
      const response = await later(() => fetchShared(request)).catch(broken('the service could not be reached'))
      if (typeof response?.text !== 'function') throw fail(endpoint, 'invalid-response', 'fetch gave no Response')
      const { status } = response
      // Retry-After, in seconds or as an HTTP date (one in the past is 0): how long a read waits, and a tracker.
      const retryAfter = response.headers?.get('retry-after')
      const wait = retryAfter ? +retryAfter * 1000 || Date.parse(retryAfter) - Date.now() : undefined
      // Neither comparison holds for undefined or NaN (a header that is neither form): no wait asked.
      const retryAfterMs = wait! < 0 ? 0 : wait! >= 0 ? wait : undefined
      const text = await later(() => response.text()).catch(broken('the reply was cut off', status))
      let reply: unknown
      let json = true
      try {
        reply = text.trim() === '' ? undefined : JSON.parse(text)
      } catch {
        json = false
      }
      const refusal = refusalOf(reply)
      if (refusal) {
        throw fail(endpoint, 'api', refusal.message ?? `the service refused (HTTP ${status})`, { status, code: refusal.code, serverMessage: refusal.message, field: refusal.field, retryAfterMs })
      }
      if (!response.ok) throw fail(endpoint, 'http', `HTTP ${status}`, { status, retryAfterMs })
      if (!json) throw fail(endpoint, 'invalid-response', 'the reply is not JSON', { status })
      return { status, body: reply }
    }
    return guard(endpoint, options?.signal, limit, send, fail(endpoint, 'timeout', `no answer within ${limit} ms`))
      .then(check)
      .catch((error: unknown) => {
        // Anything else went wrong while the request was made, e.g. a body that JSON cannot hold (a BigInt, a cycle).
        throw redact(error instanceof EngagementError ? error : fail(endpoint, 'invalid-input', String(error), { cause: error }), secrets)
      })
  }

  return {
    baseUrl,
    session: () => currentSession(),

    async open(request, extraHeaders, signal, options) {
      const { endpoint } = request
      const secrets = new Set<string>([apiKey ?? ''])
      try {
        const { url, headers } = await addressed(request, options, secrets)
        signal.throwIfAborted()
        const sent = new Request(url, { method: 'GET', signal, headers: { ...headers, ...extraHeaders, accept: 'text/event-stream' } })
        const response = await later(() => fetchShared(sent)).catch((error: unknown) => {
          throw signal.aborted ? fail(endpoint, 'aborted', 'cancelled') : fail(endpoint, 'network', 'the service could not be reached', { cause: error })
        })
        if (typeof response?.text !== 'function') throw fail(endpoint, 'invalid-response', 'fetch gave no Response')
        const { status } = response
        const type = response.headers.get('content-type') ?? ''
        if (response.ok && /^text\/event-stream\s*(?:;|$)/i.test(type) && response.body) return response
        const text = await response.text().catch(() => '')
        let reply: unknown
        try {
          reply = JSON.parse(text)
        } catch {
          // not JSON
        }
        const refusal = refusalOf(reply)
        // Retry-After in seconds: how long a reconnection waits at least (a 429 of too many streams).
        const retryAfterMs = Number(response.headers.get('retry-after')) * 1000 || undefined
        if (refusal) throw fail(endpoint, 'api', refusal.message ?? `the service refused (HTTP ${status})`, { status, code: refusal.code, serverMessage: refusal.message, field: refusal.field, retryAfterMs })
        if (!response.ok) throw fail(endpoint, 'http', `HTTP ${status}`, { status, retryAfterMs })
        throw fail(endpoint, 'invalid-response', 'the reply is not an event stream', { status })
      } catch (error) {
        throw redact(error instanceof EngagementError ? error : fail(endpoint, 'invalid-input', String(error), { cause: error }), secrets)
      }
    },

    async read(request, reply, options) {
      for (let failures = 0; ; failures++) {
        try {
          return await attempt(request, options, ({ status, body }) => {
            const key = reply.key ?? 'data'
            // A plain JSON array is a payload of its own; anything else that is not an object holds none.
            const payload: unknown = isPlainObject(body) ? (body[key] ?? body['data']) : Array.isArray(body) ? body : undefined
            if (payload === undefined) throw fail(request.endpoint, 'invalid-response', `unexpected reply: no \`${key}\``, { status })
            return validateInput(request.endpoint, reply.schema, payload, status)
          })
        } catch (error) {
          if (!(error instanceof EngagementError && error.retryable) || failures >= retry.retries) throw error
          // The service's Retry-After when it sent one, else a jittered exponential backoff; both capped by maxDelayMs.
          // A wait the caller's signal can cut short.
          const delay = Math.min(retry.maxDelayMs, error.retryAfterMs ?? (retry.baseDelayMs * 2 ** failures * (1 + Math.random())) / 2, maxTimerMs)
          await guard(request.endpoint, options?.signal, delay, () => new Promise<void>(() => {}))
        }
      }
    },

    async write<TSchema extends v.GenericSchema | undefined>(request: EndpointRequest, dataSchema: TSchema, options?: CallOptions) {
      type Data = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : never
      return attempt(request, options, ({ status, body }) => {
        // Only `success: true` acknowledges a write: an empty reply, `{}` or `"success": "no"` may mean it never happened.
        const reply = body as { success?: unknown; data?: unknown } | undefined
        if (reply?.success !== true) throw fail(request.endpoint, 'invalid-response', 'unexpected reply: no `success: true`', { status })
        // The service acknowledged the write: a record we cannot read is left out rather than reported as a failure.
        const result = dataSchema && reply.data !== undefined ? v.safeParse(dataSchema, reply.data) : undefined
        return (result?.success ? { success: true, data: result.output } : { success: true }) as WriteResult<Data>
      })
    },
  }
}
