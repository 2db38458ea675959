'use client'
import { useMemo } from 'react'
import { endpointNames, withEndpoints, type EngagementClient } from '../core/createEngagementClient.js'
import type { CallOptions } from '../core/types.js'
import { useEngagementContext } from './EngagementContext.js'

/**
 * The provider's client with a method for every endpoint, for calls outside the hooks (e.g. in an event handler).
 * Calls carry the signed-in session unless they pass a `session` of their own (`null` for none).
 */
export function useEngagementClient(): EngagementClient {
  const { client, session } = useEngagementContext()
  return useMemo(() => {
    const full = withEndpoints(client)
    const bound: Record<string, unknown> = { baseUrl: full.baseUrl, session: async () => session ?? (await full.session()) }
    for (const name of endpointNames()) {
      // Called on `full`, so methods of a class-based client keep their `this`.
      const method = full[name] as (parameters: unknown, options?: CallOptions) => Promise<unknown>
      bound[name] = (parameters: unknown, options?: CallOptions) =>
        method.call(full, parameters, { ...options, session: options?.session !== undefined ? options.session : (session ?? undefined) })
    }
    return bound as EngagementClient
  }, [client, session])
}
