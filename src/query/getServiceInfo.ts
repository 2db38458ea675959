import { getServiceInfo } from '../core/actions/getServiceInfo.js'
import { isEngagementError } from '../core/EngagementError.js'
import type { EngagementClientBase } from '../core/internal/clientBase.js'
import type { ServiceInfo } from '../core/schemas/serviceInfo.js'

/** What a plain spec service offers beyond the spec: nothing (it answers `GET /api/engagekit` with 404). */
export const plainServiceInfo: ServiceInfo = { version: '', features: [] }

/** The cache key of what a service offers: one per service root, whoever asks. */
export function getServiceInfoQueryKey(params: { baseUrl: string }) {
  return ['serviceInfo', { baseUrl: params.baseUrl }] as const
}

/** The cache key type of {@link getServiceInfoQueryKey}. */
export type GetServiceInfoQueryKey = ReturnType<typeof getServiceInfoQueryKey>

/**
 * Query options that ask a service once what it offers beyond the spec (`GET /api/engagekit`: engagekit's servers
 * and sandbox answer with their `features`); a service without the endpoint (404) offers none. Fresh for as long as
 * the cache lives: a service does not lose features while a page is open.
 */
export function getServiceInfoQueryOptions(client: EngagementClientBase) {
  return {
    queryKey: getServiceInfoQueryKey({ baseUrl: client.baseUrl }),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<ServiceInfo> => {
      try {
        return await getServiceInfo(client, {}, { signal })
      } catch (error) {
        // A service without the endpoint: 404 from a plain spec service, or another refusal of a path it does not know.
        const status = isEngagementError(error) ? error.status : undefined
        if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) return plainServiceInfo
        throw error
      }
    },
    enabled: true,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  } as const
}
