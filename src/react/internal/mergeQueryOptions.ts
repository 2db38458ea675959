import type { Query, QueryKey } from '@tanstack/react-query'

type EnabledOption = boolean | ((query: Query<any, any, any, any>) => boolean) | undefined

/** Combines engagekit's readiness (inputs present) with the app's own `enabled` option, boolean or function. */
export function mergeEnabled(ready: boolean, enabled: EnabledOption): boolean | ((query: Query<any, any, any, any>) => boolean) {
  if (typeof enabled === 'function') return (query) => ready && enabled(query)
  return ready && enabled !== false
}

/** The app's TanStack options, then engagekit's key and function (which the app must not replace). */
export function mergeQueryOptions<TOptions extends { queryKey: QueryKey; enabled: boolean }, TQuery extends { enabled?: unknown } | undefined>(
  options: TOptions,
  query: TQuery,
) {
  return { ...options, ...query, queryKey: options.queryKey, queryFn: (options as { queryFn?: unknown }).queryFn, enabled: mergeEnabled(options.enabled, query?.enabled as EnabledOption) } as TOptions
}
