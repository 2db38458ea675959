import { hashKey, partialMatchKey, replaceEqualDeep } from './keys.js'
import { Query, type QueryKey, type QueryOptions } from './Query.js'

/** Which entries a bulk call touches: those whose key starts with `queryKey` (or equals it, with `exact`) and pass `predicate`. */
export type QueryFilters = { queryKey?: QueryKey | undefined; exact?: boolean | undefined; predicate?: ((query: Query) => boolean) | undefined }

type Updater = unknown | ((old: unknown) => unknown)

/** A write on its way, as {@link QueryClient.isMutating}'s predicate sees it (TanStack Query's Mutation, in part). */
export type PendingMutation = { options: { mutationKey?: unknown } }

/** The queries' cache-wide settings: `onError` hears every failed fetch. */
export class QueryCache {
  constructor(readonly config: { onError?: ((error: unknown, query: Query) => void) | undefined } = {}) {}
}

/** The mutations' cache-wide settings: `onError` hears every failed write. */
export class MutationCache {
  constructor(readonly config: { onError?: ((error: unknown, variables: unknown, context: unknown, mutation: unknown) => unknown) | undefined } = {}) {}
}

/**
 * The cache the widget's components share: TanStack Query's QueryClient for the calls engagekit makes of it (fetch,
 * read, write, invalidate, cancel and remove entries by key), in a fraction of its size. Queries refetch when
 * invalidated while shown, when a component showing stale data mounts, and when the page is shown or online again.
 */
export class QueryClient {
  readonly queryCache: QueryCache
  readonly mutationCache: MutationCache
  private readonly queries = new Map<string, Query>()
  private readonly mutations = new Set<PendingMutation>()
  private mounts = 0
  private stopListening: (() => void) | undefined

  constructor(config: { queryCache?: QueryCache; mutationCache?: MutationCache } = {}) {
    this.queryCache = config.queryCache ?? new QueryCache()
    this.mutationCache = config.mutationCache ?? new MutationCache()
  }

  /**
   * Starts refetching the stale entries components show when the page is shown or online again (the provider calls
   * it on mount); the listeners stay while any provider using this client is mounted, and {@link unmount} removes them.
   */
  mount(): void {
    if (++this.mounts > 1 || typeof window === 'undefined') return
    const refetchStale = () => void this.refetchActive((query) => query.isStale(query.options.staleTime))
    const shown = () => document.visibilityState === 'hidden' || refetchStale()
    // visibilitychange is fired at the document and bubbles to the window, where TanStack Query listens too.
    window.addEventListener('visibilitychange', shown)
    window.addEventListener('online', refetchStale)
    this.stopListening = () => {
      window.removeEventListener('visibilitychange', shown)
      window.removeEventListener('online', refetchStale)
    }
  }

  /** How many writes are on their way (those `predicate` accepts): from before their onMutate until after their onSettled. */
  isMutating(filters: { predicate?: ((mutation: PendingMutation) => boolean) | undefined } = {}): number {
    return [...this.mutations].filter((mutation) => filters.predicate?.(mutation) ?? true).length
  }

  /** useMutation's bookkeeping for {@link isMutating}: the returned function ends the write. */
  startMutation(mutation: PendingMutation): () => void {
    this.mutations.add(mutation)
    return () => void this.mutations.delete(mutation)
  }

  /** The provider's unmount: the last one removes {@link mount}'s listeners. */
  unmount(): void {
    if (--this.mounts > 0) return
    this.stopListening?.()
    this.stopListening = undefined
  }

  /**
   * The entry for `options.queryKey`, made with `options` if missing; an existing entry is returned as it is (safe to
   * call while rendering): its options change only when it fetches or a component's effect gives it newer ones.
   */
  build(options: QueryOptions): Query {
    const queryHash = hashKey(options.queryKey)
    const query = this.queries.get(queryHash)
    if (query) return query
    const made = new Query(this, options.queryKey, queryHash, options)
    this.queries.set(queryHash, made)
    return made
  }

  /** Removes an entry (its gc time passed, or removeQueries asked). */
  forget(query: Query): void {
    if (this.queries.get(query.queryHash) === query) this.queries.delete(query.queryHash)
  }

  findAll(filters: QueryFilters = {}): Query[] {
    const { queryKey, exact, predicate } = filters
    return [...this.queries.values()].filter(
      (query) =>
        (queryKey === undefined || (exact ? query.queryHash === hashKey(queryKey) : partialMatchKey(query.queryKey, queryKey))) &&
        (!predicate || predicate(query)),
    )
  }

  /** The cached data when fresh enough for `staleTime`, else a fetch (not retried unless `retry` says so). */
  async fetchQuery(options: QueryOptions): Promise<unknown> {
    const fetchOptions = { retry: false, ...options }
    const query = this.build(fetchOptions)
    return query.isStale(options.staleTime) ? query.fetch(fetchOptions) : query.state.data
  }

  /** How many entries are fetching now. */
  isFetching(filters: QueryFilters = {}): number {
    return this.findAll(filters).filter((query) => query.state.fetchStatus === 'fetching').length
  }

  getQueryData(queryKey: QueryKey): unknown {
    return this.queries.get(hashKey(queryKey))?.state.data
  }

  getQueriesData(filters: QueryFilters): Array<[QueryKey, unknown]> {
    return this.findAll(filters).map((query) => [query.queryKey, query.state.data])
  }

  /** Writes an entry's data (the result of `updater(old)` when a function); `undefined` leaves it as it is. */
  setQueryData(queryKey: QueryKey, updater: Updater): unknown {
    const query = this.build({ queryKey })
    const data = typeof updater === 'function' ? (updater as (old: unknown) => unknown)(query.state.data) : updater
    if (data === undefined) return undefined
    query.setState({ data: replaceEqualDeep(query.state.data, data), error: null, status: 'success', dataUpdatedAt: Date.now(), isInvalidated: false })
    return query.state.data
  }

  setQueriesData(filters: QueryFilters, updater: Updater): Array<[QueryKey, unknown]> {
    return this.findAll(filters).map((query) => [query.queryKey, this.setQueryData(query.queryKey, updater)])
  }

  /** Marks the entries stale and refetches those a component shows. */
  async invalidateQueries(filters: QueryFilters = {}): Promise<void> {
    const queries = this.findAll(filters)
    for (const query of queries) query.setState({ isInvalidated: true })
    await this.refetchActive((query) => queries.includes(query), true)
  }

  async cancelQueries(filters: QueryFilters = {}): Promise<void> {
    for (const query of this.findAll(filters)) query.cancel()
  }

  removeQueries(filters: QueryFilters = {}): void {
    for (const query of this.findAll(filters)) {
      query.cancel()
      this.forget(query)
    }
  }

  /** Refetches the entries components show that `which` picks; `restart` replaces a fetch under way (its answer may predate a write). */
  private async refetchActive(which: (query: Query) => boolean, restart = false): Promise<void> {
    const queries = [...this.queries.values()].filter((query) => query.isActive() && which(query))
    await Promise.all(
      queries.map((query) => {
        if (restart) query.cancel()
        return query.fetch().catch(() => undefined)
      }),
    )
  }
}
