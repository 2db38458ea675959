import type { QueryClient } from '@tanstack/react-query'
import type { ServiceInfo } from '../../core/schemas/serviceInfo.js'
import { getServiceInfoQueryKey } from '../../query/getServiceInfo.js'

/**
 * The fetch of the provider's own client: `GET /api/engagekit` is answered from the cache when the page already holds
 * what the service offers (a server's prefetch, or an earlier read), so the client's own question before its first
 * signed call (does the service take the session in headers?) costs no request on a hydrated page. Everything else,
 * and that question on a page that does not know the answer yet, goes to the network.
 */
export function cachedServiceInfoFetch(queryClient: QueryClient, baseUrl: () => string): (request: Request) => Promise<Response> {
  return (request) => {
    if (request.method === 'GET') {
      const root = baseUrl()
      if (new URL(request.url).href === new URL(`${root}/api/engagekit`).href) {
        const known = queryClient.getQueryData<ServiceInfo>(getServiceInfoQueryKey({ baseUrl: root }))
        if (known) return Promise.resolve(Response.json({ success: true, data: known }))
      }
    }
    return globalThis.fetch(request)
  }
}
