'use client'
// The app's TanStack Query cache, as TanStack Query's guide for the App Router sets it up: one per request on the
// server, one for the page's lifetime in the browser. HydrationBoundary (app/page.tsx) fills it with the server's
// reads, and EngagementProvider uses it rather than bringing its own.
import { isServer, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

function makeQueryClient(): QueryClient {
  // Fresh for a minute: the client does not read again right after hydration what the server just read.
  return new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } })
}

let browserQueryClient: QueryClient | undefined
function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient()
  return (browserQueryClient ??= makeQueryClient())
}

export function Providers({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient()
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
