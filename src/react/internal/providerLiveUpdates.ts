import type { QueryClient } from '@tanstack/react-query'
import { watchEventsEndpoint } from '../../core/actions/watchEvents.js'
import type { EngagementClientBase } from '../../core/internal/clientBase.js'
import { watchEventStream } from '../../core/internal/watchEventStream.js'
import { createLiveUpdates, type LiveUpdates } from '../../query/createLiveUpdates.js'
import type { SessionController } from '../../session/SessionController.js'

/** The provider's live updates: each entity's stream read through its client, with the session of the moment. */
export function providerLiveUpdates(client: EngagementClientBase, queryClient: QueryClient, controller: SessionController): LiveUpdates {
  return createLiveUpdates({
    client,
    queryClient,
    open: (parameters) => {
      const { session } = controller.getSnapshot()
      return watchEventStream(client, watchEventsEndpoint, parameters, session ? { session } : undefined)
    },
  })
}
