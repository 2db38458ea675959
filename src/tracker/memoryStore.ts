import type { MetricTrackerStore, TrackerRecord } from './types.js'

/** A store in memory: the default. The queue survives a network outage, not the end of the process (or the page). */
export function memoryStore(): MetricTrackerStore {
  let records: TrackerRecord[] = []
  return {
    load: async () => [...records],
    append: async (added) => void records.push(...added),
    replace: async (all) => void (records = [...all]),
    close: async () => undefined,
  }
}
