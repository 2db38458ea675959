import type { EngagementEvent } from '../../core/schemas/events.js'
import type { StoredEvent } from '../store/Store.js'

/**
 * Who reads an entity's events: the signed-in address (null for nobody or an API key), whether they are one of its
 * owners or admins, and whether it is one of the entity's API keys.
 */
export type EventViewer = { caller: string | null; admin: boolean; apiKey: boolean }

/**
 * An event as `viewer` may read it, or undefined when they may not: owners and admins read every event of the
 * entity; anyone else (a member, an API key of the entity, a visitor of a public entity) the events whose audience
 * is the entity, and their own (the member the event is about) whatever its audience. Who gave an increment stays
 * the admins' to know when it is an API key: others read `by: "key"`, without the key's id.
 */
export function eventForViewer(event: StoredEvent, viewer: EventViewer): EngagementEvent | undefined {
  const own = viewer.caller !== null && event.subject === viewer.caller
  if (!viewer.admin && !own && event.audience !== 'entity') return undefined
  const { id, type, entityId, at, data } = event
  if (type === 'metric.incremented' && !viewer.admin && data.by.startsWith('key:')) return { id, type, entityId, at, data: { ...data, by: 'key' } }
  return { id, type, entityId, at, data } as EngagementEvent
}
