'use client'
import { useMemo } from 'react'
import { withEndpoints, type EngagementClient } from '../core/createEngagementClient.js'
import type { CallOptions } from '../core/types.js'
import { useEngagementContext } from './EngagementContext.js'

/**
 * The provider's client with a method for every endpoint, for calls outside the hooks (e.g. in an event handler).
 * Calls carry the signed-in session unless they pass their own `session`.
 */
export function useEngagementClient(): EngagementClient {
  const { client, session } = useEngagementContext()
  return useMemo(() => {
    const full = withEndpoints(client) as unknown as Record<string, unknown>
    const bound: Record<string, unknown> = { baseUrl: client.baseUrl, session: async () => session ?? (await client.session()) }
    for (const [name, method] of Object.entries(full)) {
      if (name in bound || typeof method !== 'function') continue
      bound[name] = (parameters: unknown, options?: CallOptions) => method(parameters, { session: session ?? undefined, ...options })
    }
    return bound as EngagementClient
  }, [client, session])
}
