import type { QueryClient, QueryKey } from '@tanstack/query-core'

/** What {@link patchCachedLists} replaced, to put back when the write fails. */
export type CachedListsSnapshot = { previous: [QueryKey, unknown][] }

/**
 * Changes every cached list under `queryKey` (for every caller that read it) at once, before the service answers:
 * an edit, an addition or a removal shows immediately. Reads in flight are cancelled so they cannot overwrite it.
 */
export async function patchCachedLists<TItem>(queryClient: QueryClient, queryKey: QueryKey, patch: (list: TItem[]) => TItem[]): Promise<CachedListsSnapshot> {
  await queryClient.cancelQueries({ queryKey })
  const previous = queryClient.getQueriesData<TItem[]>({ queryKey })
  queryClient.setQueriesData<TItem[]>({ queryKey }, (list) => (Array.isArray(list) ? patch(list) : list))
  return { previous }
}

/** Puts back what {@link patchCachedLists} changed. */
export function restoreCachedLists(queryClient: QueryClient, snapshot: CachedListsSnapshot | undefined): void {
  for (const [queryKey, data] of snapshot?.previous ?? []) queryClient.setQueryData(queryKey, data)
}
