import type { QueryClient, QueryKey } from '@tanstack/query-core'

/** Marks the given cache entries (and the entries they prefix) stale and refetches the active ones. */
export async function invalidateQueries(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
