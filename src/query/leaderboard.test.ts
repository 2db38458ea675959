import { QueryClient, QueryObserver } from '@tanstack/query-core'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../service/seed/demo.js'
import { addMembers, byRow, countingSandbox, seeded } from '../../test/leaderboard/leaderboardKit.js'
import { getUserMetricsQueryKey } from './getUserMetrics.js'
import { incrementMetricMutationOptions } from './incrementMetric.js'
import { leaderboardQueryKey, leaderboardQueryOptions } from './leaderboard.js'
import { leaderboardUrlSource } from './leaderboardUrlSource.js'
import { removeCallerQueries } from './internal/removeCallerQueries.js'

const entityId = demo.entityId
const newCache = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

describe('leaderboardQueryOptions against a service of the spec alone', () => {
  it('computes the board once per (entity, metric, limit, caller), fresh for 60 s by default', async () => {
    const { client, session, requests } = await countingSandbox({ plain: true })
    const queryClient = newCache()
    const options = leaderboardQueryOptions(client, { entityId, metric: 'xp', limit: 3, session })
    expect(options.queryKey).toEqual(['leaderboard', { entityId, metric: 'xp', limit: 3, caller: session.address }])
    expect(options.staleTime).toBe(60_000)
    const board = await queryClient.fetchQuery(options)
    expect(board.rows).toMatchObject(seeded.top)
    expect(board.self).toMatchObject({ ...seeded.member, name: 'Priya Natarajan' })
    expect(board).not.toHaveProperty('standings')
    const first = requests.length
    await queryClient.fetchQuery(options)
    expect(requests.length).toBe(first)
  })

  it("reads counters through the cache: they serve the member's own counter queries, and another board reads none again", async () => {
    const { client, session, requests } = await countingSandbox({ plain: true })
    const queryClient = newCache()
    await queryClient.fetchQuery(leaderboardQueryOptions(client, { entityId, metric: 'xp', limit: 3, session }))
    const cached = queryClient.getQueryData<{ metric: string; counter: number }[]>(getUserMetricsQueryKey({ entityId, userAddress: demo.accounts.admin.address, caller: session.address }))
    expect(cached?.find((entry) => entry.metric === 'reviews')?.counter).toBe(52)
    requests.length = 0
    const reviews = await queryClient.fetchQuery(leaderboardQueryOptions(client, { entityId, metric: 'reviews', limit: 3, session }))
    expect(reviews.rows[0]).toMatchObject({ rank: 1, value: 52, name: 'Tomás Reyes' })
    expect(byRow(requests)).toMatchObject({ counters: 0, members: 0 })
  })

  it('refuses more than 500 members by default, before reading a counter, and tells the app to use a source', async () => {
    const { sandbox, client, session, requests } = await countingSandbox({ plain: true })
    addMembers(sandbox, 492)
    const queryClient = newCache()
    const error = await queryClient.fetchQuery(leaderboardQueryOptions(client, { entityId, metric: 'xp', session })).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'EngagementError', kind: 'invalid-input', code: 'too-many-members', field: 'maxMembers' })
    expect((error as Error).message).toMatch(/501 members, more than 500 .*`source`/)
    expect(byRow(requests).counters).toBe(0)
    // A higher limit, knowingly set, computes it.
    const board = await queryClient.fetchQuery(leaderboardQueryOptions(client, { entityId, metric: 'xp', session, maxMembers: 1000, concurrency: 12 }))
    expect(board.memberCount).toBe(501)
  })

  it("uses the app's source instead of the service, with no session needed, and counts ranks it leaves out", async () => {
    const { client, requests } = await countingSandbox()
    const source = vi.fn(async () => ({
      rows: [
        { address: '0x00000000000000000000000000000000000000a1', value: 30, name: 'Ada' },
        { address: '0x00000000000000000000000000000000000000a2', value: 30 },
        { address: '0x00000000000000000000000000000000000000a3', value: 10, imageUrl: 'https://example.com/a3.png' },
      ],
      memberCount: 1200,
    }))
    const options = leaderboardQueryOptions(client, { entityId, metric: 'xp', limit: 3, source })
    expect(options.enabled).toBe(true)
    expect(options.queryKey).toEqual(leaderboardQueryKey({ entityId, metric: 'xp', limit: 3, source: 'app' }))
    const board = await newCache().fetchQuery(options)
    expect(source).toHaveBeenCalledWith(expect.objectContaining({ entityId, metric: 'xp', limit: 3, userAddress: undefined }))
    expect(board.rows.map((row) => row.rank)).toEqual([1, 1, 3])
    expect(board).toMatchObject({ memberCount: 1200, self: null })
    expect(requests).toEqual([])
  })

  it("refuses a source's answer that is not a board, naming the field", async () => {
    const { client } = await countingSandbox()
    const source = async () => ({ rows: [{ address: '0x00000000000000000000000000000000000000a1', value: 'lots' }] }) as never
    await expect(newCache().fetchQuery(leaderboardQueryOptions(client, { entityId, metric: 'xp', source }))).rejects.toMatchObject({ kind: 'invalid-response', field: 'rows[0].value' })
  })

  it('waits for an entity and a metric, not a session: signed out, a public board is read under `caller: undefined`', async () => {
    const { client, session } = await countingSandbox()
    const anonymous = leaderboardQueryOptions(client, { entityId, metric: 'xp', limit: 2 })
    expect(anonymous.enabled).toBe(true)
    const board = await newCache().fetchQuery(anonymous)
    expect(board.rows.map((row) => row.rank)).toEqual([1, 2])
    expect(board.self).toBeNull()
    expect(anonymous.queryKey).toEqual(leaderboardQueryKey({ entityId, metric: 'xp', limit: 2, caller: undefined }))
    expect(leaderboardQueryOptions(client, { entityId, session }).enabled).toBe(false)
    expect(leaderboardQueryOptions(client, { metric: 'xp', session }).enabled).toBe(false)
    expect(leaderboardQueryOptions(client, { entityId, metric: 'xp', session }).enabled).toBe(true)
  })

  it("an increment refreshes the board reading only the credited member's counters again", async () => {
    const { client, session, requests } = await countingSandbox({ plain: true, as: 'owner' })
    const queryClient = newCache()
    const options = leaderboardQueryOptions(client, { entityId, metric: 'xp', limit: 3, session })
    await queryClient.fetchQuery(options)
    // An active board: observed, as a mounted component's is.
    const observer = new QueryObserver(queryClient, options)
    const stop = observer.subscribe(() => {})
    requests.length = 0
    const mutation = queryClient.getMutationCache().build(queryClient, incrementMetricMutationOptions(client, { entityId, session }))
    await mutation.execute({ userAddress: demo.accounts.member.address, metric: 'xp', count: 2000 })
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.rows[1]).toMatchObject({ address: demo.accounts.member.address, value: 2340, rank: 2 }))
    expect(byRow(requests)).toMatchObject({ counters: 1, members: 0 })
    stop()
  })

  it("is removed with the rest of a caller's data at sign-out", async () => {
    const { client, session } = await countingSandbox()
    const queryClient = newCache()
    await queryClient.fetchQuery(leaderboardQueryOptions(client, { entityId, metric: 'xp', session }))
    removeCallerQueries(queryClient, session.address)
    expect(queryClient.getQueryCache().findAll({ queryKey: ['leaderboard'] })).toEqual([])
  })
})

describe('leaderboardQueryOptions against a service with boards', () => {
  it("reads the board in one request, after asking once what the service offers, with the caller's place from around", async () => {
    const { client, session, requests } = await countingSandbox()
    const queryClient = newCache()
    const board = await queryClient.fetchQuery(leaderboardQueryOptions(client, { entityId, metric: 'xp', limit: 3, session }))
    expect(board.rows).toMatchObject(seeded.top)
    expect(board.self).toMatchObject({ ...seeded.member, name: 'Priya Natarajan' })
    expect(board.memberCount).toBe(9)
    expect(requests).toEqual(['GET /api/engagekit', `GET /api/entities/${entityId}/leaderboard`])
    requests.length = 0
    await queryClient.fetchQuery(leaderboardQueryOptions(client, { entityId, metric: 'reviews', limit: 3, session }))
    expect(requests).toEqual([`GET /api/entities/${entityId}/leaderboard`])
  })

  it('asks for the period in the time zone, keyed apart from the all-time board', async () => {
    const { client, session } = await countingSandbox()
    const queryClient = newCache()
    const weekly = leaderboardQueryOptions(client, { entityId, metric: 'xp', period: 'week', timeZone: 'Pacific/Auckland', session })
    const allTime = leaderboardQueryOptions(client, { entityId, metric: 'xp', period: 'all', session })
    expect(weekly.queryKey).toEqual(leaderboardQueryKey({ entityId, metric: 'xp', limit: 10, period: 'week', timeZone: 'Pacific/Auckland', caller: session.address }))
    expect(allTime.queryKey).toEqual(leaderboardQueryKey({ entityId, metric: 'xp', limit: 10, caller: session.address }))
    const [week, all] = await Promise.all([queryClient.fetchQuery(weekly), queryClient.fetchQuery(allTime)])
    // The demo's increments are spread over 60 days: a week holds a fraction of every counter.
    expect(week.rows.reduce((sum, row) => sum + row.value, 0)).toBeLessThan(all.rows.reduce((sum, row) => sum + row.value, 0))
    expect(week.rows.every((row, index) => index === 0 || row.value <= week.rows[index - 1]!.value)).toBe(true)
  })

  it('refuses a period against a service without boards, naming the field, and asks the service nothing more', async () => {
    const { client, session, requests } = await countingSandbox({ plain: true })
    const error = await newCache().fetchQuery(leaderboardQueryOptions(client, { entityId, metric: 'xp', period: 'month', session })).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'EngagementError', kind: 'invalid-input', code: 'unsupported-period', field: 'period' })
    expect(requests).toEqual(['GET /api/engagekit'])
  })

  it('an increment refreshes the board with one request', async () => {
    const { client, session, requests } = await countingSandbox({ as: 'owner' })
    const queryClient = newCache()
    const options = leaderboardQueryOptions(client, { entityId, metric: 'xp', limit: 3, session })
    await queryClient.fetchQuery(options)
    const observer = new QueryObserver(queryClient, options)
    const stop = observer.subscribe(() => {})
    requests.length = 0
    const mutation = queryClient.getMutationCache().build(queryClient, incrementMetricMutationOptions(client, { entityId, session }))
    await mutation.execute({ userAddress: demo.accounts.member.address, metric: 'xp', count: 2000 })
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.rows[1]).toMatchObject({ address: demo.accounts.member.address, value: 2340, rank: 2 }))
    expect(byRow(requests)).toMatchObject({ boards: 1, members: 0 })
    stop()
  })
})

describe('leaderboardUrlSource', () => {
  const ask = { entityId, metric: 'xp', limit: 5, userAddress: demo.accounts.member.address, signal: new AbortController().signal }

  it('asks the endpoint for the board with the parameters only (no session), and hands back its JSON', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ rows: [{ address: demo.accounts.owner.address, value: 3 }] })))
    const answer = await leaderboardUrlSource('https://boards.example/top?v=2', { fetch: fetch as unknown as typeof globalThis.fetch })(ask)
    const asked = new URL(fetch.mock.calls[0]![0])
    expect(Object.fromEntries(asked.searchParams)).toEqual({ v: '2', entityId, metric: 'xp', limit: '5', userAddress: demo.accounts.member.address })
    expect(answer.rows).toHaveLength(1)
  })

  it('refuses URLs that are not http(s), and reports HTTP failures as errors of kind http', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 502 }))
    await expect(leaderboardUrlSource('javascript:alert(1)', { fetch: fetch as unknown as typeof globalThis.fetch })(ask)).rejects.toMatchObject({ kind: 'invalid-input', field: 'source' })
    expect(fetch).not.toHaveBeenCalled()
    await expect(leaderboardUrlSource('https://boards.example/top', { fetch: fetch as unknown as typeof globalThis.fetch })(ask)).rejects.toMatchObject({ kind: 'http', status: 502 })
  })
})
