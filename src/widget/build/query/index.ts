// The widget build's stand-in for TanStack Query (vite.widget.config.ts points '@tanstack/react-query' and
// '@tanstack/query-core' here): the API engagekit's components, and wagmi's connect hooks, use of it, in a fraction
// of its size. The library, Storybook and tests use TanStack Query itself; test/widget/queryConformance.test.tsx
// (and, for wagmi's hooks, test/widget/connect.wagmi.test.tsx) holds this to its behaviour, scenario by scenario.
export { hashKey, partialMatchKey, replaceEqualDeep } from './keys.js'
export { CancelledError, Query } from './Query.js'
export { MutationCache, QueryCache, QueryClient } from './QueryClient.js'
export { QueryClientContext, QueryClientProvider, useQueryClient } from './QueryClientProvider.js'
export { useMutation } from './useMutation.js'
export { useQueries } from './useQueries.js'
export { useQuery } from './useQuery.js'

/** wagmi's utilities import it by name; nothing in the widget pages through infinite lists. */
export function useInfiniteQuery(): never {
  throw new Error('useInfiniteQuery is not part of the widget build')
}
