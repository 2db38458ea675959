/**
 * Token buckets kept in this process: `perMinute` requests per key, refilled evenly over the minute. Counts one
 * request of `key` at `nowMs`; the whole seconds to wait when the bucket is empty, else undefined. With `'check'`,
 * takes nothing and only says how long until a request would fit.
 */
export function createRateLimiter(): (key: string, perMinute: number, nowMs: number, mode?: 'take' | 'check') => number | undefined {
  const buckets = new Map<string, { tokens: number; at: number; perMinute: number }>()
  return (key, perMinute, time, mode = 'take') => {
    const known = buckets.get(key)
    if (mode === 'check') {
      const tokens = known ? Math.min(perMinute, known.tokens + (Math.max(0, time - known.at) * perMinute) / 60_000) : perMinute
      return tokens < 1 ? Math.ceil(((1 - tokens) * 60) / perMinute) : undefined
    }
    // Full buckets carry no information; dropping them keeps the map as small as the set of recent clients.
    if (buckets.size > 10_000) {
      for (const [other, bucket] of buckets) if (bucket.tokens + ((time - bucket.at) * bucket.perMinute) / 60_000 >= bucket.perMinute) buckets.delete(other)
    }
    const bucket = known ?? { tokens: perMinute, at: time, perMinute }
    bucket.tokens = Math.min(perMinute, bucket.tokens + (Math.max(0, time - bucket.at) * perMinute) / 60_000)
    bucket.at = time
    bucket.perMinute = perMinute
    buckets.set(key, bucket)
    if (bucket.tokens < 1) return Math.ceil(((1 - bucket.tokens) * 60) / perMinute)
    bucket.tokens -= 1
    return undefined
  }
}
