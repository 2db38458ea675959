import { SandboxError } from './SandboxError.js'

/** A token bucket per key: `perMinute` requests, refilled evenly over the minute. */
export function createRateLimiter(perMinute: number | false, now: () => number = Date.now): (key: string, what: string) => void {
  if (perMinute === false) return () => undefined
  const buckets = new Map<string, { tokens: number; at: number }>()
  return (key, what) => {
    const time = now()
    // Full buckets carry no information; dropping them keeps the map as small as the set of recent clients.
    if (buckets.size > 10_000) for (const [other, bucket] of buckets) if (bucket.tokens + ((time - bucket.at) * perMinute) / 60_000 >= perMinute) buckets.delete(other)
    const bucket = buckets.get(key) ?? { tokens: perMinute, at: time }
    bucket.tokens = Math.min(perMinute, bucket.tokens + ((time - bucket.at) * perMinute) / 60_000)
    bucket.at = time
    if (bucket.tokens < 1) {
      buckets.set(key, bucket)
      const seconds = Math.ceil(((1 - bucket.tokens) * 60) / perMinute)
      throw new SandboxError(429, `too many ${what} from this address: at most ${perMinute} a minute, try again in ${seconds} s`, { retryAfter: seconds })
    }
    bucket.tokens -= 1
    buckets.set(key, bucket)
  }
}
