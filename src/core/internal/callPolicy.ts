import type { EngagementClientConfig, RetryOptions } from '../types.js'

/** The timeout of a call when neither the client nor the call sets one. */
export const defaultTimeoutMs = 15_000
/** setTimeout fires at once for delays above this (2^31 - 1 ms), so longer ones are clamped. */
export const maxTimerMs = 2_147_483_647

/** A count or delay from the caller: `undefined` keeps the default, anything that is not a number > 0 becomes 0. */
const nonNegative = (value: number | undefined, fallback: number) => (value === undefined ? fallback : typeof value === 'number' && value > 0 ? value : 0)

/** The retry policy of a client: its `retry` option, with defaults (2 retries, 300 ms doubling up to 5 s), made safe. */
export function resolveRetry(retry: EngagementClientConfig['retry']): Required<RetryOptions> {
  const options: RetryOptions = retry === false ? { retries: 0 } : typeof retry === 'number' ? { retries: retry } : (retry ?? {})
  return {
    retries: Math.floor(nonNegative(options.retries, 2)),
    baseDelayMs: nonNegative(options.baseDelayMs, 300),
    maxDelayMs: nonNegative(options.maxDelayMs, 5000),
  }
}

/** Milliseconds for the timeout timer, or `undefined` for none (`Infinity`). */
export function resolveTimeout(ms: number | undefined, fallback: number | undefined): number | undefined {
  if (ms === undefined || Number.isNaN(ms)) return fallback
  return ms === Infinity ? undefined : Math.min(Math.max(ms, 0), maxTimerMs)
}
