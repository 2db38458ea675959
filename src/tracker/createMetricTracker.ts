import { EngagementError, isEngagementError } from '../core/index.js'
import { incrementMetrics } from '../core/actions/incrementMetrics.js'
import { createEngagementClientBase } from '../core/internal/clientBase.js'
import { checkTrack } from './internal/checkTrack.js'
import { isTrackerRecord } from './internal/journalRecord.js'
import { applyRecord, countQueue, createQueueState, nextBatch, recordsOf, settle, type Batch } from './internal/queueState.js'
import { resolveTrackerRetry, retryAfterOf, retryDelay } from './internal/retryDelay.js'
import { memoryStore } from './memoryStore.js'
import type { DeadLetter, MetricTracker, MetricTrackerOptions, TrackerRecord } from './types.js'

/** A journal longer than this, and four times longer than the queue it describes, is compacted. */
const compactAfterRecords = 1000

const invalidOption = (message: string, field: string) => new EngagementError(`createMetricTracker: ${message}`, { kind: 'invalid-input', field })

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })
}

/** A batch's Idempotency-Key: random, unique per batch. */
const newKey = (): string => `tracker-${crypto.randomUUID()}`

/** The client a tracker makes from `baseUrl` and `apiKey`: row 4 alone, so the tracker bundles no other endpoint. */
function keyClient({ baseUrl, apiKey }: MetricTrackerOptions): MetricTrackerOptions['client'] {
  if (apiKey === undefined) return undefined
  if (baseUrl === undefined) throw invalidOption('baseUrl is required with apiKey', 'baseUrl')
  const base = createEngagementClientBase({ baseUrl, apiKey })
  return { incrementMetrics: (parameters, callOptions) => incrementMetrics(base, parameters, callOptions) }
}

/** What a failed request is to the tracker: always an EngagementError (a client double may throw anything). */
function requestError(error: unknown): EngagementError {
  if (isEngagementError(error)) return error
  return new EngagementError(`incrementMetrics: ${error instanceof Error ? error.message : String(error)}`, { kind: 'invalid-response', endpoint: 'incrementMetrics', cause: error })
}

function storeError(error: unknown): EngagementError {
  if (isEngagementError(error)) return error
  return new EngagementError(`the tracker's store failed: ${error instanceof Error ? error.message : String(error)}`, { kind: 'invalid-input', field: 'store', cause: error })
}

/**
 * Creates a tracker that turns events of other systems (a webhook, a bot, a job) into metric increments. `track`
 * queues; increments of the same user and metric add up; every `flushIntervalMs` the queue is sent, one row-4
 * request per user with up to `batchSize` metrics, one request at a time. Failures worth retrying (no answer, a
 * timeout, 5xx, 429) are retried with capped exponential backoff and jitter, honouring `Retry-After`, without end
 * unless `maxAgeMs` is set; a refusal (4xx) is not retried: the batch becomes a dead letter and `onError` is told.
 * Delivery is at least once (docs/tracker.md): with a durable store, nothing tracked is lost to a crash.
 */
export function createMetricTracker(options: MetricTrackerOptions): MetricTracker {
  const { entityId, store = memoryStore(), batchSize = 20, flushIntervalMs = 1000, maxAgeMs, onError, onDelivered } = options
  const given = options.client ?? keyClient(options)
  if (!given || typeof given.incrementMetrics !== 'function') throw invalidOption('client must be an engagekit client (with incrementMetrics), or give baseUrl and apiKey', 'client')
  const client = given
  if (typeof entityId !== 'string' || entityId.trim() === '') throw invalidOption('entityId is required', 'entityId')
  if (!Number.isInteger(batchSize) || batchSize < 1) throw invalidOption('batchSize must be a whole number of at least 1', 'batchSize')
  if (typeof flushIntervalMs !== 'number' || !(flushIntervalMs >= 0)) throw invalidOption('flushIntervalMs must be a number of milliseconds', 'flushIntervalMs')
  if (maxAgeMs !== undefined && !(typeof maxAgeMs === 'number' && maxAgeMs >= 0)) throw invalidOption('maxAgeMs must be a number of milliseconds', 'maxAgeMs')
  const retry = resolveTrackerRetry(options.retry)

  const state = createQueueState()
  // Aborted by close(): ends a wait between retries and the request out.
  const stop = new AbortController()
  let closed = false
  let closing: Promise<void> | undefined
  // The store failed: the tracker stops, every later call rejects with this, and the journal keeps what it had.
  let broken: EngagementError | undefined
  let lastError: EngagementError | undefined
  let failures = 0
  let journalLength = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const ready = store.load().then(
    (records) => {
      for (const record of records) {
        if (!isTrackerRecord(record)) throw new EngagementError('the tracker\'s store holds a record no tracker wrote', { kind: 'invalid-input', field: 'store' })
        applyRecord(state, record)
      }
      journalLength = records.length
      // What was queued or out when the process stopped goes out again.
      if (state.users.size > 0) schedule(0)
    },
    (error: unknown) => {
      throw storeError(error)
    },
  )
  ready.catch((error: EngagementError) => (broken ??= error))

  // Records are written one group at a time, in order: what is queued during a write goes out with the next one
  // (one write, one fsync). The queue in memory changes only once its records are stored, so it never runs ahead of
  // the journal (an acknowledgement of an increment the journal does not hold would replay as a negative count).
  let outbox: { records: TrackerRecord[]; resolve: () => void; reject: (error: EngagementError) => void }[] = []
  let writing: Promise<void> | undefined

  function write(records: TrackerRecord[]): Promise<void> {
    return new Promise((resolve, reject) => {
      outbox.push({ records, resolve, reject })
      writing ??= pump()
    })
  }

  async function pump(): Promise<void> {
    await ready.catch(() => undefined)
    while (outbox.length > 0) {
      const group = outbox
      outbox = []
      if (broken) {
        for (const item of group) item.reject(broken)
        continue
      }
      const records = group.flatMap((item) => item.records)
      try {
        await store.append(records)
        journalLength += records.length
        for (const record of records) applyRecord(state, record)
        for (const item of group) item.resolve()
        if (journalLength > compactAfterRecords) await compact(4)
      } catch (error) {
        broken ??= storeError(error)
        for (const item of group) item.reject(broken)
      }
    }
    writing = undefined
  }

  /** Rewrites the journal as the queue's own records when it is `ratio` times longer than those. */
  async function compact(ratio: number): Promise<void> {
    const records = recordsOf(state)
    if (journalLength <= ratio * records.length) return
    await store.replace(records)
    journalLength = records.length
  }

  async function writesDone(): Promise<void> {
    while (writing) await writing
  }

  function schedule(delayMs: number): void {
    if (closed && delayMs > 0) return
    if (timer !== undefined && delayMs > 0) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      drain().catch(() => undefined)
    }, delayMs)
  }

  let sending: Promise<void> | undefined
  function drain(): Promise<void> {
    sending ??= sendAll().finally(() => (sending = undefined))
    return sending
  }

  async function sendAll(): Promise<void> {
    await ready
    for (;;) {
      if (broken) throw broken
      if (stop.signal.aborted) return
      const batch = nextBatch(state, batchSize)
      if (!batch) return
      await send(batch)
    }
  }

  /** One request for `batch`, and what its outcome means for the queue. */
  async function send(batch: Batch): Promise<void> {
    const { user, metrics, counts } = batch
    let error: EngagementError
    try {
      // Fixed, with its key, before it first goes out: sent again after a lost answer or a crash, it is the same
      // request, which a service that takes Idempotency-Keys counts once.
      const key = batch.key ?? newKey()
      if (batch.key === undefined) await write([{ type: 'send', user, metrics, counts, key, at: Date.now() }])
      const answer = await client.incrementMetrics({ entityId, userAddress: user, metrics, counts }, { signal: stop.signal, idempotencyKey: key })
      failures = 0
      lastError = undefined
      // Recorded before the next request goes out: a crash now sends this batch again, with its key (counted once by a
      // service that takes Idempotency-Keys, twice at worst by one that does not), never two batches.
      await write([{ type: 'ack', user, metrics, counts, at: Date.now() }])
      try {
        onDelivered?.({ userAddress: user, metrics, counts, result: answer.data })
      } catch {
        // Delivered and recorded; a failing handler must not stop the queue.
      }
      return settle(state)
    } catch (caught) {
      if (broken) throw broken
      error = requestError(caught)
    }
    // Closing: the batch stays queued (in the store), whether or not the service applied it.
    if (stop.signal.aborted) return settle(state, true)
    let reason = error.message
    if (error.retryable) {
      failures++
      lastError = error
      if (maxAgeMs === undefined || Date.now() - batch.oldest < maxAgeMs) {
        settle(state, true)
        return sleep(retryDelay(failures, retry, retryAfterOf(error)), stop.signal)
      }
      reason = `still failing after ${maxAgeMs} ms: ${error.message}`
    }
    failures = 0
    lastError = undefined
    const letter: DeadLetter = { userAddress: user, metrics, counts, reason, kind: error.kind, status: error.status, code: error.code, at: Date.now() }
    await write([{ type: 'dead', letter }])
    settle(state)
    try {
      onError?.(error, letter)
    } catch {
      // The letter is kept; a failing handler must not stop the queue.
    }
  }

  async function flush(): Promise<void> {
    await ready
    for (;;) {
      await writesDone()
      await drain()
      if (broken) throw broken
      if (stop.signal.aborted || (state.users.size === 0 && outbox.length === 0 && !writing)) return
    }
  }

  const onPageHide = () => void drain().catch(() => undefined)
  const page = typeof window !== 'undefined' && typeof window.addEventListener === 'function' ? window : undefined
  page?.addEventListener('pagehide', onPageHide)

  return {
    async track(userAddress, metric, count = 1) {
      if (closed) throw new EngagementError('track: the tracker is closed', { kind: 'invalid-input' })
      const checked = checkTrack(userAddress, metric, count)
      if (broken) throw broken
      await write([{ type: 'track', ...checked, at: Date.now() }])
      // A user with a full batch need not wait for the interval.
      schedule((state.users.get(checked.user)?.size ?? 0) >= batchSize ? 0 : flushIntervalMs)
    },

    flush,

    close({ timeoutMs } = {}) {
      closing ??= (async () => {
        closed = true
        clearTimeout(timer)
        page?.removeEventListener('pagehide', onPageHide)
        const deadline = timeoutMs === undefined ? undefined : setTimeout(() => stop.abort(), timeoutMs)
        try {
          await flush()
        } finally {
          clearTimeout(deadline)
          stop.abort()
          await sending?.catch(() => undefined)
          await writesDone()
          if (!broken) await compact(1).catch(() => undefined)
          await store.close()
        }
        const { users, increments } = countQueue(state, batchSize)
        if (increments > 0) {
          throw new EngagementError(`close: ${increments} increments of ${users} users were not delivered within ${timeoutMs} ms; they stay in the store`, {
            kind: 'timeout',
            cause: lastError,
          })
        }
      })()
      return closing
    },

    pending: () => ({ ...countQueue(state, batchSize), deadLetters: state.dead.length, lastError }),

    deadLetters: () => state.dead.map((letter) => ({ ...letter, metrics: [...letter.metrics], counts: [...letter.counts] })),

    async retryDeadLetters() {
      await ready
      if (state.dead.length === 0) return
      await write([{ type: 'retry', at: Date.now() }])
      schedule(0)
    },
  }
}
