// What wagmi's hooks import from '@tanstack/react-query' and '@tanstack/query-core' in the react-widget-wagmi project
// (vitest.config.ts sends wagmi's imports of either here): the same functions, taken from the implementation the test
// chose, so one test file renders wagmi on TanStack Query and on the widget build's stand-in.
import * as tanstack from '@tanstack/react-query'
import * as standIn from '../../../src/widget/build/query/index.js'

type Implementation = Record<'useQuery' | 'useInfiniteQuery' | 'useMutation' | 'useQueryClient' | 'replaceEqualDeep', (...args: unknown[]) => unknown>

type Name = 'TanStack Query' | 'the widget stand-in'
let current = tanstack as unknown as Implementation
let currentName: Name = 'TanStack Query'

/** How many of wagmi's useMutation calls each implementation served: proof that wagmi's imports come here. */
export const servedMutations: Record<Name, number> = { 'TanStack Query': 0, 'the widget stand-in': 0 }

/** Serves wagmi's hooks from `implementation` until the next call. */
export function serveWagmiFrom(implementation: Name): void {
  currentName = implementation
  current = (implementation === 'TanStack Query' ? tanstack : standIn) as unknown as Implementation
}

export const useQuery = (...args: unknown[]): unknown => current.useQuery(...args)
export const useInfiniteQuery = (...args: unknown[]): unknown => current.useInfiniteQuery(...args)
export const useMutation = (...args: unknown[]): unknown => (servedMutations[currentName]++, current.useMutation(...args))
export const useQueryClient = (...args: unknown[]): unknown => current.useQueryClient(...args)
export const replaceEqualDeep = (a: unknown, b: unknown): unknown => current.replaceEqualDeep(a, b)
