import type { EngagementClientConfig, RetryOptions } from '../types.js'

const defaultRetry: Required<RetryOptions> = { retries: 2, baseDelayMs: 300, maxDelayMs: 5000 }
/** The timeout of a call when neither the client nor the call sets one. */
export const defaultTimeoutMs = 15_000
/** setTimeout fires at once for delays above this (2^31 - 1 ms), so longer ones are clamped. */
export const maxTimerMs = 2_147_483_647

/** A count or delay from the caller: `undefined` keeps the default, anything that is not a number >= 0 becomes 0. */
function nonNegative(value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback
  return typeof value === 'number' && value > 0 ? value : 0
}

/** The retry policy of a client: its `retry` option, with defaults, made safe. */
export function resolveRetry(retry: EngagementClientConfig['retry']): Required<RetryOptions> {
  const options: RetryOptions = retry === false ? { retries: 0 } : typeof retry === 'number' ? { retries: retry } : (retry ?? {})
  return {
    retries: Math.floor(nonNegative(options.retries, defaultRetry.retries)),
    baseDelayMs: nonNegative(options.baseDelayMs, defaultRetry.baseDelayMs),
    maxDelayMs: nonNegative(options.maxDelayMs, defaultRetry.maxDelayMs),
  }
}

/** Milliseconds for the timeout timer, or `undefined` for none (`Infinity`). */
export function resolveTimeout(ms: number | undefined, fallback: number | undefined): number | undefined {
  if (ms === undefined || Number.isNaN(ms)) return fallback
  if (ms === Number.POSITIVE_INFINITY) return undefined
  return Math.min(Math.max(ms, 0), maxTimerMs)
}
