import type { DeadLetter, TrackerRecord } from '../types.js'

/** What is owed on one (user, metric) pair: tracked but not yet delivered. */
type Entry = {
  amount: number
  /** When the oldest undelivered part was tracked. */
  since: number
  /** Tracked while a request for this pair was out: the age of what remains once that request is acknowledged. */
  nextSince: number | undefined
}

/**
 * One request: a user's pairs, at most `batchSize` of them, with the amounts owed when it was formed, and the
 * Idempotency-Key it goes out with once it is fixed (a `send` record): sent again, it is the same request.
 */
export type Batch = { user: string; metrics: string[]; counts: number[]; oldest: number; key?: string | undefined }

/** The queue, rebuilt from records: what is owed per user and metric, and the dead letters. */
export type QueueState = {
  /** User (lower-case address) to metric to what is owed; users in the order they are served. */
  users: Map<string, Map<string, Entry>>
  dead: DeadLetter[]
  /** Pairs with a request out, so a track meanwhile knows it is newer than that request. */
  inFlight: Set<Entry>
  /** The batch sent and not yet acknowledged or given up: it goes out again as it was, with its key. */
  out: Batch | undefined
}

export const createQueueState = (): QueueState => ({ users: new Map(), dead: [], inFlight: new Set(), out: undefined })

function add(state: QueueState, user: string, metric: string, count: number, at: number): void {
  let metrics = state.users.get(user)
  if (!metrics) state.users.set(user, (metrics = new Map()))
  const entry = metrics.get(metric)
  if (!entry) return void metrics.set(metric, { amount: count, since: at, nextSince: undefined })
  entry.amount += count
  if (state.inFlight.has(entry)) entry.nextSince ??= at
}

function subtract(state: QueueState, user: string, names: string[], counts: number[], at: number): void {
  const metrics = state.users.get(user)
  if (!metrics) return
  names.forEach((name, index) => {
    const entry = metrics.get(name)
    if (!entry) return
    entry.amount -= counts[index] ?? 0
    if (entry.amount === 0) metrics.delete(name)
    else {
      // What is left was tracked after the request was formed; after a replay that moment is unknown: `at` is later.
      entry.since = entry.nextSince ?? at
      entry.nextSince = undefined
    }
  })
  // Served: the user goes to the back of the line, so one busy user does not hold up the others.
  state.users.delete(user)
  if (metrics.size > 0) state.users.set(user, metrics)
}

/** Applies one record to the queue. */
export function applyRecord(state: QueueState, record: TrackerRecord): void {
  switch (record.type) {
    case 'track':
      return add(state, record.user, record.metric, record.count, record.at)
    case 'send':
      state.out = { user: record.user, metrics: [...record.metrics], counts: [...record.counts], oldest: record.at, key: record.key }
      return
    case 'ack':
      state.out = undefined
      return subtract(state, record.user, record.metrics, record.counts, record.at)
    case 'dead':
      state.out = undefined
      subtract(state, record.letter.userAddress, record.letter.metrics, record.letter.counts, record.letter.at)
      state.dead.push(record.letter)
      return
    case 'retry':
      for (const letter of state.dead.splice(0)) letter.metrics.forEach((metric, index) => add(state, letter.userAddress, metric, letter.counts[index] ?? 0, record.at))
      return
  }
}

/** The fewest records that rebuild this queue: for compaction. */
export function recordsOf(state: QueueState): TrackerRecord[] {
  const records: TrackerRecord[] = []
  for (const letter of state.dead) {
    letter.metrics.forEach((metric, index) => records.push({ type: 'track', user: letter.userAddress, metric, count: letter.counts[index] ?? 0, at: letter.at }))
    records.push({ type: 'dead', letter })
  }
  for (const [user, metrics] of state.users) {
    for (const [metric, entry] of metrics) records.push({ type: 'track', user, metric, count: entry.amount, at: entry.since })
  }
  const { out } = state
  if (out?.key !== undefined) records.push({ type: 'send', user: out.user, metrics: out.metrics, counts: out.counts, key: out.key, at: out.oldest })
  return records
}

/**
 * The next request: the batch already out (sent again as it was), else the first user in line with up to
 * `batchSize` of their pairs. Marks those pairs as being sent.
 */
export function nextBatch(state: QueueState, batchSize: number): Batch | undefined {
  if (state.out) {
    const metrics = state.users.get(state.out.user)
    for (const metric of state.out.metrics) {
      const entry = metrics?.get(metric)
      if (entry) state.inFlight.add(entry)
    }
    return state.out
  }
  for (const [user, metrics] of state.users) {
    if (metrics.size === 0) {
      state.users.delete(user)
      continue
    }
    const batch: Batch = { user, metrics: [], counts: [], oldest: Infinity }
    for (const [metric, entry] of metrics) {
      if (batch.metrics.length >= batchSize) break
      batch.metrics.push(metric)
      batch.counts.push(entry.amount)
      batch.oldest = Math.min(batch.oldest, entry.since)
      state.inFlight.add(entry)
    }
    return batch
  }
  return undefined
}

/** The pairs of the last batch are no longer being sent: it was acknowledged or given up, or (`resent`) it failed and will be formed again. */
export function settle(state: QueueState, resent = false): void {
  if (resent) for (const entry of state.inFlight) entry.nextSince = undefined
  state.inFlight.clear()
}

/** Counts for `pending()`. */
export function countQueue(state: QueueState, batchSize: number): { users: number; increments: number; batches: number } {
  let increments = 0
  let batches = 0
  for (const metrics of state.users.values()) {
    increments += metrics.size
    batches += Math.ceil(metrics.size / batchSize)
  }
  return { users: state.users.size, increments, batches }
}
