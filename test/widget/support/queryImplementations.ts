// TanStack Query and the widget build's stand-in (src/widget/build/query) side by side, typed as the part of the API
// the stand-in claims, so one scenario runs on each.
import * as tanstack from '@tanstack/react-query'
import type { ReactNode } from 'react'
import * as standIn from '../../../src/widget/build/query/index.js'

type Key = readonly unknown[]

/** The QueryClient calls engagekit's components make. */
export type ConformanceClient = {
  getQueryData(queryKey: Key): unknown
  setQueryData(queryKey: Key, updater: unknown): unknown
  getQueriesData(filters: { queryKey: Key }): Array<[Key, unknown]>
  fetchQuery(options: { queryKey: Key; queryFn: () => unknown; staleTime?: number; gcTime?: number }): Promise<unknown>
  invalidateQueries(filters: { queryKey: Key }): Promise<void>
}

/** A useQuery (or useQueries) result's fields the components read. */
export type ConformanceQueryResult = {
  data: unknown
  error: unknown
  status: string
  fetchStatus: string
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  isLoading: boolean
  isFetching: boolean
  isPlaceholderData: boolean
  refetch: () => Promise<unknown>
}

type Callbacks = { onSuccess?: (...args: unknown[]) => unknown; onError?: (...args: unknown[]) => unknown; onSettled?: (...args: unknown[]) => unknown }

/** A useMutation result's fields the components read. */
export type ConformanceMutationResult = {
  data: unknown
  error: unknown
  variables: unknown
  context: unknown
  status: string
  isIdle: boolean
  isPending: boolean
  isSuccess: boolean
  isError: boolean
  mutate: (variables: unknown, callbacks?: Callbacks) => void
  mutateAsync: (variables: unknown, callbacks?: Callbacks) => Promise<unknown>
  reset: () => void
}

type Options = Record<string, unknown> & { queryKey: Key }

/** One implementation as the scenarios drive it. */
export type QueryImplementation = {
  QueryClient: new (config?: { mutationCache?: unknown }) => ConformanceClient
  MutationCache: new (config: { onError?: (...args: unknown[]) => unknown }) => unknown
  QueryClientProvider: (props: { client: ConformanceClient; children?: ReactNode }) => ReactNode
  useQuery: (options: Options) => ConformanceQueryResult
  useQueries: (options: { queries: readonly Options[] }) => ConformanceQueryResult[]
  useMutation: (options: Record<string, unknown>) => ConformanceMutationResult
}

/** `[name, implementation]` pairs for `describe.each`. */
export const queryImplementations: Array<[string, QueryImplementation]> = [
  ['TanStack Query', tanstack as unknown as QueryImplementation],
  ['the widget stand-in', standIn as unknown as QueryImplementation],
]
