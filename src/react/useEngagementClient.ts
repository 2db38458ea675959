'use client'
import { useMemo } from 'react'
import { allEndpoints } from '../core/actions/allEndpoints.js'
import { callClient } from '../core/internal/clientBase.js'
import { watchEventStream } from '../core/internal/watchEventStream.js'
import type { WatchEventsParameters } from '../core/actions/watchEvents.js'
import type { EngagementClient } from '../core/createEngagementClient.js'
import type { CallOptions } from '../core/types.js'
import { useEngagementContext } from './EngagementContext.js'

/**
 * The provider's client with a method for every endpoint, for calls outside the hooks (e.g. in an event handler).
 * Calls carry the signed-in session unless they pass a `session` of their own (`null` for none).
 */
export function useEngagementClient(): EngagementClient {
  const { client, session } = useEngagementContext()
  return useMemo(() => {
    const bound: Record<string, unknown> = { baseUrl: client.baseUrl, session: async () => session ?? (await client.session()) }
    for (const endpoint of allEndpoints) {
      if (endpoint.stream) {
        // A stream with the provider's session, like the calls.
        bound[endpoint.name] = (parameters: WatchEventsParameters) => watchEventStream(client, endpoint, parameters, session ? { session } : undefined)
        continue
      }
      // Through the client's own transport, or its method of that name (called on it, so a class keeps its `this`).
      bound[endpoint.name] = (parameters: unknown, options?: CallOptions) =>
        callClient(client, endpoint, parameters, { ...options, session: options?.session !== undefined ? options.session : (session ?? undefined) })
    }
    return bound as EngagementClient
  }, [client, session])
}
