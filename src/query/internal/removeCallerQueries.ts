import type { QueryClient } from '@tanstack/query-core'
import { isEngagementQueryKey } from '../isEngagementQueryKey.js'
import { queryKeyParams } from './queryKeyParams.js'

/** Removes every engagekit query read for `caller` (e.g. at sign-out), so nothing of theirs stays in the cache. */
export function removeCallerQueries(queryClient: QueryClient, caller: string): void {
  const { caller: address } = queryKeyParams({ caller })
  queryClient.removeQueries({
    predicate: ({ queryKey }) => isEngagementQueryKey(queryKey) && (queryKey[1] as { caller?: unknown } | undefined)?.caller === address,
  })
}
