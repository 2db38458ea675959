import { EngagementError } from '../../core/index.js'

const addressPattern = /^0x[0-9a-fA-F]{40}$/

const invalid = (message: string, field: string) => new EngagementError(`track: ${message}`, { kind: 'invalid-input', field })

/** Checks one `track` call and returns the queue's key for it: the address lower-cased, the metric trimmed. Throws an `invalid-input` EngagementError. */
export function checkTrack(userAddress: unknown, metric: unknown, count: unknown): { user: string; metric: string; count: number } {
  const user = typeof userAddress === 'string' ? userAddress.trim() : ''
  if (!addressPattern.test(user)) throw invalid('userAddress must be an EVM address (0x and 40 hex digits)', 'userAddress')
  const name = typeof metric === 'string' ? metric.trim() : ''
  if (name === '') throw invalid('metric must be a metric id or name', 'metric')
  if (typeof count !== 'number' || !Number.isFinite(count)) throw invalid('count must be a finite number', 'count')
  if (Math.abs(count) > Number.MAX_SAFE_INTEGER) throw invalid('count is beyond ±2^53', 'count')
  return { user: user.toLowerCase(), metric: name, count }
}
