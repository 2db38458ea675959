import { expect } from 'vitest'
import { createEngagementClient, type EngagementClient } from '../../src/core/createEngagementClient.js'
import { EngagementError, type EngagementErrorKind } from '../../src/core/EngagementError.js'
import type { EngagementClientConfig, Session } from '../../src/core/types.js'

export const BASE_URL = 'https://engage.example.com'
/** A signature distinctive enough to search for in messages. */
export const SIGNATURE = '0xfeedfacecafebeef5ec12e7000000000000000000000000000000000000000001b'
export const SESSION: Session = { address: '0x1111111111111111111111111111111111111111', signature: SIGNATURE }
export const USER = '0x2222222222222222222222222222222222222222'

type Reply = Response | Promise<Response>
type Handler = (request: Request, call: number) => Reply

/**
 * A fetch double of a service of the spec alone: it records every request it is handed and answers with `handler`
 * (or each of `replies` in turn); `GET /api/engagekit` is a 404, not recorded.
 */
export type FetchDouble = ((request: Request) => Promise<Response>) & {
  readonly calls: Request[]
  /** The URL of the n-th call. */
  url(n?: number): URL
  /** The parsed JSON body of the n-th call. */
  body(n?: number): Promise<unknown>
}

export function fetchDouble(handler: Handler | Reply[] = () => json({ success: true })): FetchDouble {
  const calls: Request[] = []
  const answer: Handler = Array.isArray(handler)
    ? (_request, call) => {
        const reply = handler[Math.min(call, handler.length - 1)]
        if (!reply) throw new Error('fetchDouble: no reply configured')
        return reply instanceof Response ? reply.clone() : reply
      }
    : handler
  const fetch = async (request: Request) => {
    // A service of the spec alone: no GET /api/engagekit (the client's one feature question is not counted).
    if (new URL(request.url).pathname.endsWith('/api/engagekit')) return json({ success: false, error: { code: 'not-found', message: 'Not found' } }, 404)
    calls.push(request)
    return answer(request, calls.length - 1)
  }
  const nth = (n = 0) => {
    const request = calls[n]
    if (!request) throw new Error(`fetchDouble: no call #${n} (got ${calls.length})`)
    return request
  }
  return Object.assign(fetch, {
    calls,
    url: (n?: number) => new URL(nth(n).url),
    body: async (n?: number): Promise<unknown> => JSON.parse(await nth(n).clone().text()),
  })
}

/** A JSON answer. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

/** A plain-text answer. */
export function text(body: string, status = 200, statusText?: string): Response {
  return new Response(body, { status, ...(statusText ? { statusText } : {}), headers: { 'content-type': 'text/plain' } })
}

/** A fetch that never answers (but honours the request's signal, like a real fetch). */
export function hangingFetch(): FetchDouble {
  return fetchDouble(
    (request) =>
      new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () => reject(new DOMException('This operation was aborted', 'AbortError')))
      }),
  )
}

/** A client over `fetch` with the test session and retries quick enough for tests. */
export function client(fetch: FetchDouble | ((request: Request) => Promise<Response>), config: Partial<EngagementClientConfig> = {}): EngagementClient {
  return createEngagementClient({ baseUrl: BASE_URL, session: SESSION, fetch, retry: { retries: 2, baseDelayMs: 1 }, ...config })
}

/** Awaits a rejection and checks it is an EngagementError of `kind`; returns it for further checks. */
export async function failure(promise: Promise<unknown>, kind: EngagementErrorKind): Promise<EngagementError> {
  const error = await promise.then(
    (value) => {
      throw new Error(`expected a '${kind}' failure, got ${JSON.stringify(value)}`)
    },
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(EngagementError)
  expect((error as EngagementError).kind).toBe(kind)
  return error as EngagementError
}

/** Asserts the signature shows up nowhere a user or a log would see it. */
export function expectNoSignature(error: EngagementError): void {
  expect(error.message).not.toContain(SIGNATURE)
  expect(String(error)).not.toContain(SIGNATURE)
  expect(error.stack ?? '').not.toContain(SIGNATURE)
  expect(error.serverMessage ?? '').not.toContain(SIGNATURE)
  expect(error.code ?? '').not.toContain(SIGNATURE)
  // What a logger prints of the causes, all the way down.
  for (let cause: unknown = error.cause, depth = 0; cause !== undefined && depth < 5; cause = (cause as Error).cause, depth++) {
    expect(cause instanceof Error ? `${cause.message} ${cause.stack}` : String(cause)).not.toContain(SIGNATURE)
  }
}
