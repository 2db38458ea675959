import { afterEach, describe, expect, it, vi } from 'vitest'
import type { EngagementError, StreamEvent } from '../../src/core/index.js'
import { watchEvents } from '../../src/core/actions/watchEvents.js'
import { createServiceHandler } from '../../src/http/createServiceHandler.js'
import { createMemoryStore } from '../../src/store/memory/createMemoryStore.js'
import { seedState } from '../../src/service/seed/seedState.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { createEngagementClient } from '../../src/core/createEngagementClient.js'
import { BASE_URL, SESSION, SIGNATURE, client, fetchDouble, json } from './fetchDouble.js'

// watchEvents reads GET /api/entities/:entityId/stream with fetch and eventsource-parser: what it makes of the lines
// it is sent, and when it reconnects. The service's side is in src/service/store/contract/stream.test.ts.

const entityId = 'e1'
const incremented = (id: number, count = 1) => ({ id, type: 'metric.incremented', entityId, at: '2026-03-01T12:00:00.000Z', data: { address: SESSION.address, metricId: 'm1', metric: 'xp', count, counter: count, by: SESSION.address } })
const message = (body: { id?: number; type: string; [field: string]: unknown }, id = body.id) => `${id === undefined ? '' : `id: ${id}\n`}event: ${body.type}\ndata: ${JSON.stringify(body)}\n\n`

/** An event stream answer that sends `chunks` (strings, or bytes) and then ends, or stays open with `open`. */
function stream(chunks: readonly (string | Uint8Array)[], { open = false } = {}): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      if (!open) controller.close()
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
}

function follow(fetch: Parameters<typeof client>[0], parameters: { lastEventId?: number; onEvent?: (event: StreamEvent) => void } = {}) {
  const seen = { events: [] as StreamEvent[], errors: [] as EngagementError[], opened: 0, resets: 0 }
  const stop = client(fetch).watchEvents({
    entityId,
    onEvent: parameters.onEvent ?? ((event) => void seen.events.push(event)),
    onError: (error) => void seen.errors.push(error),
    onOpen: () => void seen.opened++,
    onReset: () => void seen.resets++,
    ...(parameters.lastEventId !== undefined && { lastEventId: parameters.lastEventId }),
  })
  stops.push(stop)
  return { ...seen, seen, stop }
}

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
})

describe('watchEvents: reading the stream', () => {
  it('skips what it cannot read, says so through onError as invalid-response, and hands on every good event in order', async () => {
    const fetch = fetchDouble(() =>
      stream(
        [
          'retry: 3000\n\n: ok\n\n',
          message(incremented(1)),
          'id: 2\nevent: metric.incremented\ndata: {not json\n\n',
          message({ ...incremented(3), entityId: 'another' }),
          message({ ...incremented(4), data: { metric: 'xp' } }),
          // No id line: a stored event without its id cannot be resumed after.
          message(incremented(5), undefined).replace('id: 5\n', ''),
          'bogus-field: 1\n\n',
          // A type this client does not know (a newer service): skipped without a word.
          message({ id: 6, type: 'badge.awarded' }),
          message({ type: 'leaderboard.changed', entityId, at: '2026-03-01T12:00:01.000Z', data: { metricId: 'm1', metric: 'xp' } }),
          message(incremented(7, 2)),
        ],
        { open: true },
      ),
    )
    const { seen } = follow(fetch)
    await vi.waitFor(() => expect(seen.events).toHaveLength(3))
    expect(seen.events.map((event) => [event.type, 'id' in event ? event.id : undefined])).toEqual([
      ['metric.incremented', 1],
      ['leaderboard.changed', undefined],
      ['metric.incremented', 7],
    ])
    expect(seen.errors).toHaveLength(5)
    for (const error of seen.errors) expect(error).toMatchObject({ kind: 'invalid-response', endpoint: 'watchEvents' })
    expect(seen.opened).toBe(1)
  })

  it('reads events split anywhere across chunks, a multi-byte character included, and once only when an id comes twice', async () => {
    const bytes = new TextEncoder().encode(message({ ...incremented(1), data: { ...incremented(1).data, metric: 'größe 🎉' } }) + message(incremented(1)) + message(incremented(2)))
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, index) => bytes.slice(index * 7, index * 7 + 7))
    const { seen } = follow(fetchDouble(() => stream(chunks, { open: true })))
    await vi.waitFor(() => expect(seen.events).toHaveLength(2))
    expect(seen.events.map((event) => (event.type === 'metric.incremented' ? [event.id, event.data.metric] : []))).toEqual([
      [1, 'größe 🎉'],
      [2, 'xp'],
    ])
  })

  it('a callback that throws is rethrown on its own turn: the stream goes on', async () => {
    const thrown: unknown[] = []
    const onUncaught = (error: unknown) => void thrown.push(error)
    process.on('uncaughtException', onUncaught)
    try {
      const got: number[] = []
      follow(
        fetchDouble(() => stream([message(incremented(1)), message(incremented(2))], { open: true })),
        {
          onEvent(event) {
            got.push('id' in event ? event.id : 0)
            if (got.length === 1) throw new Error('a bug of the page')
          },
        },
      )
      await vi.waitFor(() => expect(got).toEqual([1, 2]))
      await vi.waitFor(() => expect(thrown).toHaveLength(1))
    } finally {
      process.off('uncaughtException', onUncaught)
    }
  })

  it('tells onReset on `event: reset` and resumes after the events that follow it', async () => {
    vi.useFakeTimers()
    const fetch = fetchDouble((_request, call) => (call === 0 ? stream(['event: reset\ndata: {}\n\n', message(incremented(40))]) : stream([], { open: true })))
    const { seen } = follow(fetch, { lastEventId: 3 })
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch.calls[0]!.headers.get('last-event-id')).toBe('3')
    expect(seen.resets).toBe(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fetch.calls[1]!.headers.get('last-event-id')).toBe('40')
  })
})

describe('watchEvents: connecting', () => {
  it('sends the session in headers to the service alone, and accept: text/event-stream', async () => {
    const calls: Request[] = []
    const fetch = async (request: Request) => {
      calls.push(request)
      if (new URL(request.url).pathname === '/api/engagekit') return json({ success: true, data: { version: '0.1.0', features: ['header-session', 'realtime'] } })
      return stream([], { open: true })
    }
    const { seen } = follow(fetch)
    await vi.waitFor(() => expect(seen.opened).toBe(1))
    const opened = calls.find((request) => request.url.includes('/stream'))!
    expect(opened.url).toBe(`${BASE_URL}/api/entities/${entityId}/stream`)
    expect(opened.headers.get('x-engagekit-address')).toBe(SESSION.address)
    expect(opened.headers.get('x-engagekit-signature')).toBe(SIGNATURE)
    expect(opened.headers.get('accept')).toBe('text/event-stream')
  })

  it('reconnects after a growing, jittered wait (1 s, then 2 s, … at most 30 s) with the last id it saw', async () => {
    vi.useFakeTimers()
    // Half the wait plus a random share of the other half: three quarters of it here.
    vi.spyOn(Math, 'random').mockReturnValue(0.5)
    const fetch = fetchDouble((_request, call) => (call === 0 ? stream([message(incremented(8))]) : Promise.reject(new TypeError('fetch failed'))))
    const { seen } = follow(fetch)
    await vi.advanceTimersByTimeAsync(0)
    expect(fetch.calls).toHaveLength(1)
    // The stream ended after it opened: the first wait (1 s), then 2 s, 4 s, 8 s, 16 s, and 30 s at most.
    for (const wait of [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]) {
      const before = fetch.calls.length
      await vi.advanceTimersByTimeAsync(wait * 0.75 - 1)
      expect(fetch.calls).toHaveLength(before)
      await vi.advanceTimersByTimeAsync(1)
      expect(fetch.calls).toHaveLength(before + 1)
    }
    expect(fetch.calls[1]!.headers.get('last-event-id')).toBe('8')
    expect(fetch.calls[7]!.headers.get('last-event-id')).toBe('8')
    expect(seen.errors.every((error) => error.kind === 'network')).toBe(true)
  })

  it.each([401, 403, 404])('stops for good on %i, telling onError once with the typed refusal', async (status) => {
    vi.useFakeTimers()
    const fetch = fetchDouble(() => json({ success: false, error: { code: 'refused', message: 'no' } }, status))
    const { seen } = follow(fetch)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(fetch.calls).toHaveLength(1)
    expect(seen.errors).toHaveLength(1)
    expect(seen.errors[0]).toMatchObject({ kind: 'api', status, code: 'refused', endpoint: 'watchEvents' })
    expect(seen.errors[0]!.message).not.toContain(SIGNATURE)
  })

  it('stops on unwatch: the request is aborted and no callback is called afterwards', async () => {
    const fetch = fetchDouble(() => stream([], { open: true }))
    const { seen, stop } = follow(fetch)
    await vi.waitFor(() => expect(seen.opened).toBe(1))
    stop()
    expect(fetch.calls[0]!.signal.aborted).toBe(true)
    expect(seen.errors).toEqual([])
  })

  it('checks its parameters before anything is sent', () => {
    const fetch = fetchDouble()
    expect(() => client(fetch).watchEvents({ entityId: ' ', onEvent: () => undefined })).toThrow(expect.objectContaining({ kind: 'invalid-input', field: 'entityId' }))
    expect(() => client(fetch).watchEvents({ entityId, onEvent: () => undefined, lastEventId: -1 })).toThrow(expect.objectContaining({ kind: 'invalid-input', field: 'lastEventId' }))
    expect(fetch.calls).toHaveLength(0)
  })
})

describe('watchEvents over the memory service', () => {
  it('a stream the service ends is opened again and resumes after the last event seen: nothing missed, nothing twice', async () => {
    const service = createServiceHandler({ store: createMemoryStore(seedState('demo', Date.now())) })
    const admin = await createSandboxSession(service, demo.accounts.admin.privateKey, { baseUrl: BASE_URL })
    const fetch = (request: Request) => service.fetch(request)
    const base = createEngagementClient({ baseUrl: BASE_URL, fetch, session: admin })
    const events: StreamEvent[] = []
    let opened = 0
    stops.push(watchEvents(base, { entityId: demo.entityId, onEvent: (event) => void events.push(event), onOpen: () => void opened++ }))
    await vi.waitFor(() => expect(opened).toBe(1))
    const give = (count: number) => base.incrementMetric({ entityId: demo.entityId, userAddress: demo.accounts.member.address, metric: 'xp', count })
    await give(1)
    await vi.waitFor(() => expect(events.filter((event) => 'id' in event)).toHaveLength(1))
    // The service ends its streams (a server shutting down): what happens meanwhile comes after the reconnection.
    service.endStreams()
    await give(2)
    await give(3)
    await vi.waitFor(() => expect(opened).toBe(2), { timeout: 5_000 })
    await vi.waitFor(() => expect(events.filter((event) => 'id' in event)).toHaveLength(3), { timeout: 5_000 })
    expect(events.flatMap((event) => (event.type === 'metric.incremented' ? [event.data.count] : []))).toEqual([1, 2, 3])
  })
})
