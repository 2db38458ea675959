import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EngagementError } from '../../src/core/index.js'
import { SESSION, USER, client, failure, fetchDouble, hangingFetch, json, text } from './fetchDouble.js'

const metrics = { success: true, data: [{ metric: 'posts', counter: 3 }] }
const readMetrics = { entityId: 'e1', userAddress: USER }
const increment = { entityId: 'e1', userAddress: USER, metric: 'posts', count: 1 }
const offline = () => fetchDouble(() => Promise.reject(new TypeError('fetch failed')))

/** A promise and whether it has settled yet, for tests that move a fake clock. */
function settled<T>(promise: Promise<T>): { promise: Promise<T>; readonly done: boolean } {
  let done = false
  promise.then(
    () => (done = true),
    () => (done = true),
  )
  return {
    promise,
    get done() {
      return done
    },
  }
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('timeout', () => {
  it('fails with kind timeout after timeoutMs when the service never answers', async () => {
    vi.useFakeTimers()
    const fetch = hangingFetch()
    const outcome = settled(client(fetch, { timeoutMs: 50, retry: false }).getUserMetrics(readMetrics))
    await vi.advanceTimersByTimeAsync(49)
    expect(outcome.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const error = await failure(outcome.promise, 'timeout')
    expect(error.endpoint).toBe('getUserMetrics')
    expect(fetch.calls).toHaveLength(1)
    expect(fetch.calls[0]?.signal.aborted).toBe(true)
  })

  it('times out even when fetch ignores the abort signal', async () => {
    const fetch = fetchDouble(() => new Promise<Response>(() => {}))
    await failure(client(fetch, { timeoutMs: 30, retry: false }).getEntity({ entityId: 'e1' }), 'timeout')
  })

  it('times out while the reply body is still arriving', async () => {
    const stalled = () => new Response(new ReadableStream({ start: () => {} }), { status: 200 })
    await failure(client(fetchDouble(stalled), { timeoutMs: 30, retry: false }).getEntity({ entityId: 'e1' }), 'timeout')
  })

  it('uses the per-call timeout over the client one', async () => {
    vi.useFakeTimers()
    const pending = client(hangingFetch(), { timeoutMs: 60_000, retry: false }).getEntity({ entityId: 'e1' }, { timeoutMs: 1_000 })
    const settled = failure(pending, 'timeout')
    await vi.advanceTimersByTimeAsync(1_000)
    await settled
  })

  it('retries a read that timed out, per the retry policy', async () => {
    const fetch = hangingFetch()
    await failure(client(fetch, { timeoutMs: 20, retry: { retries: 2, baseDelayMs: 1 } }).getUserMetrics(readMetrics), 'timeout')
    expect(fetch.calls).toHaveLength(3)
  })

  it('does not retry a write that timed out', async () => {
    const fetch = hangingFetch()
    await failure(client(fetch, { timeoutMs: 20 }).incrementMetric(increment), 'timeout')
    expect(fetch.calls).toHaveLength(1)
  })

  it('treats a timeout too large for a timer as no timeout rather than an immediate one', async () => {
    const fetch = fetchDouble(() => new Promise((resolve) => setTimeout(() => resolve(json(metrics)), 20)))
    await expect(client(fetch, { timeoutMs: Number.POSITIVE_INFINITY }).getUserMetrics(readMetrics)).resolves.toHaveLength(1)
    await expect(client(fetch, { timeoutMs: 2 ** 40 }).getUserMetrics(readMetrics)).resolves.toHaveLength(1)
  })
})

describe('network failures', () => {
  it('maps a rejected fetch to kind network and retries reads', async () => {
    const fetch = offline()
    const error = await failure(client(fetch).getUserMetrics(readMetrics), 'network')
    expect(error.retryable).toBe(true)
    expect(fetch.calls).toHaveLength(3)
  })

  it('never retries a write', async () => {
    const fetch = offline()
    await failure(client(fetch).incrementMetric(increment), 'network')
    expect(fetch.calls).toHaveLength(1)
  })

  it('a read succeeds once the network is back', async () => {
    const fetch = fetchDouble((_request, call) => (call === 0 ? Promise.reject(new TypeError('fetch failed')) : json(metrics)))
    await expect(client(fetch).getUserMetrics(readMetrics)).resolves.toEqual([{ metric: 'posts', counter: 3 }])
    expect(fetch.calls).toHaveLength(2)
  })
})

describe('retries on server errors', () => {
  it('retries a read after a 500 and returns the later success', async () => {
    const fetch = fetchDouble([text('boom', 500), json(metrics)])
    await expect(client(fetch).getUserMetrics(readMetrics)).resolves.toEqual([{ metric: 'posts', counter: 3 }])
    expect(fetch.calls).toHaveLength(2)
  })

  it('gives up after `retries` retries with the last failure', async () => {
    const fetch = fetchDouble([text('down', 503)])
    const error = await failure(client(fetch, { retry: { retries: 1, baseDelayMs: 1 } }).listEntityMetrics({ entityId: 'e1' }), 'http')
    expect(error.status).toBe(503)
    expect(fetch.calls).toHaveLength(2)
  })

  it('retries an api error with a 5xx status and a 429', async () => {
    const fetch = fetchDouble([json({ success: false, error: 'busy' }, 503), text('slow down', 429), json(metrics)])
    await expect(client(fetch).getUserMetrics(readMetrics)).resolves.toHaveLength(1)
    expect(fetch.calls).toHaveLength(3)
  })

  it('`retry: false` and `retry: 0` disable retries', async () => {
    for (const retry of [false, 0] as const) {
      const fetch = fetchDouble([text('boom', 500), json(metrics)])
      await failure(client(fetch, { retry }).getUserMetrics(readMetrics), 'http')
      expect(fetch.calls).toHaveLength(1)
    }
  })

  it('a number sets the retry count', async () => {
    const fetch = offline()
    await failure(client(fetch, { retry: 1 }).getUserMetrics(readMetrics), 'network')
    expect(fetch.calls).toHaveLength(2)
  })

  it('does not retry a 4xx', async () => {
    const fetch = fetchDouble([text('nope', 404), json(metrics)])
    const error = await failure(client(fetch).getUserMetrics(readMetrics), 'http')
    expect(error.status).toBe(404)
    expect(fetch.calls).toHaveLength(1)
  })

  it('does not retry a write after a 500', async () => {
    const fetch = fetchDouble([text('boom', 500), json({ success: true })])
    await failure(client(fetch).incrementMetric(increment), 'http')
    expect(fetch.calls).toHaveLength(1)
  })

  it('waits with growing backoff between retries', async () => {
    vi.useFakeTimers()
    // Equal jitter: each delay is half the backoff plus a random part of the other half; halfway here.
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const at: number[] = []
    const fetch = fetchDouble(() => (at.push(Date.now()), Promise.reject(new TypeError('fetch failed'))))
    const outcome = settled(client(fetch, { retry: { retries: 2, baseDelayMs: 60 } }).getUserMetrics(readMetrics))
    await vi.advanceTimersByTimeAsync(44)
    expect(at).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(at).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(89)
    expect(at).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(1)
    await failure(outcome.promise, 'network')
    const [first = 0, second = 0, third = 0] = at
    expect(at).toHaveLength(3)
    expect(second - first).toBe(45)
    expect(third - second).toBe(90)
  })

  it('caps each delay at maxDelayMs', async () => {
    vi.useFakeTimers()
    vi.spyOn(Math, 'random').mockReturnValue(0.999)
    const fetch = offline()
    const outcome = settled(client(fetch, { retry: { retries: 2, baseDelayMs: 10_000, maxDelayMs: 20 } }).getUserMetrics(readMetrics))
    await vi.advanceTimersByTimeAsync(40)
    expect(outcome.done).toBe(true)
    await failure(outcome.promise, 'network')
    expect(fetch.calls).toHaveLength(3)
  })

  it('waits as long as a 429 or 503 asks with Retry-After (seconds), capped by maxDelayMs', async () => {
    vi.useFakeTimers()
    const limited = (seconds: string, status = 429) => new Response(JSON.stringify({ success: false, error: { code: 'rate-limited', message: 'slow down' } }), { status, headers: { 'retry-after': seconds } })
    const at: number[] = []
    const fetch = fetchDouble(() => (at.push(Date.now()), at.length === 1 ? limited('0.3') : json({ success: true, data: [] })))
    const asked = settled(client(fetch, { retry: { retries: 1, baseDelayMs: 1 } }).listEntityMetrics({ entityId: 'e1' }))
    await vi.advanceTimersByTimeAsync(299)
    expect(at).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(asked.promise).resolves.toEqual([])
    expect(at[1]! - at[0]!).toBe(300)
    // An hour asked for, capped at 30 ms.
    const capped = fetchDouble([limited('3600', 503), json({ success: true, data: [] })])
    const cappedCall = settled(client(capped, { retry: { retries: 1, baseDelayMs: 1, maxDelayMs: 30 } }).listEntityMetrics({ entityId: 'e1' }))
    await vi.advanceTimersByTimeAsync(30)
    expect(cappedCall.done).toBe(true)
    await expect(cappedCall.promise).resolves.toEqual([])
    // An HTTP date counts from now; one in the past means now. The header has whole seconds: the clock stands at a
    // whole second here, so two seconds from now is exactly 2,000 ms.
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'))
    const dated: number[] = []
    const inAWhile = () => new Date(Date.now() + 2_000).toUTCString()
    const datedFetch = fetchDouble(() => (dated.push(Date.now()), dated.length === 1 ? limited(inAWhile()) : json({ success: true, data: [] })))
    const datedCall = settled(client(datedFetch, { retry: { retries: 1, baseDelayMs: 1 } }).listEntityMetrics({ entityId: 'e1' }))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(dated).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await expect(datedCall.promise).resolves.toEqual([])
    expect(dated[1]! - dated[0]!).toBe(2_000)
    const past = fetchDouble([limited('Wed, 21 Oct 2015 07:28:00 GMT'), json({ success: true, data: [] })])
    const pastCall = settled(client(past, { retry: { retries: 1, baseDelayMs: 60_000 } }).listEntityMetrics({ entityId: 'e1' }))
    await vi.advanceTimersByTimeAsync(0)
    await expect(pastCall.promise).resolves.toEqual([])
  })

  it('puts the Retry-After it was sent on the error, in milliseconds, for callers that retry on their own', async () => {
    const limited = (retryAfter: string, body = JSON.stringify({ success: false, error: { code: 'rate-limited', message: 'slow down' } })) =>
      new Response(body, { status: 429, headers: { 'retry-after': retryAfter } })
    const noRetry = { retry: { retries: 0 } }
    await expect(client(fetchDouble([limited('12')]), noRetry).listEntityMetrics({ entityId: 'e1' })).rejects.toMatchObject({ kind: 'api', status: 429, retryAfterMs: 12_000 })
    await expect(client(fetchDouble([limited('2', 'busy')]), noRetry).listEntityMetrics({ entityId: 'e1' })).rejects.toMatchObject({ kind: 'http', retryAfterMs: 2_000 })
    const dated = await client(fetchDouble([limited(new Date(Date.now() + 90_000).toUTCString())]), noRetry).listEntityMetrics({ entityId: 'e1' }).catch((error: unknown) => error)
    expect((dated as EngagementError).retryAfterMs).toBeGreaterThan(88_000)
    expect((dated as EngagementError).retryAfterMs).toBeLessThanOrEqual(90_000)
    await expect(client(fetchDouble([limited('soon')]), noRetry).listEntityMetrics({ entityId: 'e1' })).rejects.toMatchObject({ status: 429, retryAfterMs: undefined })
  })

  it('a retry option left undefined falls back to the default instead of retrying forever', async () => {
    const fetch = offline()
    await failure(client(fetch, { retry: { retries: undefined, baseDelayMs: 1 } }).getUserMetrics(readMetrics), 'network')
    expect(fetch.calls).toHaveLength(3)
  })

  it('a nonsensical retry count means no retries', async () => {
    const fetch = offline()
    await failure(client(fetch, { retry: { retries: Number.NaN, baseDelayMs: 1 } }).getUserMetrics(readMetrics), 'network')
    expect(fetch.calls).toHaveLength(1)
  })
})

describe('abort', () => {
  it('rejects with kind aborted when the signal fires mid-flight', async () => {
    const fetch = hangingFetch()
    const controller = new AbortController()
    const pending = client(fetch).getUserMetrics(readMetrics, { signal: controller.signal })
    setTimeout(() => controller.abort(), 5)
    await failure(pending, 'aborted')
    expect(fetch.calls).toHaveLength(1)
    expect(fetch.calls[0]?.signal.aborted).toBe(true)
  })

  it('aborts a write mid-flight even when fetch ignores the signal', async () => {
    const controller = new AbortController()
    const pending = client(fetchDouble(() => new Promise<Response>(() => {}))).incrementMetric(increment, { signal: controller.signal })
    controller.abort()
    await failure(pending, 'aborted')
  })

  it('an already-aborted signal rejects without calling fetch', async () => {
    const fetch = fetchDouble()
    const signal = AbortSignal.abort()
    await failure(client(fetch).getUserMetrics(readMetrics, { signal }), 'aborted')
    await failure(client(fetch).incrementMetric(increment, { signal }), 'aborted')
    expect(fetch.calls).toHaveLength(0)
  })

  it('aborting during a retry backoff stops retrying', async () => {
    const fetch = offline()
    const controller = new AbortController()
    const pending = client(fetch, { retry: { retries: 5, baseDelayMs: 10_000 } }).getUserMetrics(readMetrics, { signal: controller.signal })
    await vi.waitFor(() => expect(fetch.calls).toHaveLength(1))
    controller.abort()
    await failure(pending, 'aborted')
    vi.useFakeTimers()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(fetch.calls).toHaveLength(1)
  })

  it('aborting while the session is being looked up never calls fetch', async () => {
    vi.useFakeTimers()
    const fetch = fetchDouble()
    const controller = new AbortController()
    const session = () => new Promise<typeof SESSION>((resolve) => setTimeout(() => resolve(SESSION), 30))
    const pending = settled(client(fetch, { session }).getUserMetrics(readMetrics, { signal: controller.signal }))
    await vi.advanceTimersByTimeAsync(5)
    controller.abort()
    await failure(pending.promise, 'aborted')
    await vi.advanceTimersByTimeAsync(40)
    expect(fetch.calls).toHaveLength(0)
  })

  it('the timeout also covers a session lookup that never settles', async () => {
    const fetch = fetchDouble()
    const session = () => new Promise<typeof SESSION>(() => {})
    await failure(client(fetch, { session, timeoutMs: 30, retry: false }).getUserMetrics(readMetrics), 'timeout')
    expect(fetch.calls).toHaveLength(0)
  })
})
