import { describe, expect, it, vi } from 'vitest'
import { createEngagementClient, isEngagementError } from '../../src/core/index.js'
import { createMetricTracker, memoryStore } from '../../src/tracker/index.js'
import { adminClient, adminSandbox, countersOf, entityId, incrementOf, metricNames, userAddress, type AppliedIncrement } from './trackerTestKit.js'

/** A tracker on a fresh sandbox, with every row-4 request it sends. */
async function setup(options: { batchSize?: number; flushIntervalMs?: number } = {}) {
  const { sandbox, admin } = await adminSandbox()
  const sent: AppliedIncrement[] = []
  const client = adminClient(sandbox, admin, async (request) => {
    const increment = await incrementOf(request)
    if (increment) sent.push(increment)
    return undefined
  })
  const tracker = createMetricTracker({ client, entityId, flushIntervalMs: 60_000, ...options })
  return { sandbox, admin, sent, tracker }
}

const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

describe('createMetricTracker', () => {
  it('adds up increments of the same user and metric into one request per user', async () => {
    const { sandbox, admin, sent, tracker } = await setup()
    const [alice, bob] = [userAddress(1), userAddress(2)]
    for (let i = 0; i < 5; i++) await tracker.track(alice, 'xp')
    await tracker.track(alice.toLowerCase(), 'reviews', 2)
    await tracker.track(bob, 'xp', 10)
    await tracker.track(bob, 'xp', -3)
    expect(tracker.pending()).toMatchObject({ users: 2, increments: 3, batches: 2 })
    expect(sent).toEqual([])
    await tracker.flush()
    expect(sent).toEqual([
      { user: alice.toLowerCase(), metrics: ['xp', 'reviews'], counts: [5, 2] },
      { user: bob.toLowerCase(), metrics: ['xp'], counts: [7] },
    ])
    expect(await countersOf(sandbox, admin, alice)).toMatchObject({ xp: 5, reviews: 2 })
    expect(await countersOf(sandbox, admin, bob)).toMatchObject({ xp: 7 })
    await tracker.close()
  })

  it('splits a user with more metrics than batchSize into several requests', async () => {
    const { sent, tracker } = await setup({ batchSize: 2 })
    for (const metric of metricNames) await tracker.track(userAddress(1), metric)
    expect(tracker.pending()).toMatchObject({ increments: 5, batches: 3 })
    await tracker.flush()
    expect(sent.map((request) => request.metrics)).toEqual([
      ['xp', 'contributions'],
      ['reviews', 'events_attended'],
      ['quests_completed'],
    ])
    await tracker.close()
  })

  it('sends on its own after flushIntervalMs, and at once when a user has a full batch', async () => {
    const { sent, tracker } = await setup({ batchSize: 2, flushIntervalMs: 50 })
    await tracker.track(userAddress(1), 'xp')
    expect(sent).toEqual([])
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 1000, interval: 5 })
    const started = Date.now()
    await tracker.track(userAddress(2), 'xp')
    await tracker.track(userAddress(2), 'reviews')
    await vi.waitFor(() => expect(sent).toHaveLength(2), { timeout: 1000, interval: 1 })
    expect(Date.now() - started).toBeLessThan(50)
    await tracker.close()
  })

  it('refuses a bad address, metric or count with an invalid-input error and queues nothing', async () => {
    const { tracker } = await setup()
    const cases: [unknown, unknown, unknown, string][] = [
      ['0x1234', 'xp', 1, 'userAddress'],
      [undefined, 'xp', 1, 'userAddress'],
      [userAddress(1), '  ', 1, 'metric'],
      [userAddress(1), 'xp', Number.NaN, 'count'],
      [userAddress(1), 'xp', '1', 'count'],
      [userAddress(1), 'xp', 2 ** 60, 'count'],
    ]
    for (const [user, metric, count, field] of cases) {
      const error = await rejection(tracker.track(user as string, metric as string, count as number))
      expect(isEngagementError(error, 'invalid-input'), `${String(user)} ${String(metric)} ${String(count)}`).toBe(true)
      expect(error).toMatchObject({ field })
    }
    expect(tracker.pending().increments).toBe(0)
    await tracker.close()
  })

  it('refuses bad options when it is created', () => {
    const client = createEngagementClient({ baseUrl: 'http://sandbox.local' })
    expect(() => createMetricTracker({ client, entityId: '' })).toThrow(expect.objectContaining({ kind: 'invalid-input', field: 'entityId' }))
    expect(() => createMetricTracker({ client, entityId, batchSize: 0 })).toThrow(expect.objectContaining({ field: 'batchSize' }))
    expect(() => createMetricTracker({ client: {} as never, entityId })).toThrow(expect.objectContaining({ field: 'client' }))
  })

  it('close() delivers what is queued, then refuses new increments', async () => {
    const { sandbox, admin, tracker } = await setup()
    await tracker.track(userAddress(3), 'referrals', 2)
    await tracker.close()
    expect(await countersOf(sandbox, admin, userAddress(3))).toMatchObject({ referrals: 2 })
    expect(await rejection(tracker.track(userAddress(3), 'xp'))).toMatchObject({ kind: 'invalid-input', message: 'track: the tracker is closed' })
  })

  it('close({ timeoutMs }) gives up on a service that stays down and says what is left', async () => {
    const client = createEngagementClient({ baseUrl: 'http://sandbox.local', fetch: () => Promise.reject(new TypeError('fetch failed')), session: { address: userAddress(0), signature: '0x00' } })
    const store = memoryStore()
    const tracker = createMetricTracker({ client, entityId, store, flushIntervalMs: 0, retry: { baseDelayMs: 5, maxDelayMs: 5 } })
    await tracker.track(userAddress(1), 'xp')
    await tracker.track(userAddress(2), 'xp')
    const error = await rejection(tracker.close({ timeoutMs: 30 }))
    expect(error).toMatchObject({ kind: 'timeout', message: 'close: 2 increments of 2 users were not delivered within 30 ms; they stay in the store' })
    expect((error as Error).cause).toMatchObject({ kind: 'network' })
    // The store still holds them for the next tracker, and the batch that was out with its key, to be sent as it was.
    expect(await store.load()).toMatchObject([
      { type: 'track', metric: 'xp' },
      { type: 'track', metric: 'xp' },
      { type: 'send', user: userAddress(1).toLowerCase(), metrics: ['xp'], counts: [1], key: expect.stringMatching(/^tracker-/) },
    ])
  })

  it('a tracker on the same store picks up what the last one left', async () => {
    const { sandbox, admin } = await adminSandbox()
    const store = memoryStore()
    const down = createEngagementClient({ baseUrl: 'http://sandbox.local', fetch: () => Promise.reject(new TypeError('fetch failed')), session: admin })
    const first = createMetricTracker({ client: down, entityId, store, flushIntervalMs: 0, retry: { baseDelayMs: 5, maxDelayMs: 5 } })
    await first.track(userAddress(4), 'xp', 9)
    await rejection(first.close({ timeoutMs: 20 }))
    const second = createMetricTracker({ client: adminClient(sandbox, admin), entityId, store })
    await second.flush()
    expect(await countersOf(sandbox, admin, userAddress(4))).toMatchObject({ xp: 9 })
    await second.close()
    expect(await store.load()).toEqual([])
  })
})

describe('createMetricTracker with an API key', () => {
  it('makes its own client from baseUrl and apiKey, and sends each batch with its Idempotency-Key', async () => {
    const { serveSandbox } = await import('../../src/sandbox/node/serve.js')
    const { demo } = await import('../../src/service/seed/demo.js')
    const { createSandboxSession } = await import('../../src/sandbox/createSandboxSession.js')
    const server = await serveSandbox({ port: 0, host: '127.0.0.1' })
    try {
      const owner = await createSandboxSession({ fetch: (request) => fetch(request) }, demo.accounts.owner.privateKey, { baseUrl: server.url })
      const { data } = await createEngagementClient({ baseUrl: server.url, session: owner }).createApiKey({ entityId, name: 'tracker' })
      const keys: (string | null)[] = []
      const seen = server.sandbox.fetch
      server.sandbox.fetch = async (request) => {
        if (request.method === 'POST') keys.push(request.headers.get('idempotency-key'))
        return seen(request)
      }
      const tracker = createMetricTracker({ baseUrl: server.url, apiKey: data!.key, entityId })
      await tracker.track(userAddress(7), 'xp', 3)
      await tracker.track(userAddress(8), 'xp', 4)
      await tracker.close()
      expect(server.sandbox.state.entities[entityId]!.counters[userAddress(7)]!['aurora-xp']).toBe(3)
      expect(keys).toHaveLength(2)
      expect(new Set(keys).size).toBe(2)
      expect(keys.every((key) => key?.startsWith('tracker-'))).toBe(true)
      expect(() => createMetricTracker({ apiKey: data!.key, entityId })).toThrow(/baseUrl is required with apiKey/)
    } finally {
      await server.close()
    }
  })
})
