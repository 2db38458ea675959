import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EngagementError } from '../../../src/core/EngagementError.js'
import type { Sandbox } from '../../../src/sandbox/createSandbox.js'
import { demo } from '../../../src/service/seed/demo.js'
import { useEntityMetrics } from '../../../src/react/hooks/useEntityMetrics.js'
import { useIncrementMetric } from '../../../src/react/hooks/useIncrementMetric.js'
import { useIncrementMetrics } from '../../../src/react/hooks/useIncrementMetrics.js'
import { useUserMetrics } from '../../../src/react/hooks/useUserMetrics.js'
import { createTestEngagement, renderHookWithEngagement, type TestViewer } from '../renderWithEngagement.js'

const member = demo.accounts.member.address
const counter = (metrics: { metric: string; counter: number }[] | undefined, name: string) => metrics?.find((entry) => entry.metric === name)?.counter
const storedXp = (sandbox: Sandbox) => sandbox.state.entities[demo.entityId]?.counters[member]?.['aurora-xp']

/** A sandbox whose writes wait until `release()`, so a test can look at the screen while the service has not answered. */
async function heldWrites(as: TestViewer) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const held: string[] = []
  const t = await createTestEngagement({
    as,
    fetch: async (request, sandbox) => {
      if (request.method === 'POST') {
        held.push(new URL(request.url).pathname)
        await gate
      }
      return sandbox.fetch(request)
    },
  })
  return { ...t, held, release }
}

/** Counters of the demo member, and both increment hooks. */
function useCounterScreen() {
  return { metrics: useUserMetrics({ userAddress: member }), increment: useIncrementMetric(), incrementMany: useIncrementMetrics() }
}

describe('optimistic increments', () => {
  it('the counter shows the new value before the service answers, and keeps it on success', async () => {
    const t = await heldWrites('admin')
    const { result } = renderHookWithEngagement(t, useCounterScreen)
    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(340))

    let settled: Promise<unknown> | undefined
    act(() => void (settled = result.current.increment.mutateAsync({ userAddress: member.toLowerCase(), metric: 'xp', count: 10 })))

    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(350))
    // Still in flight: the service has the request but has not applied it.
    expect(t.held).toEqual([`/api/entities/${demo.entityId}/users/${member}/metrics/xp`])
    expect(storedXp(t.sandbox)).toBe(340)
    await waitFor(() => expect(result.current.increment.isPending).toBe(true))
    // Other counters are untouched.
    expect(counter(result.current.metrics.data, 'reviews')).toBe(5)

    t.release()
    await act(() => settled!)
    expect(storedXp(t.sandbox)).toBe(350)
    await waitFor(() => expect(result.current.increment.isSuccess).toBe(true))
    expect(counter(result.current.metrics.data, 'xp')).toBe(350)
  })

  it('rolls back when the service refuses (a member gets 403)', async () => {
    const t = await heldWrites('member')
    const { result } = renderHookWithEngagement(t, useCounterScreen)
    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(340))

    let settled: Promise<unknown> | undefined
    act(() => void (settled = result.current.increment.mutateAsync({ userAddress: member, metric: 'xp', count: 10 }).catch((error: unknown) => error)))
    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(350))

    t.release()
    const error = await act(() => settled!)
    expect(error).toBeInstanceOf(EngagementError)
    expect(error).toMatchObject({ kind: 'api', status: 403 })
    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(340))
    expect(result.current.increment.error).toBe(error)
    expect(storedXp(t.sandbox)).toBe(340)
  })

  it('rolls back input the client rejects without sending anything', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, useCounterScreen)
    await waitFor(() => expect(result.current.metrics.isSuccess).toBe(true))
    const error = await act(() => result.current.increment.mutateAsync({ userAddress: member, metric: 'xp', count: 'ten' }).catch((caught: unknown) => caught))
    expect(error).toMatchObject({ kind: 'invalid-input' })
    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(340))
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('several counters at once: shown at once, rolled back together', async () => {
    const t = await heldWrites('member')
    const { result } = renderHookWithEngagement(t, useCounterScreen)
    await waitFor(() => expect(result.current.metrics.isSuccess).toBe(true))

    let settled: Promise<unknown> | undefined
    act(() => void (settled = result.current.incrementMany.mutateAsync({ userAddress: member, metrics: ['xp', 'reviews'], counts: [10, '3'] }).catch(() => undefined)))
    await waitFor(() => expect([counter(result.current.metrics.data, 'xp'), counter(result.current.metrics.data, 'reviews')]).toEqual([350, 8]))

    t.release()
    await act(() => settled!)
    await waitFor(() => expect([counter(result.current.metrics.data, 'xp'), counter(result.current.metrics.data, 'reviews')]).toEqual([340, 5]))
  })

  it('a metric named by id lands on its counter once the metric list is loaded', async () => {
    const t = await heldWrites('admin')
    const { result } = renderHookWithEngagement(t, () => ({ ...useCounterScreen(), definitions: useEntityMetrics() }))
    await waitFor(() => expect(result.current.metrics.isSuccess && result.current.definitions.isSuccess).toBe(true))

    let settled: Promise<unknown> | undefined
    act(() => void (settled = result.current.increment.mutateAsync({ userAddress: member, metric: 'aurora-xp', count: 10 })))
    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(350))
    expect(result.current.metrics.data).toHaveLength(6)

    t.release()
    await act(() => settled!)
    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(350))
  })

  it('never shows a row for a name it cannot place (an id without the metric list, another letter case)', async () => {
    const t = await heldWrites('admin')
    const { result } = renderHookWithEngagement(t, useCounterScreen)
    await waitFor(() => expect(result.current.metrics.isSuccess).toBe(true))

    let settled: Promise<unknown> | undefined
    act(() => void (settled = result.current.incrementMany.mutateAsync({ userAddress: member, metrics: ['aurora-reviews', 'XP'], counts: [1, 10] })))
    // The service matches names in any letter case; so does the optimistic update.
    await waitFor(() => expect(counter(result.current.metrics.data, 'xp')).toBe(350))
    expect(result.current.metrics.data?.map((entry) => entry.metric)).toEqual(['xp', 'contributions', 'reviews', 'events_attended', 'quests_completed', 'referrals'])

    t.release()
    await act(() => settled!)
    await waitFor(() => expect(counter(result.current.metrics.data, 'reviews')).toBe(6))
  })
})
