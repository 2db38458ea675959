import type { EngagementClient, EngagementError, EngagementErrorKind, IncrementResult } from '../core/index.js'

/** An increment batch the service refused (a 4xx) or that kept failing past `maxAgeMs`: kept, never sent again on its own. */
export type DeadLetter = {
  /** The user whose counters the batch was for, lower-cased. */
  userAddress: string
  /** `metrics[i]` was to be incremented by `counts[i]`. */
  metrics: string[]
  counts: number[]
  /** Why it was given up, e.g. `incrementMetrics: not an admin of aurora-guild (HTTP 403)`. */
  reason: string
  /** The error's kind: `api` or `http` for a refusal, `invalid-input` for a request the client would not send. */
  kind: EngagementErrorKind
  /** The HTTP status of the refusal, when there was one. */
  status?: number | undefined
  /** The service's error code, when it sent one. */
  code?: string | undefined
  /** When it was given up (milliseconds since the epoch). */
  at: number
}

/**
 * One line of a tracker's journal. Replaying the records in order rebuilds the queue: `track` adds, `send` fixes the
 * batch that goes out (with its Idempotency-Key, so a batch sent again is the same request), `ack` (delivered) and
 * `dead` (given up) subtract and end it, `retry` puts every dead letter back in the queue.
 */
export type TrackerRecord =
  | { type: 'track'; user: string; metric: string; count: number; at: number }
  | { type: 'send'; user: string; metrics: string[]; counts: number[]; key: string; at: number }
  | { type: 'ack'; user: string; metrics: string[]; counts: number[]; at: number }
  | { type: 'dead'; letter: DeadLetter }
  | { type: 'retry'; at: number }

/**
 * Where a tracker keeps its queue. A store only keeps records; the tracker decides what they mean. `append` resolves
 * once the records would survive what the store promises to survive (a crash of the process, a power loss).
 */
export type MetricTrackerStore = {
  /** Every record kept, in the order appended (on start, after a crash or a restart). */
  load(): Promise<TrackerRecord[]>
  /** Adds records at the end. */
  append(records: TrackerRecord[]): Promise<void>
  /** Replaces every record at once by `records`, which describe the same queue (compaction). */
  replace(records: TrackerRecord[]): Promise<void>
  /** Releases files or connections; the store is not used afterwards. */
  close(): Promise<void>
}

/** How failed requests are retried: capped exponential backoff with jitter. */
export type TrackerRetryOptions = {
  /** Wait before the first retry, doubled after each further failure; default 500 ms. */
  baseDelayMs?: number
  /** Longest wait between two tries (a `Retry-After` from the service may ask for longer); default 30 s. */
  maxDelayMs?: number
}

/** Options of {@link createMetricTracker}: a client, or the service's root and an API key. */
export type MetricTrackerOptions = {
  /**
   * A client allowed to increment the entity's counters: signed in as an admin or owner, or with an API key. Any
   * object with `incrementMetrics` will do. Without one, `baseUrl` and `apiKey` make it.
   */
  client?: Pick<EngagementClient, 'incrementMetrics'> | undefined
  /** The service root, for the client the tracker makes with `apiKey`. */
  baseUrl?: string | undefined
  /** An API key of the entity (engagekit's servers; owners create them), sent as `Authorization: Bearer`. */
  apiKey?: string | undefined
  /** The entity whose counters are incremented. */
  entityId: string
  /** Where the queue is kept; default `memoryStore()` (lost when the process ends). */
  store?: MetricTrackerStore | undefined
  /** Most metrics in one request; default 20. */
  batchSize?: number | undefined
  /** How long increments are coalesced before they are sent; default 1000 ms. */
  flushIntervalMs?: number | undefined
  /** Give up (dead-letter) a batch that still fails when its oldest increment is this old; default never. */
  maxAgeMs?: number | undefined
  retry?: TrackerRetryOptions | undefined
  /** Told about every batch that is given up, with the dead letter that keeps it. */
  onError?: ((error: EngagementError, deadLetter: DeadLetter) => void) | undefined
  /**
   * Told about every batch the service accepted, with what it changed (the counters moved, the levels reached), when
   * the service says (engagekit's does; a spec service does not, and a replayed batch answers as it first did).
   */
  onDelivered?: ((delivery: TrackerDelivery) => void) | undefined
}

/** A batch the service accepted, as {@link MetricTrackerOptions.onDelivered} hears of it. */
export type TrackerDelivery = {
  /** The user whose counters the batch was for, lower-cased. */
  userAddress: string
  metrics: string[]
  counts: number[]
  /** What the increment changed, as rows 3 and 4 answer it; undefined when the service does not say. */
  result: IncrementResult | undefined
}

/** What is waiting to be sent, from {@link MetricTracker.pending}. */
export type MetricTrackerPending = {
  /** Users with increments waiting. */
  users: number
  /** (user, metric) pairs waiting, each one entry of a request. */
  increments: number
  /** Requests the queue needs at the current batch size. */
  batches: number
  /** Batches given up; see {@link MetricTracker.deadLetters}. */
  deadLetters: number
  /** The failure the tracker is waiting out, while it retries. */
  lastError: EngagementError | undefined
}

/** Options of {@link MetricTracker.close}. */
export type MetricTrackerCloseOptions = {
  /** Stop trying after this long; what is left stays in the store and `close` rejects. Default: no limit. */
  timeoutMs?: number | undefined
}

/** Queues metric increments from outside systems and delivers them at least once; see {@link createMetricTracker}. */
export type MetricTracker = {
  /** Queues `count` (default 1) on `userAddress`'s `metric`; resolves once the increment is in the store. */
  track(userAddress: string, metric: string, count?: number): Promise<void>
  /** Sends everything queued; resolves when the queue is empty (every increment delivered or dead-lettered). */
  flush(): Promise<void>
  /** Stops taking increments, flushes, then stops; rejects when `timeoutMs` passes first. */
  close(options?: MetricTrackerCloseOptions): Promise<void>
  /** What is waiting to be sent. */
  pending(): MetricTrackerPending
  /** The batches given up, oldest first. */
  deadLetters(): DeadLetter[]
  /** Puts every dead letter back in the queue (e.g. once the tracker's account is an admin again). */
  retryDeadLetters(): Promise<void>
}
