// The `engagekit/tracker` entry: metric increments from other systems, queued, batched and retried. No Node
// built-ins here, so a browser bundle can import it; the file store is in `engagekit/tracker/node`.
export { createMetricTracker } from './createMetricTracker.js'
export { memoryStore } from './memoryStore.js'
export { indexedDbStore, type IndexedDbStoreOptions } from './indexedDbStore.js'
export type {
  DeadLetter, MetricTracker, MetricTrackerCloseOptions, MetricTrackerOptions, MetricTrackerPending, MetricTrackerStore, TrackerDelivery, TrackerRecord, TrackerRetryOptions,
} from './types.js'
