import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react'
import type { QueryState } from './Query.js'
import type { QueryClient } from './QueryClient.js'
import { useQueryClient } from './QueryClientProvider.js'
import { fetchIfStale, isEnabled, toResult, type QueryResult, type UseQueryOptions } from './useQuery.js'

/** Reads a list of queries, as many as given on each render (TanStack Query's useQueries, without `combine`). */
export function useQueries({ queries: list }: { queries: readonly UseQueryOptions[] }, client?: QueryClient): QueryResult[] {
  const queryClient = useQueryClient(client)
  const queries = list.map((options) => queryClient.build(options))
  const latest = useRef(list)
  // After rendering, not during it: the entries are shared with every other component reading them.
  useLayoutEffect(() => {
    latest.current = list
    queries.forEach((query, index) => query.setOptions(list[index]!))
  })
  const hashes = queries.map((query) => query.queryHash).join('\n')
  const subscribe = useCallback(
    (notify: () => void) => {
      const stops = queries.map((query, index) => query.subscribe({ notify, isEnabled: () => Boolean(latest.current[index]) && isEnabled(latest.current[index]!, query) }))
      return () => stops.forEach((stop) => stop())
    },
    // The queries are the same entries while their keys are.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `queries` is a new array each render; `hashes` names its entries
    [queryClient, hashes],
  )
  // One unchanging snapshot while no entry changed, a new one when any did.
  const snapshot = useRef<readonly QueryState[]>([])
  const getSnapshot = (): readonly QueryState[] => {
    const states = queries.map((query) => query.state)
    if (states.length !== snapshot.current.length || states.some((state, index) => state !== snapshot.current[index])) snapshot.current = states
    return snapshot.current
  }
  const states = useSyncExternalStore(subscribe, getSnapshot)
  // Fetched when an entry joins the list or is enabled, not on every render nor again for the others (as TanStack
  // Query's observers do).
  const wanted = queries.map((query, index) => (isEnabled(list[index]!, query) ? query.queryHash : '')).join('\n')
  const fetched = useRef(new Set<string>())
  useEffect(() => {
    const before = fetched.current
    fetched.current = new Set(wanted.split('\n'))
    queries.forEach((query, index) => before.has(query.queryHash) || fetchIfStale(query, latest.current[index]!))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `queries` is a new array each render; `wanted` names its enabled entries
  }, [wanted])
  return states.map((state, index) => {
    const query = queries[index]!
    const select = list[index]?.select
    const refetch = async (): Promise<QueryResult> => {
      await query.fetch().catch(() => undefined)
      return toResult(query.state, query.state.data, false, refetch)
    }
    return toResult(state, state.data !== undefined && select ? select(state.data) : state.data, false, refetch)
  })
}
