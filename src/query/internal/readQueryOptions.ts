import type { QueryKey } from '@tanstack/query-core'
import { callClient, type EngagementClientBase } from '../../core/internal/clientBase.js'
import type { Action } from '../../core/internal/defineAction.js'
import { pathParameters } from '../../core/internal/endpoint.js'
import type { Session } from '../../core/types.js'
import type { EngagementQueryOptions } from '../types.js'

/**
 * The query options of one read, all from its definition: the function calls the endpoint, and the query waits
 * (`enabled: false`) until every path parameter is given and, unless the endpoint works without one, a session.
 */
export function readQueryOptions<TParameters, TData, TKey extends QueryKey>(
  client: EngagementClientBase,
  action: Action<TParameters, TData>,
  queryKey: TKey,
  parameters: object,
  session: Session | null | undefined,
): EngagementQueryOptions<TData, TKey> {
  const { endpoint } = action
  const given = parameters as Record<string, unknown>
  const hasPath = pathParameters(endpoint).every((name) => given[name] !== undefined && given[name] !== null && given[name] !== '')
  const needsSession = endpoint.auth !== 'optional' && endpoint.auth !== 'none'
  return {
    queryKey,
    queryFn: ({ signal }) => callClient<TData>(client, endpoint, parameters, { signal, session }),
    enabled: hasPath && (Boolean(session) || !needsSession),
    retry: false,
  }
}
