import { EngagementError } from '../EngagementError.js'
import type { EngagementEventType } from '../schemas/events.js'
import { isPlainObject } from '../schemas/primitives.js'
import type { StreamEvent } from '../schemas/streamEvent.js'

/** What one message of an event stream is: an event, the order to refetch everything, or nothing to act on. */
export type StreamMessage = { kind: 'event'; event: StreamEvent; id: number | undefined } | { kind: 'reset' } | { kind: 'skip' } | { kind: 'bad'; error: EngagementError }

const isText = (value: unknown): value is string => typeof value === 'string'

/**
 * The stored events this client knows, each with the fields its `data` always has and their kind (`s` text, `n`
 * number, `a` list): a light check rather than the full schemas, which a page following a stream need not carry.
 */
const known: Record<EngagementEventType, Record<string, 's' | 'n' | 'a'>> = {
  'member.joined': { address: 's', chain: 's', tokenId: 'n' },
  'metric.incremented': { address: 's', metricId: 's', metric: 's', count: 'n', counter: 'n', by: 's' },
  'level.reached': { address: 's', level: 'n', name: 's' },
  'achievement.earned': { address: 's', key: 's', name: 's', trigger: 's' },
  'streak.extended': { address: 's', length: 'n', frequency: 's', periodStart: 's', timeZone: 's' },
  'streak.freeze_used': { address: 's', periodStart: 's', periodEnd: 's', freezes: 'n' },
  'streak.ended': { address: 's', length: 'n', endedAt: 's' },
  'profile.updated': { address: 's', fields: 'a' },
  'entity.updated': { fields: 'a', version: 'n' },
}

/** Whether `data` has each field of `shape`, of its kind. */
const fits = (data: unknown, shape: Record<string, 's' | 'n' | 'a'>): data is Record<string, unknown> =>
  isPlainObject(data) && Object.entries(shape).every(([field, kind]) => (kind === 's' ? isText(data[field]) : kind === 'n' ? Number.isFinite(data[field]) : Array.isArray(data[field])))

/**
 * Reads one message of `GET /api/entities/:entityId/stream` (`event`, `id` and `data` lines, already split by the
 * parser): a stored event (its `id:` line and the id in its data agree), `leaderboard.changed`, or `reset`. A type
 * this client does not know (a newer service) is skipped; anything malformed is `bad`, with the error to report.
 */
export function readStreamMessage(endpoint: string, entityId: string, message: { event?: string | undefined; id?: string | undefined; data: string }): StreamMessage {
  const bad = (why: string) => ({ kind: 'bad' as const, error: new EngagementError(`${endpoint}: a message of the stream was skipped: ${why}`, { kind: 'invalid-response', endpoint }) })
  const type = message.event ?? 'message'
  if (type === 'reset') return { kind: 'reset' }
  if (type !== 'leaderboard.changed' && !Object.hasOwn(known, type)) return { kind: 'skip' }
  let body: unknown
  try {
    body = JSON.parse(message.data)
  } catch {
    return bad(`its data is not JSON (${type})`)
  }
  if (!isPlainObject(body) || body['type'] !== type || body['entityId'] !== entityId || !isText(body['at'])) return bad(`its data is not a ${type} event of entity ${entityId}`)
  const { at } = body
  if (type === 'leaderboard.changed') {
    const data = body['data']
    if (!fits(data, { metricId: 's', metric: 's' })) return bad('leaderboard.changed without metricId and metric')
    return { kind: 'event', id: undefined, event: { type, entityId, at, data: { metricId: data['metricId'] as string, metric: data['metric'] as string } } }
  }
  const id = Number(message.id)
  if (message.id === undefined || !Number.isSafeInteger(id) || id < 1 || body['id'] !== id) return bad(`${type} without a matching id`)
  const data = body['data']
  if (!fits(data, known[type as EngagementEventType])) return bad(`the data of ${type} ${id} is not what the event carries`)
  return { kind: 'event', id, event: { id, type, entityId, at, data } as StreamEvent }
}
