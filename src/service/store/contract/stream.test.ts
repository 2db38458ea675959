import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEngagementClient, type EngagementClient } from '../../../core/createEngagementClient.js'
import type { EngagementError } from '../../../core/EngagementError.js'
import type { StreamEvent } from '../../../core/schemas/streamEvent.js'
import type { Session } from '../../../core/types.js'
import { addressOf, BASE_URL, entityId, NOW, useContract, wallet } from './setup.js'

// GET /api/entities/:entityId/stream (docs/api.md, "Realtime"), read with the client's watchEvents over the real
// service: what each caller is sent, from where, and in what order.

const ctx = useContract()
const member = addressOf.member
const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** Follows the entity's stream and keeps what it is told. */
function follow(client: EngagementClient, options: { lastEventId?: number; id?: string } = {}) {
  const seen = { events: [] as StreamEvent[], errors: [] as EngagementError[], opened: 0, resets: 0 }
  stops.push(
    client.watchEvents({
      entityId: options.id ?? entityId,
      ...(options.lastEventId !== undefined && { lastEventId: options.lastEventId }),
      onEvent: (event) => void seen.events.push(event),
      onError: (error) => void seen.errors.push(error),
      onOpen: () => void seen.opened++,
      onReset: () => void seen.resets++,
    }),
  )
  return seen
}
const stored = (seen: { events: StreamEvent[] }) => seen.events.filter((event) => 'id' in event)
const opened = (seen: { opened: number }) => vi.waitFor(() => expect(seen.opened).toBe(1), { timeout: 5_000 })
const give = (count: number, client = ctx.client('admin')) => client.incrementMetric({ entityId, userAddress: member, metric: 'xp', count })

/** Registers a wallet that is a member of nothing (row 25). */
async function strangerSession(): Promise<Session> {
  const stranger = wallet('stranger of the stream')
  const token = 'Sign in to engagekit: stream stranger'
  const signature = await stranger.account.signMessage({ message: token })
  await ctx.client(null).createUser({ address: stranger.address, token, signature })
  return { address: stranger.address, signature }
}

describe('the entity stream', () => {
  it('answers text/event-stream with retry and ok first, then each increment live, in order, with its id', async () => {
    const response = await ctx.service.fetch(new Request(`${BASE_URL}/api/entities/${entityId}/stream`))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    const reader = response.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('retry: 3000\n\n: ok\n\n')
    await reader.cancel()

    const seen = follow(ctx.client(null))
    await opened(seen)
    await give(5)
    await give(7)
    await vi.waitFor(() => expect(stored(seen)).toHaveLength(2), { timeout: 5_000 })
    const [first, second] = stored(seen)
    expect(first).toMatchObject({ type: 'metric.incremented', entityId, at: NOW, data: { address: member, metric: 'xp', count: 5, counter: 345, by: addressOf.admin } })
    expect(second).toMatchObject({ type: 'metric.incremented', data: { count: 7, counter: 352 } })
    expect(second!.id).toBeGreaterThan(first!.id)
    // The board moved: told once, after the increments that moved it (the second within the same second waits).
    await vi.waitFor(() => expect(seen.events.filter((event) => event.type === 'leaderboard.changed')).toHaveLength(1), { timeout: 5_000 })
    const board = seen.events.findIndex((event) => event.type === 'leaderboard.changed')
    expect(board).toBeGreaterThan(seen.events.indexOf(first!))
    expect(seen.events[board]).toEqual({ type: 'leaderboard.changed', entityId, at: NOW, data: { metricId: 'aurora-xp', metric: 'xp' } })
    expect(seen.errors).toEqual([])
  })

  it('coalesces a board that keeps moving: one leaderboard.changed at once, then one for all the increments of the next second', async () => {
    const seen = follow(ctx.client(null))
    await opened(seen)
    const boards = () => seen.events.filter((event) => event.type === 'leaderboard.changed')
    await give(5)
    await vi.waitFor(() => expect(boards()).toHaveLength(1), { timeout: 5_000 })
    // Three more at once, within the second that follows: held, then told once, at the end of that second.
    ctx.setNow('2026-03-01T12:00:01.000Z')
    await Promise.all([give(1), give(2), give(3)])
    await vi.waitFor(() => expect(stored(seen)).toHaveLength(4), { timeout: 5_000 })
    await vi.waitFor(() => expect(boards()).toHaveLength(2), { timeout: 5_000 })
    expect(boards()[1]).toEqual({ type: 'leaderboard.changed', entityId, at: '2026-03-01T12:00:01.000Z', data: { metricId: 'aurora-xp', metric: 'xp' } })
    // Told after the increments that moved it, and no third one for them.
    expect(seen.events.indexOf(boards()[1]!)).toBeGreaterThan(seen.events.indexOf(stored(seen)[3]!))
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(boards()).toHaveLength(2)
  })

  it('without Last-Event-ID sends only what happens after it opened', async () => {
    await give(1)
    const seen = follow(ctx.client('member'))
    await opened(seen)
    await give(2)
    await vi.waitFor(() => expect(stored(seen)).toHaveLength(1), { timeout: 5_000 })
    expect(stored(seen)[0]).toMatchObject({ data: { count: 2 } })
  })

  it('resumes after Last-Event-ID: the kept events after it first, then live ones, none twice, none missed', async () => {
    await give(1)
    await give(2)
    await give(3)
    const [first, ...rest] = await ctx.service.events(entityId)
    const seen = follow(ctx.client('member'), { lastEventId: first!.id })
    await opened(seen)
    await give(4)
    await vi.waitFor(() => expect(stored(seen)).toHaveLength(3), { timeout: 5_000 })
    const ids = (stored(seen) as { id: number }[]).map((event) => event.id)
    const all = await ctx.service.events(entityId)
    expect(ids).toEqual([...rest.map((event) => event.id), all[all.length - 1]!.id])
    expect((stored(seen) as { data: { count: number } }[]).map((event) => event.data.count)).toEqual([2, 3, 4])

    // The same through the header itself, as an EventSource would send it on reconnection.
    const response = await ctx.service.fetch(new Request(`${BASE_URL}/api/entities/${entityId}/stream`, { headers: { 'last-event-id': String(all[1]!.id) } }))
    const text = await readUntil(response, `id: ${all[3]!.id}`)
    expect(text).toContain(`id: ${all[2]!.id}\nevent: metric.incremented\ndata: {"id":${all[2]!.id},"type":"metric.incremented","entityId":"${entityId}","at":"${NOW}","data":{`)
    expect(text).not.toContain(`id: ${all[1]!.id}\n`)
  })

  it('tells the client to start over (reset) when the events after its id are no longer kept, then goes on live', async () => {
    await give(1)
    const [old] = await ctx.service.events(entityId)
    // Eight days later (events are kept seven), the next write removes the old one.
    ctx.setNow(new Date(Date.parse(NOW) + 8 * 86_400_000).toISOString())
    await give(2)
    expect((await ctx.service.events(entityId)).map((event) => event.id)).not.toContain(old!.id)
    const seen = follow(ctx.client('member'), { lastEventId: old!.id - 1 })
    await vi.waitFor(() => expect(seen.resets).toBe(1), { timeout: 5_000 })
    await give(3)
    await vi.waitFor(() => expect(stored(seen)).toHaveLength(1), { timeout: 5_000 })
    expect(stored(seen)[0]).toMatchObject({ data: { count: 3 } })
    // An id this service never gave (another database, a reset one) starts over too.
    const lost = follow(ctx.client('member'), { lastEventId: 10 ** 12 })
    await vi.waitFor(() => expect(lost.resets).toBe(1), { timeout: 5_000 })
  })

  it('a private entity streams to its members; a stranger and a visitor get the 404 of an entity that does not exist, and the watch stops', async () => {
    await ctx.reseed((seed) => {
      seed.entities[entityId]!.entity.public = false
    })
    const stranger = await strangerSession()
    const outsider = follow(ctx.client(stranger))
    const visitor = follow(ctx.client(null))
    const inside = follow(ctx.client('member'))
    await opened(inside)
    await vi.waitFor(() => expect(outsider.errors).toHaveLength(1), { timeout: 5_000 })
    await vi.waitFor(() => expect(visitor.errors).toHaveLength(1), { timeout: 5_000 })
    expect(outsider.errors[0]).toMatchObject({ kind: 'api', status: 404, code: 'not-found', endpoint: 'watchEvents' })
    expect(visitor.errors[0]).toMatchObject({ kind: 'api', status: 404 })
    await give(9)
    await vi.waitFor(() => expect(stored(inside)).toHaveLength(1), { timeout: 5_000 })
    expect(outsider.opened + visitor.opened).toBe(0)
    expect(outsider.events).toEqual([])
    // It stopped for good: no second try.
    expect(outsider.errors).toHaveLength(1)
  })

  it("an event for the admins reaches owners and admins and the member it is about, never another member; a key's id stays with the admins", async () => {
    const other = addressOf.owner
    const admin = follow(ctx.client('admin'))
    const plain = follow(ctx.client('member'))
    const visitor = follow(ctx.client(null))
    await Promise.all([opened(admin), opened(plain), opened(visitor)])
    const note = (subject: string, fields: string[]) => ({ type: 'profile.updated' as const, entityId, at: NOW, subject, audience: 'admins' as const, data: { address: subject, fields } })
    await ctx.service.tell([note(other, ['email']), note(member, ['telegram'])])
    const { data: key } = await ctx.client('owner').createApiKey({ entityId, name: 'bot' })
    await give(4, createEngagementClient({ baseUrl: BASE_URL, fetch: ctx.service.fetch, apiKey: key!.key, retry: false }))
    for (const seen of [admin, plain, visitor]) await vi.waitFor(() => expect(seen.events.some((event) => event.type === 'metric.incremented')).toBe(true), { timeout: 5_000 })
    const profiles = (seen: { events: StreamEvent[] }) => seen.events.filter((event) => event.type === 'profile.updated').map((event) => event.data.address)
    expect(profiles(admin)).toEqual([other, member])
    expect(profiles(plain)).toEqual([member])
    expect(profiles(visitor)).toEqual([])
    const by = (seen: { events: StreamEvent[] }) => seen.events.flatMap((event) => (event.type === 'metric.incremented' ? [event.data.by] : []))
    expect(by(admin)).toEqual([`key:${key!.id}`])
    expect(by(plain)).toEqual(['key'])
    expect(by(visitor)).toEqual(['key'])
  })

  it("an API key follows its own entity's stream, and is refused another's", async () => {
    const { data: key } = await ctx.client('owner').createApiKey({ entityId, name: 'feed' })
    const bot = createEngagementClient({ baseUrl: BASE_URL, fetch: ctx.service.fetch, apiKey: key!.key, retry: false })
    const seen = follow(bot)
    await opened(seen)
    await give(6)
    await vi.waitFor(() => expect(stored(seen)).toHaveLength(1), { timeout: 5_000 })
    expect(stored(seen)[0]).toMatchObject({ type: 'metric.incremented', data: { count: 6 } })
    const elsewhere = follow(bot, { id: 'another-entity' })
    await vi.waitFor(() => expect(elsewhere.errors).toHaveLength(1), { timeout: 5_000 })
    expect(elsewhere.errors[0]).toMatchObject({ kind: 'api', status: 404 })
  })

  it('refuses a Last-Event-ID that is not a number with a JSON 400, before streaming', async () => {
    const response = await ctx.service.fetch(new Request(`${BASE_URL}/api/entities/${entityId}/stream`, { headers: { 'last-event-id': 'yesterday' } }))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ success: false, error: { code: 'invalid-input', field: 'lastEventId' } })
  })

  it('GET /api/engagekit lists realtime', async () => {
    expect((await ctx.client(null).getServiceInfo()).features).toContain('realtime')
  })
})

/** Reads a stream until `marker` shows, then cancels it. */
async function readUntil(response: Response, marker: string): Promise<string> {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  while (!text.includes(marker)) {
    const { done, value } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  await reader.cancel()
  return text
}
