/**
 * The waits before each attempt after the first, in seconds: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h (eight
 * attempts in all, over about 28 hours). Each is stretched or shortened by up to a tenth at random (jitter).
 */
export const retryDelaysSeconds = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const

/** How long an endpoint may keep failing before it is disabled: 5 days. */
export const disableAfterMs = 5 * 24 * 3600 * 1000

/** The longest `Retry-After` honoured: 10 hours, the schedule's longest wait. */
const maxRetryAfterSeconds = 10 * 3600

/**
 * When to try again after the `attempts`-th attempt failed (ms after `nowMs`), or undefined to give up: the schedule's
 * wait with jitter (`random01` in [0, 1)), or the endpoint's `Retry-After` when that is longer (up to 10 hours).
 */
export function nextAttemptDelayMs(attempts: number, random01: number, retryAfterSeconds?: number): number | undefined {
  const base = retryDelaysSeconds[attempts - 1]
  if (base === undefined) return undefined
  const jittered = base * 1000 * (0.9 + 0.2 * random01)
  const asked = retryAfterSeconds === undefined ? 0 : Math.min(retryAfterSeconds, maxRetryAfterSeconds) * 1000
  return Math.round(Math.max(jittered, asked))
}
