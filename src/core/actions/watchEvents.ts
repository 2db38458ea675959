import * as v from '../internal/schema.js'
import type { EngagementClientBase } from '../internal/clientBase.js'
import { defineEndpoint } from '../internal/defineEndpoint.js'
import { watchEventStream } from '../internal/watchEventStream.js'
import type { StreamWatchParameters } from '../schemas/streamEvent.js'
import { wholeNumberSchema } from '../schemas/primitives.js'

/** Parameters of {@link watchEvents}: the entity, the callbacks, and where to resume. */
export type WatchEventsParameters = StreamWatchParameters

/** What {@link watchEvents} returns: stops watching (the connection is closed, no callback is called afterwards). */
export type WatchEventsReturnType = () => void

/**
 * The definition of {@link watchEvents}: `GET /api/entities/:entityId/stream`, answered with `text/event-stream`.
 * @extension 8
 * @hook none
 */
export const watchEventsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'watchEvents',
  method: 'GET',
  path: 'entities/:entityId/stream',
  auth: 'optional',
  stream: true,
  input: { lastEventId: v.optional(wholeNumberSchema) },
  query: { lastEventId: 'lastEventId' },
})

/**
 * Follows an entity's events as they happen, over one long-lived `text/event-stream` answer (an engagekit
 * extension): what the caller may read of the entity's events, and `leaderboard.changed` when a board moved. It
 * reconnects on its own with a growing wait (1 to 30 s) and resumes after the last event it saw; it stops for good on
 * a refusal (401, 403, 404) or when the function it returns is called.
 */
export const watchEvents = /* @__PURE__ */ Object.assign(
  (client: EngagementClientBase, parameters: WatchEventsParameters): WatchEventsReturnType => watchEventStream(client, watchEventsEndpoint, parameters),
  { endpoint: watchEventsEndpoint },
)
