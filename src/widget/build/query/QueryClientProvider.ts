import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react'
import type { QueryClient } from './QueryClient.js'

export const QueryClientContext = createContext<QueryClient | undefined>(undefined)

/** Gives its children `client`, and keeps it refetching on the page's return while mounted (as TanStack Query's does). */
export function QueryClientProvider({ client, children }: { client: QueryClient; children?: ReactNode }): ReactNode {
  useEffect(() => {
    client.mount()
    return () => client.unmount()
  }, [client])
  return createElement(QueryClientContext.Provider, { value: client }, children)
}

/** The client given, else the provider's; a component outside any provider is a programming error. */
export function useQueryClient(client?: QueryClient): QueryClient {
  const provided = useContext(QueryClientContext)
  const found = client ?? provided
  if (!found) throw new Error('No QueryClient set, use QueryClientProvider to set one')
  return found
}
