import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EngagementError } from '../../../src/core/EngagementError.js'
import { demo } from '../../../src/service/seed/demo.js'
import { people } from '../../../src/service/seed/people.js'
import { useEntityMetrics } from '../../../src/react/hooks/useEntityMetrics.js'
import { useEntityNfts } from '../../../src/react/hooks/useEntityNfts.js'
import { useEntityUsers } from '../../../src/react/hooks/useEntityUsers.js'
import { useIncrementMetric } from '../../../src/react/hooks/useIncrementMetric.js'
import { useIncrementMetrics } from '../../../src/react/hooks/useIncrementMetrics.js'
import { useLevels } from '../../../src/react/hooks/useLevels.js'
import { useMyNfts } from '../../../src/react/hooks/useMyNfts.js'
import { useUpdateMetric } from '../../../src/react/hooks/useUpdateMetric.js'
import { useUserMetrics } from '../../../src/react/hooks/useUserMetrics.js'
import { createTestEngagement, renderHookWithEngagement } from '../renderWithEngagement.js'

/** Lets timers and pending renders run, inside act. */
const idle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)))

const count = (requests: string[], request: string) => requests.filter((sent) => sent === request).length
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('expected the call to fail'), (error: unknown) => error)
const counter = (metrics: { metric: string; counter: number }[] | undefined, name: string) => metrics?.find((entry) => entry.metric === name)?.counter

const member = demo.accounts.member.address
const base = `/api/entities/${demo.entityId}`
const METRICS = `GET ${base}/metrics`
const metricsOf = (address: string) => `GET ${base}/users/${address}/metrics`
const LEVELS = `GET ${base}/levels`
const USERS = `GET ${base}/users`
const ENTITY_NFTS = `GET ${base}/mynfts`

describe('useEntityMetrics', () => {
  it('lists the metrics the entity tracks', async () => {
    const t = await createTestEngagement()
    const { result } = renderHookWithEngagement(t, () => useEntityMetrics())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.map((metric) => metric.name)).toEqual(['xp', 'contributions', 'reviews', 'events_attended', 'quests_completed', 'referrals'])
    expect(t.requests).toEqual([METRICS])
  })

  it('reads another entity, and 404s on an unknown one', async () => {
    const t = await createTestEngagement()
    const { result } = renderHookWithEngagement(t, () => ({ nebula: useEntityMetrics({ entityId: 'nebula-dao' }), unknown: useEntityMetrics({ entityId: 'nope' }) }))
    await waitFor(() => expect(result.current.nebula.isSuccess && result.current.unknown.isError).toBe(true))
    expect(result.current.nebula.data?.map((metric) => metric.id)).toEqual(['nebula-xp', 'nebula-notes', 'nebula-reviews'])
    expect(result.current.unknown.error).toBeInstanceOf(EngagementError)
    expect(result.current.unknown.error).toMatchObject({ kind: 'api', status: 404, code: 'not-found' })
  })
})

describe('useUserMetrics', () => {
  it('defaults to the signed-in user in the provider’s entity', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useUserMetrics())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(counter(result.current.data, 'xp')).toBe(340)
    expect(counter(result.current.data, 'reviews')).toBe(5)
    expect(t.requests).toEqual([metricsOf(member)])
  })

  it('takes another user (any letter case) and another entity', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => ({
      lena: useUserMetrics({ userAddress: people.lena.toLowerCase() }),
      nebula: useUserMetrics({ entityId: 'nebula-dao' }),
    }))
    await waitFor(() => expect(result.current.lena.isSuccess && result.current.nebula.isSuccess).toBe(true))
    expect(counter(result.current.lena.data, 'xp')).toBe(120)
    expect(counter(result.current.nebula.data, 'research_notes')).toBe(4)
  })

  it('waits signed out: idle, no request', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { result } = renderHookWithEngagement(t, () => useUserMetrics())
    await idle()
    expect(result.current).toMatchObject({ status: 'pending', fetchStatus: 'idle', data: undefined })
    expect(t.requests).toEqual([])
  })

  it('a malformed address fails with invalid-input, without a request', async () => {
    const t = await createTestEngagement()
    const { result } = renderHookWithEngagement(t, () => useUserMetrics({ userAddress: '0x123' }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ kind: 'invalid-input', field: 'userAddress' })
    expect(t.requests).toEqual([])
  })
})

describe('useIncrementMetric', () => {
  it('the new counter shows in useUserMetrics; the levels are not refetched', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({
      metrics: useUserMetrics({ userAddress: member }),
      levels: useLevels(),
      increment: useIncrementMetric(),
    }))
    await waitFor(() => expect(result.current.metrics.isSuccess && result.current.levels.isSuccess).toBe(true))

    await act(() => result.current.increment.mutateAsync({ userAddress: member, metric: 'aurora-xp', count: 25 }))

    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(365))
    expect(t.sandbox.state.entities[demo.entityId]?.counters[member]?.['aurora-xp']).toBe(365)
    expect(count(t.requests, metricsOf(member))).toBe(2)
    expect(count(t.requests, LEVELS)).toBe(1)
  })

  it('refetches the NFTs of the user credited, not the caller’s', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ nfts: useEntityNfts(), mine: useMyNfts(), increment: useIncrementMetric() }))
    await waitFor(() => expect(result.current.nfts.isSuccess && result.current.mine.isSuccess).toBe(true))

    // Someone else's counter: the owner's own NFTs do not change.
    await act(() => result.current.increment.mutateAsync({ userAddress: member, metric: 'xp', count: 5 }))
    expect(count(t.requests, ENTITY_NFTS)).toBe(1)
    expect(count(t.requests, 'GET /api/mynfts')).toBe(1)

    // The owner's own XP: their NFT follows.
    await act(() => result.current.increment.mutateAsync({ userAddress: demo.accounts.owner.address.toLowerCase(), metric: 'xp', count: 5 }))
    expect(count(t.requests, ENTITY_NFTS)).toBe(2)
    expect(count(t.requests, 'GET /api/mynfts')).toBe(2)
    await waitFor(() => expect(result.current.nfts.data?.[0]?.xp).toBe(2355))
  })

  it('crediting someone who is not a member yet refetches the member list (they join)', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const newcomer = '0x2222222222222222222222222222222222222222'
    const { result } = renderHookWithEngagement(t, () => ({ users: useEntityUsers(), increment: useIncrementMetric() }))
    await waitFor(() => expect(result.current.users.isSuccess).toBe(true))

    await act(() => result.current.increment.mutateAsync({ userAddress: member, metric: 'xp', count: 1 }))
    expect(count(t.requests, USERS)).toBe(1)

    await act(() => result.current.increment.mutateAsync({ userAddress: newcomer, metric: 'xp', count: 1 }))
    expect(count(t.requests, USERS)).toBe(2)
    await waitFor(() => expect(result.current.users.data?.some((user) => user.address === newcomer)).toBe(true))
  })

  it('a member gets a 403 EngagementError; unknown metric 404; bad count invalid-input', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useIncrementMetric())
    expect(await act(() => failure(result.current.mutateAsync({ userAddress: member, metric: 'xp', count: 1 })))).toMatchObject({ kind: 'api', status: 403 })

    const admin = await createTestEngagement({ as: 'admin' })
    const { result: asAdmin } = renderHookWithEngagement(admin, () => useIncrementMetric())
    const unknown = await act(() => failure(asAdmin.current.mutateAsync({ userAddress: member, metric: 'karma', count: 1 })))
    expect(unknown).toBeInstanceOf(EngagementError)
    expect(unknown).toMatchObject({ kind: 'api', status: 404 })
    expect(await act(() => failure(asAdmin.current.mutateAsync({ userAddress: member, metric: 'xp', count: 'lots' })))).toMatchObject({ kind: 'invalid-input', field: 'count' })
    await waitFor(() => expect(asAdmin.current.error?.kind).toBe('invalid-input'))
  })
})

describe('useIncrementMetrics', () => {
  it('several counters at once, visible in useUserMetrics', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ metrics: useUserMetrics({ userAddress: member }), levels: useLevels(), increment: useIncrementMetrics() }))
    await waitFor(() => expect(result.current.metrics.isSuccess && result.current.levels.isSuccess).toBe(true))

    await act(() => result.current.increment.mutateAsync({ userAddress: member, metrics: ['xp', 'reviews'], counts: [10, '2'] }))

    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(350))
    expect(counter(result.current.metrics.data, 'reviews')).toBe(7)
    expect(count(t.requests, metricsOf(member))).toBe(2)
    expect(count(t.requests, LEVELS)).toBe(1)
  })

  it('one unknown metric fails the whole call (404) and nothing moves', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({ metrics: useUserMetrics({ userAddress: member }), increment: useIncrementMetrics() }))
    await waitFor(() => expect(result.current.metrics.isSuccess).toBe(true))
    const error = await act(() => failure(result.current.increment.mutateAsync({ userAddress: member, metrics: ['xp', 'karma'], counts: [10, 1] })))
    expect(error).toMatchObject({ kind: 'api', status: 404, endpoint: 'incrementMetrics' })
    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(340))
    expect(result.current.metrics.data?.some((entry) => entry.metric === 'karma')).toBe(false)
  })

  it('parallel lists of different lengths are invalid-input', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => useIncrementMetrics())
    const error = await act(() => failure(result.current.mutateAsync({ userAddress: member, metrics: ['xp', 'reviews'], counts: [1] })))
    expect(error).toMatchObject({ kind: 'invalid-input', field: 'counts' })
    expect(t.requests).toEqual([])
  })
})

describe('useUpdateMetric', () => {
  it('a rename shows in useEntityMetrics, in the counters and in the NFTs’ attributes', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({
      definitions: useEntityMetrics(),
      counters: useUserMetrics(),
      nfts: useEntityNfts(),
      levels: useLevels(),
      update: useUpdateMetric(),
    }))
    await waitFor(() => expect(result.current.definitions.isSuccess && result.current.counters.isSuccess && result.current.nfts.isSuccess && result.current.levels.isSuccess).toBe(true))

    await act(() => result.current.update.mutateAsync({ metricId: 'aurora-reviews', name: 'code_reviews', description: 'Reviews given', type: 'count' }))

    await waitFor(() => expect(result.current.definitions.data?.find((metric) => metric.id === 'aurora-reviews')?.name).toBe('code_reviews'))
    await waitFor(() => expect(counter(result.current.counters.data, 'code_reviews')).toBe(52))
    await waitFor(() => expect(result.current.nfts.data?.[0]?.attributes.some((attribute) => attribute.trait_type === 'code_reviews')).toBe(true))
    expect(count(t.requests, LEVELS)).toBe(1)
  })

  it('a member gets a 403; a taken name is a 409; a blank name invalid-input', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useUpdateMetric())
    const change = { metricId: 'aurora-reviews', name: 'code_reviews', description: '', type: 'count' }
    expect(await act(() => failure(result.current.mutateAsync(change)))).toMatchObject({ kind: 'api', status: 403 })

    const admin = await createTestEngagement({ as: 'admin' })
    const { result: asAdmin } = renderHookWithEngagement(admin, () => useUpdateMetric())
    expect(await act(() => failure(asAdmin.current.mutateAsync({ ...change, name: 'XP' })))).toMatchObject({ kind: 'api', status: 409 })
    expect(await act(() => failure(asAdmin.current.mutateAsync({ ...change, name: '  ' })))).toMatchObject({ kind: 'invalid-input', field: 'name' })
  })
})
