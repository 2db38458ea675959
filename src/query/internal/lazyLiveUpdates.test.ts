import { describe, expect, it } from 'vitest'
import type { LiveUpdates, LiveUpdatesListener } from '../createLiveUpdates.js'
import { lazyLiveUpdates } from './lazyLiveUpdates.js'

/** Live updates that record what they are asked. */
function recording() {
  const log: string[] = []
  const listeners = new Set<LiveUpdatesListener>()
  const live: LiveUpdates = {
    watch: (entityId) => (log.push(`watch ${entityId}`), () => void log.push(`release ${entityId}`)),
    subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
    setCaller: (caller) => void log.push(`caller ${caller}`),
    destroy: () => void log.push('destroy'),
  }
  return { live, log, listeners }
}

describe('lazyLiveUpdates', () => {
  it('loads at the first watch, then applies what was asked meanwhile; a watch released before it loaded opens nothing', async () => {
    const { live, log, listeners } = recording()
    let loads = 0
    let finish: (live: LiveUpdates) => void = () => {}
    const lazy = lazyLiveUpdates(() => (loads++, new Promise<LiveUpdates>((resolve) => (finish = resolve))))
    const heard: string[] = []
    lazy.subscribe((event) => heard.push(event.type))
    lazy.setCaller('0xabc')
    expect(loads).toBe(0)
    const kept = lazy.watch('ent-1')
    const dropped = lazy.watch('ent-2')
    dropped()
    expect(loads).toBe(1)
    finish(live)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(log).toEqual(['caller 0xabc', 'watch ent-1'])
    for (const listener of listeners) listener({ type: 'leaderboard.changed', entityId: 'ent-1', at: '', data: { metricId: 'm', metric: 'xp' } }, '0xabc')
    expect(heard).toEqual(['leaderboard.changed'])
    kept()
    lazy.destroy()
    expect(log).toEqual(['caller 0xabc', 'watch ent-1', 'release ent-1', 'destroy'])
  })

  it('without its code (a failed load) the page simply has no live updates', async () => {
    const lazy = lazyLiveUpdates(() => Promise.reject(new Error('offline')))
    const release = lazy.watch('ent-1')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(() => release()).not.toThrow()
  })
})
