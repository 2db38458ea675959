import type { TrackerRetryOptions } from '../types.js'

/** setTimeout fires at once for delays above 2^31 - 1 ms. */
const maxTimerMs = 2_147_483_647

/** The retry policy with defaults: 500 ms doubling up to 30 s. */
export function resolveTrackerRetry(retry: TrackerRetryOptions | undefined): Required<TrackerRetryOptions> {
  const positive = (value: number | undefined, fallback: number) => (typeof value === 'number' && value >= 0 ? value : fallback)
  return { baseDelayMs: positive(retry?.baseDelayMs, 500), maxDelayMs: positive(retry?.maxDelayMs, 30_000) }
}

/**
 * The wait before the next try after `failures` failures in a row: exponential backoff capped at `maxDelayMs`, with
 * jitter (between half and all of it) so many trackers do not retry in step. A `Retry-After` the service sent is a
 * floor: never retry sooner than asked.
 */
export function retryDelay(failures: number, retry: Required<TrackerRetryOptions>, retryAfterMs: number | undefined, random = Math.random): number {
  const cap = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** Math.min(failures - 1, 52))
  const jittered = cap / 2 + (random() * cap) / 2
  return Math.min(Math.max(jittered, retryAfterMs ?? 0), maxTimerMs)
}

/**
 * The service's `Retry-After`, in milliseconds, when the error carries it (`retryAfterMs`, which the client sets from
 * the header); else undefined.
 */
export function retryAfterOf(error: unknown): number | undefined {
  const value = typeof error === 'object' && error !== null ? (error as { retryAfterMs?: unknown }).retryAfterMs : undefined
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
}
