import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import type { Query, QueryOptions, QueryState } from './Query.js'
import type { QueryClient } from './QueryClient.js'
import { useQueryClient } from './QueryClientProvider.js'

export type UseQueryOptions = QueryOptions & {
  select?: ((data: unknown) => unknown) | undefined
  placeholderData?: unknown
}

/** TanStack Query's result fields, as the components read them. */
export type QueryResult = QueryState & {
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  isLoading: boolean
  isFetching: boolean
  isRefetching: boolean
  isPlaceholderData: boolean
  refetch: () => Promise<QueryResult>
}

export function isEnabled(options: QueryOptions, query: Query): boolean {
  return typeof options.enabled === 'function' ? options.enabled(query) : options.enabled !== false
}

/** Fetches when a component shows the query enabled and its data is stale (or missing), unless a fetch is under way. */
export function fetchIfStale(query: Query, options: QueryOptions): void {
  if (isEnabled(options, query) && query.isStale(options.staleTime) && query.state.fetchStatus === 'idle') query.fetch(options).catch(() => undefined)
}

/** The result for one query's state as seen through these options (`select`, `placeholderData`). */
export function toResult(state: QueryState, data: unknown, isPlaceholderData: boolean, refetch: () => Promise<QueryResult>): QueryResult {
  const status = isPlaceholderData ? 'success' : state.status
  const isFetching = state.fetchStatus === 'fetching'
  const isPending = status === 'pending'
  return {
    ...state,
    data,
    status,
    isPending,
    isSuccess: status === 'success',
    isError: status === 'error',
    isLoading: isPending && isFetching,
    isFetching,
    isRefetching: isFetching && !isPending,
    isPlaceholderData,
    refetch,
  }
}

/** Reads a query and keeps it fresh while the component shows it (TanStack Query's useQuery, for the widget). */
export function useQuery(options: UseQueryOptions, client?: QueryClient): QueryResult {
  const queryClient = useQueryClient(client)
  const query = queryClient.build(options)
  const latest = useRef(options)
  // After rendering, not during it: the entry is shared with every other component reading it.
  useLayoutEffect(() => {
    latest.current = options
    query.setOptions(options)
  })
  const subscribe = useCallback((notify: () => void) => query.subscribe({ notify, isEnabled: () => isEnabled(latest.current, query) }), [query])
  const state = useSyncExternalStore(subscribe, () => query.state)
  const enabled = isEnabled(options, query)
  useEffect(() => fetchIfStale(query, latest.current), [query, enabled])

  // The data shown: the selection of the query's data, else (while it has none) the placeholder, e.g. the previous key's.
  const previous = useRef<unknown>(undefined)
  const { select, placeholderData } = options
  const selected = useMemo(() => (state.data !== undefined && select ? select(state.data) : state.data), [state.data, select])
  const placeholder =
    selected === undefined && state.status === 'pending' && placeholderData !== undefined
      ? typeof placeholderData === 'function'
        ? (placeholderData as (previous: unknown) => unknown)(previous.current)
        : placeholderData
      : undefined
  const isPlaceholderData = placeholder !== undefined
  const data = isPlaceholderData ? placeholder : selected
  useEffect(() => {
    previous.current = data
  })
  const refetch = useCallback(
    async (): Promise<QueryResult> => {
      await query.fetch(latest.current).catch(() => undefined)
      return toResult(query.state, query.state.data, false, refetch)
    },
    [query],
  )
  return toResult(state, data, isPlaceholderData, refetch)
}
