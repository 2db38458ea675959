import * as v from './schema.js'
import { EngagementError } from '../EngagementError.js'
import { eventDefinitions, type EngagementEventType } from '../schemas/events.js'
import { isPlainObject } from '../schemas/primitives.js'
import type { StreamEvent } from '../schemas/streamEvent.js'

/** What one message of an event stream is: an event, the order to refetch everything, or nothing to act on. */
export type StreamMessage = { kind: 'event'; event: StreamEvent; id: number | undefined } | { kind: 'reset' } | { kind: 'skip' } | { kind: 'bad'; error: EngagementError }

const leaderboardData = v.object({ metricId: v.string(), metric: v.string() })
const isText = (value: unknown): value is string => typeof value === 'string'

/**
 * Reads one message of `GET /api/entities/:entityId/stream` (`event`, `id` and `data` lines, already split by the
 * parser): a stored event (its `id:` line and the id in its data agree), `leaderboard.changed`, or `reset`. A type
 * this client does not know (a newer service) is skipped; anything malformed is `bad`, with the error to report.
 */
export function readStreamMessage(endpoint: string, entityId: string, message: { event?: string | undefined; id?: string | undefined; data: string }): StreamMessage {
  const bad = (why: string) => ({ kind: 'bad' as const, error: new EngagementError(`${endpoint}: a message of the stream was skipped: ${why}`, { kind: 'invalid-response', endpoint }) })
  const type = message.event ?? 'message'
  if (type === 'reset') return { kind: 'reset' }
  const known = type === 'leaderboard.changed' || Object.hasOwn(eventDefinitions, type)
  if (!known) return { kind: 'skip' }
  let body: unknown
  try {
    body = JSON.parse(message.data)
  } catch {
    return bad(`its data is not JSON (${type})`)
  }
  if (!isPlainObject(body) || body['type'] !== type || body['entityId'] !== entityId || !isText(body['at'])) return bad(`its data is not a ${type} event of entity ${entityId}`)
  const { at } = body
  if (type === 'leaderboard.changed') {
    const data = v.safeParse(leaderboardData, body['data'])
    if (!data.success) return bad('leaderboard.changed without metricId and metric')
    return { kind: 'event', id: undefined, event: { type, entityId, at, data: data.output } }
  }
  const id = Number(message.id)
  if (message.id === undefined || !Number.isSafeInteger(id) || id < 1 || body['id'] !== id) return bad(`${type} without a matching id`)
  const data = v.safeParse(eventDefinitions[type as EngagementEventType].data, body['data'])
  if (!data.success) return bad(`the data of ${type} ${id} is not what the event carries`)
  return { kind: 'event', id, event: { id, type, entityId, at, data: data.output } as StreamEvent }
}
