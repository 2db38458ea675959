import { describe, expect, it, vi } from 'vitest'
import { EngagementError, type EngagementClient } from '../../src/core/index.js'
import { createMetricTracker, indexedDbStore, type TrackerRecord } from '../../src/tracker/index.js'

// In real Chromium: the IndexedDB store keeps a queue across trackers (a reload), and a page being hidden sends it.

const alice = '0x00000000000000000000000000000000000a11ce'
const bob = '0x0000000000000000000000000000000000000b0b'
const uniqueName = () => `engagekit-tracker-test-${crypto.randomUUID()}`

/** A stand-in for an admin client: records each row-4 call, or fails like an unreachable service while `offline`. */
function recordingClient() {
  const calls: { userAddress: string; metrics: string[]; counts: (number | string)[] }[] = []
  const state = { offline: false }
  const client: Pick<EngagementClient, 'incrementMetrics'> = {
    async incrementMetrics({ userAddress, metrics, counts }) {
      if (state.offline) throw new EngagementError('incrementMetrics: the service could not be reached', { kind: 'network', endpoint: 'incrementMetrics' })
      calls.push({ userAddress, metrics, counts })
      return { success: true }
    },
  }
  return { client, calls, state }
}

const track = (user: string, metric: string, count: number, at = 1): TrackerRecord => ({ type: 'track', user, metric, count, at })

describe('indexedDbStore', () => {
  it('keeps records across store instances and replaces them in one transaction', async () => {
    const name = uniqueName()
    const store = indexedDbStore({ name })
    expect(await store.load()).toEqual([])
    await store.append([track(alice, 'xp', 1), track(bob, 'xp', 2)])
    await store.append([track(alice, 'xp', 3)])
    await store.close()
    const again = indexedDbStore({ name, durable: false })
    expect(await again.load()).toEqual([track(alice, 'xp', 1), track(bob, 'xp', 2), track(alice, 'xp', 3)])
    await again.replace([track(alice, 'xp', 4), track(bob, 'xp', 2)])
    expect(await again.load()).toEqual([track(alice, 'xp', 4), track(bob, 'xp', 2)])
    await again.close()
  })

  it('a queue tracked offline survives the tracker (a reload) and is delivered by the next one', async () => {
    const name = uniqueName()
    const { client, calls, state } = recordingClient()
    state.offline = true
    // The interval is long, so the three tracks queue together and close() fixes them as one batch.
    const first = createMetricTracker({ client, entityId: 'aurora-guild', store: indexedDbStore({ name }), flushIntervalMs: 3_600_000, retry: { baseDelayMs: 5, maxDelayMs: 5 } })
    await first.track(alice, 'xp', 2)
    await first.track(alice, 'xp', 3)
    await first.track(bob, 'reviews')
    await expect(first.close({ timeoutMs: 20 })).rejects.toMatchObject({ kind: 'timeout' })
    expect(calls).toEqual([])

    state.offline = false
    const second = createMetricTracker({ client, entityId: 'aurora-guild', store: indexedDbStore({ name }) })
    await second.close()
    expect(calls).toEqual([
      { userAddress: alice.toLowerCase(), metrics: ['xp'], counts: [5] },
      { userAddress: bob, metrics: ['reviews'], counts: [1] },
    ])
    const store = indexedDbStore({ name })
    expect(await store.load()).toEqual([])
    await store.close()
  })

  it('sends the queue when the page is hidden (pagehide), without waiting for the interval', async () => {
    const { client, calls } = recordingClient()
    const tracker = createMetricTracker({ client, entityId: 'aurora-guild', store: indexedDbStore({ name: uniqueName() }), flushIntervalMs: 3_600_000 })
    await tracker.track(alice, 'xp', 4)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls).toEqual([])
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))
    await vi.waitFor(() => expect(calls).toEqual([{ userAddress: alice.toLowerCase(), metrics: ['xp'], counts: [4] }]), { timeout: 2000, interval: 5 })
    await tracker.close()
  })
})
