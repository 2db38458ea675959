import * as v from 'valibot'
import { EngagementError } from '../EngagementError.js'
import type { CallOptions, EngagementClientConfig, Session, WriteResult } from '../types.js'
import { defaultTimeoutMs, maxTimerMs, resolveRetry, resolveTimeout } from './callPolicy.js'
import { redact } from './redact.js'
import { describeIssue } from './validateInput.js'

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

/** Where a reply keeps its payload. */
export type ReplyShape<TSchema extends v.GenericSchema> =
  /** `{ success: true, data }` */
  | { from: 'data'; schema: TSchema }
  /** `{ success: true, [key]: ... }`, e.g. row 8's `users`; `data` is accepted too. */
  | { from: 'key'; key: string; schema: TSchema }
  /** A plain array (row 21); `{ success: true, data: [...] }` is accepted too. */
  | { from: 'array'; schema: TSchema }

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
  /** The session the next call would use, if any. */
  session(): Promise<Session | null>
}

/** A session that can be sent: both parts present. */
function isUsableSession(session: Session | null | undefined): session is Session {
  return (
    typeof session === 'object' && session !== null &&
    typeof session.address === 'string' && session.address.trim() !== '' &&
    typeof session.signature === 'string' && session.signature.trim() !== ''
  )
}

/** A `{ success: false }` body: the service refused, whatever shape its error detail takes. */
function serviceErrorOf(body: unknown): { code: string | undefined; message: string | undefined } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const record = body as Record<string, unknown>
  if (record['success'] !== false) return undefined
  const text = (value: unknown): string | undefined =>
    typeof value === 'string' && value.trim() !== '' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined
  const error = record['error']
  const detail = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : undefined
  return {
    code: text(detail?.['code']),
    message: (typeof error === 'string' ? text(error) : text(detail?.['message'])) ?? text(record['message']),
  }
}

/** Creates the transport behind {@link createEngagementClient}. */
export function createTransport(config: EngagementClientConfig): Transport {
  if (!isHttpUrl(config.baseUrl)) {
    throw new EngagementError('baseUrl must be an http(s) URL', { kind: 'invalid-input', field: 'baseUrl' })
  }
  const baseUrl = config.baseUrl.replace(/\/+$/, '')
  const timeoutMs = resolveTimeout(config.timeoutMs, defaultTimeoutMs)
  const retry = resolveRetry(config.retry)
  const doFetch = config.fetch ?? ((request: Request) => globalThis.fetch(request))

  async function currentSession(options?: CallOptions): Promise<Session | null> {
    if (options?.session !== undefined) return options.session
    const source = config.session
    const session = typeof source === 'function' ? await source() : source
    return session ?? null
  }

  /** The session for one request; a session function that throws is reported like a missing session. */
  async function requestSession(endpoint: string, options: CallOptions | undefined): Promise<Session | null> {
    try {
      return await currentSession(options)
    } catch (error) {
      if (error instanceof EngagementError) throw error
      throw new EngagementError(`${endpoint}: the session could not be read`, { kind: 'invalid-input', endpoint, field: 'session', cause: error })
    }
  }

  async function buildRequest(request: EndpointRequest, options: CallOptions | undefined, signal: AbortSignal, secrets: Set<string>): Promise<Request> {
    const segments = request.path.map(String)
    if (segments.some((segment) => segment === '.' || segment === '..' || segment === '')) {
      // The URL parser would resolve these and send the request to another endpoint.
      throw new EngagementError(`${request.endpoint}: a path segment is empty or a dot segment`, { kind: 'invalid-input', endpoint: request.endpoint })
    }
    const url = new URL(`${baseUrl}/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`)
    if (request.auth !== 'none') {
      const session = await requestSession(request.endpoint, options)
      if (isUsableSession(session)) {
        secrets.add(session.signature)
        url.searchParams.set('address', session.address)
        url.searchParams.set('signature', session.signature)
      } else if (request.auth !== 'optional') {
        throw new EngagementError(`${request.endpoint}: this call needs a signed-in session (address and signature)`, {
          kind: 'invalid-input',
          endpoint: request.endpoint,
          field: 'session',
        })
      }
    }
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value)
    }
    const init: RequestInit = { method: request.method, signal, headers: { accept: 'application/json' } }
    if (request.body !== undefined) {
      init.body = JSON.stringify(request.body)
      init.headers = { accept: 'application/json', 'content-type': 'application/json' }
    }
    return new Request(url, init)
  }

  /** One attempt: sends, waits at most the timeout, maps every failure to an EngagementError, returns the parsed JSON. */
  async function attempt(request: EndpointRequest, options: CallOptions | undefined, secrets: Set<string>): Promise<{ status: number; body: unknown }> {
    const { endpoint } = request
    const external = options?.signal
    if (external?.aborted) throw new EngagementError(`${endpoint}: cancelled`, { kind: 'aborted', endpoint })
    const controller = new AbortController()
    const limit = resolveTimeout(options?.timeoutMs, timeoutMs)
    let reason: 'timeout' | 'aborted' | undefined
    let rejectStop: (error: EngagementError) => void = () => {}
    const stopped = new Promise<never>((_, reject) => (rejectStop = reject))
    const stop = (why: 'timeout' | 'aborted') => {
      reason ??= why
      controller.abort()
      rejectStop(
        why === 'timeout'
          ? new EngagementError(`${endpoint}: no answer within ${limit} ms`, { kind: 'timeout', endpoint })
          : new EngagementError(`${endpoint}: cancelled`, { kind: 'aborted', endpoint }),
      )
    }
    const onAbort = () => stop('aborted')
    external?.addEventListener('abort', onAbort, { once: true })
    const timer = limit === undefined ? undefined : setTimeout(() => stop('timeout'), limit)
    stopped.catch(() => {})
    try {
      // The session may come from a function that takes its time: the timeout and the signal cover it too.
      const building = buildRequest(request, options, controller.signal, secrets)
      building.catch(() => {})
      const httpRequest = await Promise.race([building, stopped])
      if (reason) return await stopped
      let response: Response
      try {
        response = await Promise.race([doFetch(httpRequest), stopped])
      } catch (error) {
        if (error instanceof EngagementError) throw error
        if (reason) return await stopped
        throw new EngagementError(`${endpoint}: the service could not be reached`, { kind: 'network', endpoint, cause: error })
      }
      if (typeof response !== 'object' || response === null || typeof response.text !== 'function') {
        throw new EngagementError(`${endpoint}: fetch did not return a Response`, { kind: 'invalid-response', endpoint })
      }
      const text = await Promise.race([response.text(), stopped]).catch((error: unknown) => {
        if (error instanceof EngagementError) throw error
        throw new EngagementError(`${endpoint}: the connection broke while reading the reply`, { kind: 'network', endpoint, status: response.status, cause: error })
      })
      let body: unknown = undefined
      let parsed = text.trim() === ''
      if (!parsed) {
        try {
          body = JSON.parse(text)
          parsed = true
        } catch {
          parsed = false
        }
      }
      const serviceError = serviceErrorOf(body)
      if (serviceError) {
        const { code, message: serverMessage } = serviceError
        throw new EngagementError(`${endpoint}: ${serverMessage ?? `the service refused the request (HTTP ${response.status})`}`, {
          kind: 'api',
          endpoint,
          status: response.status,
          code,
          serverMessage,
        })
      }
      if (!response.ok) {
        throw new EngagementError(`${endpoint}: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, {
          kind: 'http',
          endpoint,
          status: response.status,
        })
      }
      if (!parsed) {
        throw new EngagementError(`${endpoint}: the reply is not JSON`, { kind: 'invalid-response', endpoint, status: response.status })
      }
      return { status: response.status, body }
    } finally {
      if (timer !== undefined) clearTimeout(timer)
      external?.removeEventListener('abort', onAbort)
    }
  }

  /** One attempt plus the check of its reply; whatever fails, the signatures the request carried stay out of the error. */
  async function exchange<T>(request: EndpointRequest, options: CallOptions | undefined, check: (reply: { status: number; body: unknown }) => T): Promise<T> {
    const secrets = new Set<string>()
    if (options?.session?.signature) secrets.add(options.session.signature)
    if (request.query?.['signature']) secrets.add(request.query['signature'])
    try {
      return check(await attempt(request, options, secrets))
    } catch (error) {
      throw redact(error, secrets)
    }
  }

  function sleep(ms: number, signal: AbortSignal | undefined, endpoint: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const cancelled = () => new EngagementError(`${endpoint}: cancelled`, { kind: 'aborted', endpoint })
      if (signal?.aborted) return reject(cancelled())
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, Math.min(ms, maxTimerMs))
      const onAbort = () => {
        clearTimeout(timer)
        reject(cancelled())
      }
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  async function withRetry<T>(request: EndpointRequest, options: CallOptions | undefined, run: () => Promise<T>): Promise<T> {
    for (let failures = 0; ; failures++) {
      try {
        return await run()
      } catch (error) {
        if (!(error instanceof EngagementError) || !error.retryable || failures >= retry.retries) throw error
        const delay = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** failures)
        await sleep(delay / 2 + Math.random() * (delay / 2), options?.signal, request.endpoint)
      }
    }
  }

  function invalid(endpoint: string, status: number, message: string, field?: string): EngagementError {
    return new EngagementError(`${endpoint}: unexpected reply: ${message}`, { kind: 'invalid-response', endpoint, status, field })
  }

  return {
    session: () => currentSession(),

    read(request, reply, options) {
      return withRetry(request, options, () =>
        exchange(request, options, ({ status, body }) => {
          const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined
          let payload: unknown
          if (reply.from === 'array' && Array.isArray(body)) payload = body
          else if (!record) throw invalid(request.endpoint, status, 'expected a JSON object')
          else if (reply.from === 'key' && record[reply.key] !== undefined) payload = record[reply.key]
          else if (record['data'] !== undefined) payload = record['data']
          else throw invalid(request.endpoint, status, `success without ${reply.from === 'key' ? `\`${reply.key}\`` : '`data`'}`)
          const result = v.safeParse(reply.schema, payload)
          if (!result.success) {
            const issue = result.issues[0]
            const where = issue ? v.getDotPath(issue) : null
            throw invalid(request.endpoint, status, describeIssue(issue, where ? `data.${where}` : 'data'), where ? `data.${where}` : 'data')
          }
          return result.output
        }),
      )
    },

    async write<TSchema extends v.GenericSchema | undefined>(request: EndpointRequest, dataSchema: TSchema, options?: CallOptions) {
      type Data = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : never
      return exchange(request, options, ({ body }) => {
        const data = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['data'] : undefined
        if (dataSchema === undefined || data === undefined) return { success: true } as WriteResult<Data>
        // The service acknowledged the write: a record we cannot read is left out rather than reported as a failure.
        const result = v.safeParse(dataSchema, data)
        return (result.success ? { success: true, data: result.output } : { success: true }) as WriteResult<Data>
      })
    },
  }
}

/** True for a string that parses as an absolute http(s) URL. */
function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}
