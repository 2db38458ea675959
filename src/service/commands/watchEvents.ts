import { defineCommand } from '../Command.js'
import { parseInput } from '../rules/parseInput.js'
import { roleIn } from '../rules/roleIn.js'
import type { EventViewer } from '../rules/eventForViewer.js'
import * as v from '../../core/internal/schema.js'
import { wholeNumberSchema } from '../../core/schemas/primitives.js'

/**
 * What a stream may send, decided when it opens: the entity, who reads it, the id after which its events are sent
 * (the `Last-Event-ID` asked for, or the newest event's: only what comes next), and whether the events since the id
 * asked for are no longer all kept (the stream then tells the client to start over with `reset`).
 */
export type StreamGrant = { entityId: string; viewer: EventViewer; after: number; reset: boolean }

const inputSchema = v.object({ lastEventId: v.optional(wholeNumberSchema) })

/**
 * `GET /api/entities/:entityId/stream` (an engagekit extension): whoever may read the entity (anyone for a public
 * one; its members, admins, owners and API keys for a private one, see findEntity) may follow its events. The HTTP
 * layer streams them; the rule decides who reads what and from where.
 */
export const watchEventsCommand = defineCommand({
  entity: 'path',
  apiKey: true,
  input: (raw) => parseInput(inputSchema, { lastEventId: raw.query.get('lastEventId') ?? undefined }),
  async run(tx, { entity, caller, apiKey }, { lastEventId }): Promise<StreamGrant> {
    const viewer: EventViewer = { caller, admin: apiKey === null && roleIn(entity, caller) !== null, apiKey: apiKey !== null }
    const { first, last } = await tx.eventBounds()
    const asked = lastEventId === undefined ? undefined : Number(lastEventId)
    if (asked === undefined) return { entityId: entity.id, viewer, after: last, reset: false }
    // Events after the id asked for may have been removed (older than the retention), or the id is from elsewhere.
    const kept = asked >= first - 1 && asked <= last
    return { entityId: entity.id, viewer, after: kept ? asked : last, reset: !kept }
  },
})
