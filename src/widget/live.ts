import type { QueryClient } from '@tanstack/react-query'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import { createLiveUpdates, type LiveUpdates } from '../query/createLiveUpdates.js'
import { watchEventsEndpoint } from '../core/actions/watchEvents.js'
import { watchEventStream } from '../core/internal/watchEventStream.js'
import type { SessionController } from '../session/SessionController.js'

/**
 * A widget group's live updates (a chunk of its own, loaded when an element that shows an entity is on the page):
 * each entity's stream read through the group's client with the session of the moment, applied to its cache.
 */
export function groupLiveUpdates(group: { client: EngagementClientBase; queryClient: QueryClient; session: SessionController }): LiveUpdates {
  return createLiveUpdates({
    client: group.client,
    queryClient: group.queryClient,
    open: (parameters) => {
      const { session } = group.session.getSnapshot()
      return watchEventStream(group.client, watchEventsEndpoint, parameters, session ? { session } : undefined)
    },
  })
}
