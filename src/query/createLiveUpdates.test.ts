import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { createEngagementClientBase } from '../core/internal/clientBase.js'
import type { UserMetric } from '../core/schemas/metric.js'
import { createLiveUpdates, type LiveStreamParameters } from './createLiveUpdates.js'
import { getUserMetricsQueryKey } from './getUserMetrics.js'

const member = '0x1111111111111111111111111111111111111111'

/** A service that says what it offers at `GET /api/engagekit`, and the streams opened on it. */
function setup(features: string[]) {
  const client = createEngagementClientBase({
    baseUrl: 'https://service.test',
    retry: false,
    fetch: async () => Response.json({ data: { version: '1', features } }),
  })
  const queryClient = new QueryClient()
  const opened: LiveStreamParameters[] = []
  const open = { count: 0, closed: 0 }
  const live = createLiveUpdates({
    client,
    queryClient,
    open: (parameters) => {
      opened.push(parameters)
      open.count++
      return () => void open.closed++
    },
  })
  return { live, queryClient, opened, open }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createLiveUpdates', () => {
  it('opens one stream per entity however many components watch it, and closes it when the last one goes', async () => {
    const { live, open, opened } = setup(['leaderboard', 'realtime'])
    const first = live.watch('ent-1')
    const second = live.watch('ent-1')
    const other = live.watch('ent-2')
    await settle()
    expect(opened.map(({ entityId }) => entityId)).toEqual(['ent-1', 'ent-2'])
    first()
    first()
    expect(open.closed).toBe(0)
    second()
    expect(open.closed).toBe(1)
    live.destroy()
    expect(open.closed).toBe(2)
    other()
    expect(open.closed).toBe(2)
  })

  it('never asks a service that does not offer realtime for a stream', async () => {
    const { live, open } = setup(['leaderboard'])
    const release = live.watch('ent-1')
    await settle()
    live.watch('ent-2')
    await settle()
    expect(open.count).toBe(0)
    release()
  })

  it("applies events for the current caller, tells its listeners, and starts again from now for another caller", async () => {
    const { live, opened, open, queryClient } = setup(['realtime'])
    live.setCaller(member)
    const key = getUserMetricsQueryKey({ entityId: 'ent-1', userAddress: member, caller: member })
    queryClient.setQueryData<UserMetric[]>(key, [{ metric: 'xp', counter: 10 }])
    const heard: string[] = []
    live.subscribe((event, caller) => heard.push(`${event.type} for ${caller}`))
    live.watch('ent-1')
    await settle()
    opened[0]!.onEvent({ id: 41, type: 'metric.incremented', entityId: 'ent-1', at: '', data: { address: member, metricId: 'm', metric: 'xp', count: 5, counter: 15, by: 'key:k' } })
    expect(queryClient.getQueryData(key)).toEqual([{ metric: 'xp', counter: 15 }])
    expect(heard).toEqual([`metric.incremented for ${member}`])

    live.setCaller(undefined)
    expect(open.closed).toBe(1)
    expect(opened.map(({ lastEventId }) => lastEventId)).toEqual([undefined, undefined])
    // The first stream's late event is not applied: it was closed.
    opened[0]!.onEvent({ id: 42, type: 'metric.incremented', entityId: 'ent-1', at: '', data: { address: member, metricId: 'm', metric: 'xp', count: 5, counter: 20, by: 'key:k' } })
    expect(queryClient.getQueryData(key)).toEqual([{ metric: 'xp', counter: 15 }])
    live.destroy()
  })
})
