import { replaceEqualDeep } from './keys.js'

export type QueryKey = readonly unknown[]

/** The cache a query lives in, as the query sees it: told of failures, asked to forget the query. */
export type QueryHost = { queryCache: { config: { onError?: ((error: unknown, query: Query) => void) | undefined } }; forget(query: Query): void }

/** What a query function receives, as in TanStack Query (`client` is the QueryClient). */
export type QueryFunctionContext = { queryKey: QueryKey; signal: AbortSignal; client: QueryHost; meta: unknown }

export type RetryOption = boolean | number | ((failureCount: number, error: unknown) => boolean) | undefined

export type QueryOptions = {
  queryKey: QueryKey
  queryFn?: ((context: QueryFunctionContext) => unknown) | undefined
  enabled?: boolean | ((query: Query) => boolean) | undefined
  staleTime?: number | undefined
  gcTime?: number | undefined
  retry?: RetryOption
  retryDelay?: number | ((failureCount: number, error: unknown) => number) | undefined
  meta?: unknown
  [option: string]: unknown
}

export type QueryState = {
  data: unknown
  error: unknown
  status: 'pending' | 'error' | 'success'
  fetchStatus: 'idle' | 'fetching'
  dataUpdatedAt: number
  isInvalidated: boolean
}

/** A component that reads the query: told of every change, and asked whether it wants the query kept fresh. */
export type QueryObserver = { notify: () => void; isEnabled: () => boolean }

/** Thrown to whoever awaits a fetch that was cancelled (cancelQueries); its result is never stored. */
export class CancelledError extends Error {
  constructor() {
    super('The query was cancelled.')
    this.name = 'CancelledError'
  }
}

const initialState: QueryState = { data: undefined, error: null, status: 'pending', fetchStatus: 'idle', dataUpdatedAt: 0, isInvalidated: false }

/** Runs `attempt` again after a failure while `retry` allows it, waiting 1, 2, 4… s (at most 30) in between. */
export async function withRetry<T>(attempt: () => Promise<T>, retry: RetryOption, retryDelay: QueryOptions['retryDelay'], signal?: AbortSignal): Promise<T> {
  for (let failureCount = 0; ; failureCount++) {
    try {
      return await attempt()
    } catch (error) {
      const again = retry === true || (typeof retry === 'number' && failureCount < retry) || (typeof retry === 'function' && retry(failureCount, error))
      if (!again || signal?.aborted) throw error
      const delay = typeof retryDelay === 'function' ? retryDelay(failureCount, error) : (retryDelay ?? Math.min(1000 * 2 ** failureCount, 30_000))
      await new Promise((resolve) => setTimeout(resolve, delay))
      if (signal?.aborted) throw error
    }
  }
}

/** One cache entry: its state, the components reading it, and at most one fetch at a time. */
export class Query {
  state: QueryState = initialState
  readonly observers = new Set<QueryObserver>()
  private fetching: { promise: Promise<unknown>; controller: AbortController } | undefined
  private gcTimer: ReturnType<typeof setTimeout> | undefined

  constructor(
    private readonly client: QueryHost,
    readonly queryKey: QueryKey,
    readonly queryHash: string,
    public options: QueryOptions,
  ) {
    this.scheduleGc()
  }

  /** Takes a component's latest options (its query function among them), from an effect, never while rendering. */
  setOptions(options: QueryOptions): void {
    this.options = { ...this.options, ...options }
  }

  setState(patch: Partial<QueryState>): void {
    this.state = { ...this.state, ...patch }
    for (const observer of this.observers) observer.notify()
  }

  /** Whether the data is missing, invalidated or older than `staleTime` milliseconds. */
  isStale(staleTime = 0): boolean {
    return this.state.data === undefined || this.state.isInvalidated || Date.now() - this.state.dataUpdatedAt >= staleTime
  }

  /** Whether a component reading it wants it fetched (an "active" query in TanStack's words). */
  isActive(): boolean {
    for (const observer of this.observers) if (observer.isEnabled()) return true
    return false
  }

  subscribe(observer: QueryObserver): () => void {
    this.observers.add(observer)
    clearTimeout(this.gcTimer)
    return () => {
      this.observers.delete(observer)
      this.scheduleGc()
    }
  }

  /** Fetches, or joins the fetch under way; the data is stored (shared structurally with the old) and returned. */
  fetch(options?: QueryOptions): Promise<unknown> {
    if (options) this.options = options
    if (this.fetching) return this.fetching.promise
    const { queryFn, retry, retryDelay, meta } = this.options
    const controller = new AbortController()
    const context: QueryFunctionContext = { queryKey: this.queryKey, signal: controller.signal, client: this.client, meta }
    const current = (): boolean => this.fetching?.controller === controller
    // A fetch replaced by a newer one (a refetch after a write) answers with the newer one's result.
    const superseded = (): Promise<unknown> => {
      if (this.fetching) return this.fetching.promise
      throw new CancelledError()
    }
    const run = async () => {
      if (!queryFn) throw new Error(`Missing queryFn: '${this.queryHash}'`)
      return withRetry(async () => queryFn(context), retry ?? 3, retryDelay, controller.signal)
    }
    const promise = run().then(
      (data) => {
        if (!current()) return superseded()
        this.fetching = undefined
        this.setState({ data: replaceEqualDeep(this.state.data, data), error: null, status: 'success', fetchStatus: 'idle', dataUpdatedAt: Date.now(), isInvalidated: false })
        this.scheduleGc()
        return this.state.data
      },
      (error: unknown) => {
        if (!current()) return superseded()
        this.fetching = undefined
        this.setState({ error, status: 'error', fetchStatus: 'idle' })
        this.client.queryCache.config.onError?.(error, this)
        this.scheduleGc()
        throw error
      },
    )
    this.fetching = { promise, controller }
    this.setState({ fetchStatus: 'fetching' })
    return promise
  }

  /** Stops the fetch under way: its answer, whenever it comes, is dropped, and the state is as it was before it. */
  cancel(): void {
    if (!this.fetching) return
    this.fetching.controller.abort()
    this.fetching = undefined
    this.setState({ fetchStatus: 'idle' })
  }

  /** Forgets the entry `gcTime` (default 5 min) after the last component reading it went away. */
  private scheduleGc(): void {
    clearTimeout(this.gcTimer)
    if (this.observers.size > 0 || this.fetching) return
    const gcTime = this.options.gcTime ?? 5 * 60_000
    if (gcTime === Infinity) return
    this.gcTimer = setTimeout(() => {
      if (this.observers.size === 0 && !this.fetching) this.client.forget(this)
    }, gcTime)
  }
}
