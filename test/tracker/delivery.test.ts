import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEngagementClient, EngagementError, type Session } from '../../src/core/index.js'
import type { Sandbox } from '../../src/sandbox/createSandbox.js'
import { createMetricTracker, type DeadLetter } from '../../src/tracker/index.js'
import { adminClient, adminSandbox, countersOf, entityId, incrementOf, metricNames, seededRandom, serveHttp, sums, userAddress, type AppliedIncrement } from './trackerTestKit.js'

const refusal = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ success: false, error: { code, message } }), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  vi.useRealTimers()
})

describe('delivery through outages and refusals', () => {
  it('keeps 1,000 events tracked while the service is down and lands them, one request per user batch, once it is back', async () => {
    const { sandbox, admin } = await adminSandbox()
    const applied: AppliedIncrement[] = []
    const http = await serveHttp(async (request) => {
      const increment = await incrementOf(request)
      if (increment) applied.push(increment)
      return sandbox.fetch(request)
    })
    await http.down()
    // The tracker's clock is a fake one, moved by the test: no flush starts while the events are being tracked, so
    // each user's events are one batch however busy the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
    const client = createEngagementClient({ baseUrl: http.url, session: admin, timeoutMs: 2000 })
    const onError = vi.fn()
    const tracker = createMetricTracker({ client, entityId, flushIntervalMs: 5, retry: { baseDelayMs: 5, maxDelayMs: 20 }, onError })

    const random = seededRandom(15)
    const events = Array.from({ length: 1000 }, () => ({
      user: userAddress(Math.floor(random() * 10)),
      metric: metricNames[Math.floor(random() * metricNames.length)]!,
      count: 1 + Math.floor(random() * 3),
    }))
    for (const { user, metric, count } of events) await tracker.track(user, metric, count)

    // The tracker has been trying meanwhile, and nothing got through.
    await vi.advanceTimersByTimeAsync(5)
    await vi.waitFor(() => expect(tracker.pending().lastError).toMatchObject({ kind: 'network' }))
    expect(tracker.pending()).toMatchObject({ users: 10, increments: 50, batches: 10, deadLetters: 0 })
    expect(applied).toEqual([])

    await http.up()
    await tracker.flush()
    expect(applied).toHaveLength(10)
    expect(new Set(applied.map((request) => request.user)).size).toBe(10)
    for (const [user, metrics] of sums(events)) expect(await countersOf(sandbox, admin, user)).toMatchObject(Object.fromEntries(metrics))
    expect(tracker.pending()).toMatchObject({ users: 0, increments: 0, deadLetters: 0, lastError: undefined })
    expect(onError).not.toHaveBeenCalled()
    await tracker.close()
    await http.down()
  })

  it('dead-letters a refused (403) batch with the reason, lands the others and does not retry it', async () => {
    const { sandbox, admin } = await adminSandbox()
    const [alice, bob, carol] = [userAddress(1), userAddress(2), userAddress(3)]
    const attempts: AppliedIncrement[] = []
    const client = adminClient(sandbox, admin, async (request) => {
      const increment = await incrementOf(request)
      if (increment) attempts.push(increment)
      return increment?.user === bob.toLowerCase() ? refusal(403, 'forbidden', 'this account may not change that user') : undefined
    })
    const onError = vi.fn()
    const tracker = createMetricTracker({ client, entityId, flushIntervalMs: 60_000, onError })
    for (const user of [alice, bob, carol]) {
      await tracker.track(user, 'xp', 10)
      await tracker.track(user, 'reviews')
    }
    await tracker.flush()

    expect(await countersOf(sandbox, admin, alice)).toMatchObject({ xp: 10, reviews: 1 })
    expect(await countersOf(sandbox, admin, carol)).toMatchObject({ xp: 10, reviews: 1 })
    expect(await countersOf(sandbox, admin, bob)).toMatchObject({ xp: 0, reviews: 0 })
    expect(attempts.filter((attempt) => attempt.user === bob.toLowerCase())).toHaveLength(1)
    const letter: DeadLetter = {
      userAddress: bob.toLowerCase(),
      metrics: ['xp', 'reviews'],
      counts: [10, 1],
      reason: 'incrementMetrics: this account may not change that user',
      kind: 'api',
      status: 403,
      code: 'forbidden',
      at: expect.any(Number),
    }
    expect(tracker.deadLetters()).toEqual([letter])
    expect(onError).toHaveBeenCalledOnce()
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(EngagementError)
    expect(onError.mock.calls[0]).toMatchObject([{ kind: 'api', status: 403 }, letter])
    expect(tracker.pending()).toMatchObject({ increments: 0, deadLetters: 1 })
    await tracker.close()
  })

  it('dead-letters the whole batch of a user when the service does not know one of its metrics (404)', async () => {
    const { sandbox, admin } = await adminSandbox()
    const user = userAddress(4)
    const tracker = createMetricTracker({ client: adminClient(sandbox, admin), entityId, flushIntervalMs: 60_000 })
    await tracker.track(user, 'xp', 3)
    await tracker.track(user, 'karma', 1)
    await tracker.flush()
    expect(tracker.deadLetters()).toMatchObject([{ metrics: ['xp', 'karma'], counts: [3, 1], kind: 'api', status: 404, reason: expect.stringContaining('karma') }])
    expect(await countersOf(sandbox, admin, user)).toMatchObject({ xp: 0 })
    await tracker.close()
  })

  it("dead-letters a batch past a metric's daily cap (429 metric-cap) at once, without retrying it all day", async () => {
    const { sandbox, admin } = await adminSandbox()
    sandbox.state.entities[entityId]!.metrics.find((metric) => metric.name === 'quests_completed')!.maxPerMemberPerDay = 5
    const user = userAddress(5)
    let sent = 0
    const onError = vi.fn()
    const client = adminClient(sandbox, admin, async (request) => void ((await incrementOf(request)) && sent++))
    const tracker = createMetricTracker({ client, entityId, flushIntervalMs: 60_000, onError })
    await tracker.track(user, 'quests_completed', 4)
    await tracker.flush()
    await tracker.track(user, 'quests_completed', 2)
    await tracker.track(user, 'xp', 10)
    await tracker.flush()
    expect(sent).toBe(2)
    expect(tracker.deadLetters()).toMatchObject([{ metrics: ['quests_completed', 'xp'], counts: [2, 10], kind: 'api', status: 429, code: 'metric-cap', reason: expect.stringContaining('quests_completed') }])
    expect(onError).toHaveBeenCalledOnce()
    expect(await countersOf(sandbox, admin, user)).toMatchObject({ quests_completed: 4, xp: 0 })
    await tracker.close()
  })

  it('puts dead letters back in the queue on request, once the cause is fixed', async () => {
    const { sandbox, admin } = await adminSandbox()
    const user = userAddress(5)
    let refusing = true
    const client = adminClient(sandbox, admin, async () => (refusing ? refusal(403, 'forbidden', 'not an admin of aurora-guild') : undefined))
    const tracker = createMetricTracker({ client, entityId, flushIntervalMs: 60_000 })
    await tracker.track(user, 'xp', 7)
    await tracker.flush()
    expect(tracker.pending().deadLetters).toBe(1)
    refusing = false
    await tracker.retryDeadLetters()
    await tracker.flush()
    expect(tracker.deadLetters()).toEqual([])
    expect(await countersOf(sandbox, admin, user)).toMatchObject({ xp: 7 })
    await tracker.close()
  })

  it('retries 5xx answers and timeouts until the batch lands, once', async () => {
    const { sandbox, admin } = await adminSandbox()
    const user = userAddress(6)
    const outcomes = ['503', 'hang', '500']
    const client = createEngagementClient({
      baseUrl: 'http://sandbox.local',
      session: admin,
      timeoutMs: 30,
      fetch: async (request) => {
        const outcome = (await incrementOf(request)) ? outcomes.shift() : undefined
        if (outcome === 'hang') return new Promise<Response>(() => {})
        if (outcome) return new Response('Service Unavailable', { status: Number(outcome) })
        return sandbox.fetch(request)
      },
    })
    const onError = vi.fn()
    const tracker = createMetricTracker({ client, entityId, flushIntervalMs: 0, retry: { baseDelayMs: 1, maxDelayMs: 5 }, onError })
    await tracker.track(user, 'contributions', 4)
    await tracker.flush()
    expect(outcomes).toEqual([])
    expect(await countersOf(sandbox, admin, user)).toMatchObject({ contributions: 4 })
    expect(onError).not.toHaveBeenCalled()
    await tracker.close()
  })

  it('gives a batch up after maxAgeMs of failures: dead letter and onError, with the last error', async () => {
    const client = createEngagementClient({ baseUrl: 'http://sandbox.local', fetch: () => Promise.reject(new TypeError('fetch failed')), session: { address: userAddress(0), signature: '0x00' } })
    const onError = vi.fn()
    const tracker = createMetricTracker({ client, entityId, flushIntervalMs: 0, maxAgeMs: 40, retry: { baseDelayMs: 5, maxDelayMs: 10 }, onError })
    await tracker.track(userAddress(7), 'xp')
    await tracker.flush()
    expect(tracker.deadLetters()).toMatchObject([{ metrics: ['xp'], counts: [1], kind: 'network', reason: expect.stringMatching(/^still failing after 40 ms: incrementMetrics: /) }])
    expect(onError).toHaveBeenCalledOnce()
    await tracker.close()
  })
})

describe('429 and Retry-After', () => {
  /** The real client against the sandbox, except that its first increment is answered 429, with `Retry-After` when given. */
  function throttledOnce(sandbox: Sandbox, admin: Session, retryAfter?: () => string) {
    const calls: number[] = []
    const client = adminClient(sandbox, admin, async (request) => {
      if (!(await incrementOf(request))) return undefined
      calls.push(Date.now())
      if (calls.length > 1) return undefined
      const headers = new Headers({ 'content-type': 'application/json' })
      if (retryAfter) headers.set('retry-after', retryAfter())
      return new Response(JSON.stringify({ success: false, error: { code: 'rate-limited', message: 'too many requests' } }), { status: 429, headers })
    })
    return { client, calls }
  }

  it('waits as long as Retry-After asks, beyond the backoff cap, then sends again', async () => {
    const { sandbox, admin } = await adminSandbox()
    vi.useFakeTimers()
    const { client, calls } = throttledOnce(sandbox, admin, () => '30')
    const tracker = createMetricTracker({ client, entityId, flushIntervalMs: 1000, retry: { baseDelayMs: 100, maxDelayMs: 1000 } })
    await tracker.track(userAddress(8), 'xp', 5)
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
    expect(tracker.pending().lastError).toMatchObject({ status: 429 })
    await vi.advanceTimersByTimeAsync(29_900)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(100)
    expect(calls).toHaveLength(2)
    expect(calls[1]! - calls[0]!).toBe(30_000)
    vi.useRealTimers()
    await tracker.flush()
    expect(await countersOf(sandbox, admin, userAddress(8))).toMatchObject({ xp: 5 })
    await tracker.close()
  })

  it('honours a Retry-After given as an HTTP date', async () => {
    const { sandbox, admin } = await adminSandbox()
    vi.useFakeTimers()
    const { client, calls } = throttledOnce(sandbox, admin, () => new Date(Date.now() + 20_000).toUTCString())
    const tracker = createMetricTracker({ client, entityId, flushIntervalMs: 0, retry: { baseDelayMs: 100, maxDelayMs: 1000 } })
    await tracker.track(userAddress(10), 'xp', 2)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(1)
    expect(tracker.pending().lastError).toMatchObject({ status: 429, retryAfterMs: expect.any(Number) })
    await vi.advanceTimersByTimeAsync(18_000)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(calls).toHaveLength(2)
    vi.useRealTimers()
    await tracker.close()
    expect(await countersOf(sandbox, admin, userAddress(10))).toMatchObject({ xp: 2 })
  })

  it('without Retry-After, backs off as configured', async () => {
    const { sandbox, admin } = await adminSandbox()
    vi.useFakeTimers()
    const { client, calls } = throttledOnce(sandbox, admin)
    const tracker = createMetricTracker({ client, entityId, flushIntervalMs: 0, retry: { baseDelayMs: 1000, maxDelayMs: 1000 } })
    await tracker.track(userAddress(9), 'xp', 5)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(2)
    // Jitter: somewhere between half and all of the delay.
    expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(500)
    vi.useRealTimers()
    await tracker.close()
    expect(await countersOf(sandbox, admin, userAddress(9))).toMatchObject({ xp: 5 })
  })
})
