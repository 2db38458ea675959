import type { EntityState, Increment } from '../state.js'
import { seededRandom } from '../seededRandom.js'

/** How a demo member earned their points: the share of each counter earned in the last 60 days, and how recently. */
export type RecentActivity = {
  /** Share (0 to 1) of each counter that was earned in the last 60 days. */
  share: number
  /** 0: spread evenly over the 60 days; towards 1: mostly in the last days. */
  recency: number
}

const dayMs = 24 * 60 * 60 * 1000

// mulberry32, seeded by the address: the same demo every time for the same clock.
function generator(text: string): () => number {
  let seed = 0
  for (const char of text) seed = Math.imul(seed ^ char.charCodeAt(0), 2654435761) >>> 0
  return seededRandom(seed)
}

/**
 * The increments behind part of each demo counter, spread over the 60 days before `nowMs`, so boards of this day,
 * week and month differ from the all-time board. A member who was active lately leads this week without leading
 * overall. Oldest first; every event is before `nowMs`, and no counter is exceeded.
 */
export function demoEvents(state: EntityState, activity: Readonly<Record<string, RecentActivity>>, metricIds: readonly string[], nowMs: number, by: string): Increment[] {
  const events: Increment[] = []
  for (const [address, { share, recency }] of Object.entries(activity)) {
    const random = generator(`${state.entity.id} ${address}`)
    for (const metric of metricIds) {
      let left = Math.floor((state.counters[address]?.[metric] ?? 0) * share)
      while (left > 0) {
        const amount = Math.min(left, 1 + Math.floor(random() * Math.max(1, left / 3)))
        left -= amount
        // A power of the draw leans the days towards now as recency grows; the minute of the day is drawn too.
        const daysAgo = 60 * random() ** (1 + recency * 4)
        const at = Math.floor((nowMs - daysAgo * dayMs - random() * 6 * 60 * 60 * 1000) / 60_000) * 60_000
        events.push({ address, metric, amount, at: new Date(Math.min(at, nowMs - 60_000)).toISOString(), by })
      }
    }
  }
  return events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
}
