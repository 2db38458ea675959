import type { QueryFunction, QueryKey } from '@tanstack/query-core'
import type { Session } from '../core/types.js'

/** The session a query or mutation is sent with (none: the call waits or fails with 'invalid-input'). */
export type SessionParameter = { session?: Session | null | undefined }

/** What every `*QueryOptions` function returns; spread it into `useQuery` or pass it to `queryClient.fetchQuery`. */
export type EngagementQueryOptions<TData, TKey extends QueryKey> = {
  queryKey: TKey
  queryFn: QueryFunction<TData, TKey>
  /** False until the call's inputs (ids, session) exist, so the query waits instead of failing. */
  enabled: boolean
  /** The client already retries reads that are worth retrying. */
  retry: false
}

/** A call's parameters as query options take them: each may be missing while the app waits for it. */
export type QueryParameters<TParameters> = { [Key in keyof TParameters]?: TParameters[Key] | undefined }

/** The caller a cached reply was read for: the signed-in address (checksummed in keys), absent when signed out. */
export type CallerParameter = { caller?: string | undefined }
