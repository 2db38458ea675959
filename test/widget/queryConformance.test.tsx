// The widget build serves '@tanstack/react-query' from its own stand-in (src/widget/build/query, see
// vite.widget.config.ts): every scenario here runs on TanStack Query itself and on the stand-in, and expects the same
// of both, so an upgrade of either that parts them fails here. Only the API the stand-in claims is covered; where it
// differs on purpose, a comment says so and nothing asserts it.
import { act, render, renderHook, waitFor } from '@testing-library/react'
import { createElement, startTransition, Suspense, use, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryImplementations, type ConformanceClient, type QueryImplementation } from './support/queryImplementations.js'

/** A query function whose answers the test gives, one call at a time. */
function controlled() {
  const calls: Array<{ resolve: (value: unknown) => void; reject: (error: unknown) => void }> = []
  const queryFn = vi.fn(() => new Promise((resolve, reject) => calls.push({ resolve, reject })))
  return { calls, queryFn }
}

const wrapperFor =
  (impl: QueryImplementation, client: ConformanceClient) =>
  ({ children }: { children?: ReactNode }) =>
    createElement(impl.QueryClientProvider, { client }, children)

/** As a browser fires it: at the document, bubbling to the window. */
const showPage = () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))

const setVisibility = (state: DocumentVisibilityState) => Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })

/** A wait that never ends: what a component suspends on to keep its render from committing. */
const never = new Promise<never>(() => undefined)

afterEach(() => {
  vi.useRealTimers()
  Reflect.deleteProperty(document, 'visibilityState')
})

describe.each(queryImplementations)('%s', (_, impl) => {
  const setup = () => {
    const client = new impl.QueryClient()
    return { client, wrapper: wrapperFor(impl, client) }
  }

  describe('the cache', () => {
    it('reads what was written under a key, whatever the order of its object’s fields, and lets an updater that returns nothing leave it', () => {
      const { client } = setup()
      expect(client.getQueryData(['metrics', { entityId: 'e' }])).toBeUndefined()
      client.setQueryData(['metrics', { entityId: 'e', user: '0xa' }], [1])
      expect(client.getQueryData(['metrics', { user: '0xa', entityId: 'e' }])).toEqual([1])
      client.setQueryData(['metrics', { entityId: 'e', user: '0xa' }], (old: unknown) => [...(old as number[]), 2])
      expect(client.getQueryData(['metrics', { entityId: 'e', user: '0xa' }])).toEqual([1, 2])
      client.setQueryData(['metrics', { entityId: 'e', user: '0xa' }], () => undefined)
      expect(client.getQueryData(['metrics', { entityId: 'e', user: '0xa' }])).toEqual([1, 2])
      client.setQueryData(['metrics', { entityId: 'f', user: '0xa' }], [3])
      expect(client.getQueriesData({ queryKey: ['metrics', { entityId: 'e' }] }).map(([, data]) => data)).toEqual([[1, 2]])
    })

    it('serves data younger than staleTime from the cache and fetches again once it is older', async () => {
      vi.useFakeTimers({ toFake: ['Date'] })
      const { client } = setup()
      const queryFn = vi.fn(async () => 'fresh')
      await client.fetchQuery({ queryKey: ['item'], queryFn, staleTime: 60_000 })
      vi.setSystemTime(Date.now() + 59_999)
      expect(await client.fetchQuery({ queryKey: ['item'], queryFn, staleTime: 60_000 })).toBe('fresh')
      expect(queryFn).toHaveBeenCalledTimes(1)
      vi.setSystemTime(Date.now() + 1)
      await client.fetchQuery({ queryKey: ['item'], queryFn, staleTime: 60_000 })
      expect(queryFn).toHaveBeenCalledTimes(2)
    })

    it('keeps an entry while a component shows it and forgets it gcTime after the last one went away', async () => {
      vi.useFakeTimers()
      const { client, wrapper } = setup()
      const view = renderHook(() => impl.useQuery({ queryKey: ['kept'], queryFn: async () => 1, gcTime: 1000 }), { wrapper })
      await act(() => vi.advanceTimersByTimeAsync(10))
      expect(view.result.current.data).toBe(1)
      await act(() => vi.advanceTimersByTimeAsync(5000))
      expect(client.getQueryData(['kept'])).toBe(1)
      view.unmount()
      await act(() => vi.advanceTimersByTimeAsync(999))
      expect(client.getQueryData(['kept'])).toBe(1)
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(client.getQueryData(['kept'])).toBeUndefined()
    })
  })

  describe('useQuery', () => {
    it('shows pending, then the data; a disabled query stays pending without fetching; a failure shows the error', async () => {
      const { wrapper } = setup()
      const { calls, queryFn } = controlled()
      const failure = new Error('down')
      const { result } = renderHook(
        () => ({
          shown: impl.useQuery({ queryKey: ['shown'], queryFn }),
          disabled: impl.useQuery({ queryKey: ['disabled'], queryFn, enabled: false }),
          failing: impl.useQuery({ queryKey: ['failing'], queryFn: () => Promise.reject(failure), retry: false }),
        }),
        { wrapper },
      )
      await waitFor(() => expect(calls).toHaveLength(1))
      expect(result.current.shown).toMatchObject({ status: 'pending', fetchStatus: 'fetching', isPending: true, isLoading: true, isFetching: true, data: undefined })
      act(() => calls[0]!.resolve('a'))
      await waitFor(() => expect(result.current.shown).toMatchObject({ status: 'success', fetchStatus: 'idle', isSuccess: true, isLoading: false, data: 'a' }))
      expect(result.current.disabled).toMatchObject({ status: 'pending', fetchStatus: 'idle', isPending: true, isLoading: false })
      await waitFor(() => expect(result.current.failing).toMatchObject({ status: 'error', isError: true, error: failure, data: undefined }))
      expect(queryFn).toHaveBeenCalledTimes(1)
    })

    it('shows the selection of the data, and the placeholder (the previous key’s data) while a new key loads', async () => {
      const { wrapper } = setup()
      const { calls, queryFn } = controlled()
      const { result, rerender } = renderHook(
        ({ id }: { id: number }) => impl.useQuery({ queryKey: ['user', id], queryFn, select: (data: unknown) => (data as { name: string }).name, placeholderData: (previous: unknown) => previous }),
        { wrapper, initialProps: { id: 1 } },
      )
      await waitFor(() => expect(calls).toHaveLength(1))
      act(() => calls[0]!.resolve({ name: 'Ada' }))
      await waitFor(() => expect(result.current.data).toBe('Ada'))
      rerender({ id: 2 })
      await waitFor(() => expect(calls).toHaveLength(2))
      expect(result.current).toMatchObject({ data: 'Ada', isPlaceholderData: true, isSuccess: true })
      act(() => calls[1]!.resolve({ name: 'Grace' }))
      await waitFor(() => expect(result.current).toMatchObject({ data: 'Grace', isPlaceholderData: false }))
    })

    it('keeps the data’s identity when a refetch brings equal data, and changes only the part that changed', async () => {
      const { client, wrapper } = setup()
      let name = 'b'
      const queryFn = async () => ({ rows: [{ id: 1, name: 'a' }, { id: 2, name }], total: 2 })
      const { result } = renderHook(() => impl.useQuery({ queryKey: ['rows'], queryFn }), { wrapper })
      await waitFor(() => expect(result.current.isSuccess).toBe(true))
      const first = result.current.data as Awaited<ReturnType<typeof queryFn>>
      await act(() => result.current.refetch())
      expect(client.getQueryData(['rows'])).toBe(first)
      expect(result.current.data).toBe(first)
      name = 'B'
      await act(() => result.current.refetch())
      await waitFor(() => expect(result.current.data).not.toBe(first))
      const second = result.current.data as typeof first
      expect(second.rows[0]).toBe(first.rows[0])
      expect(second.rows[1]).toEqual({ id: 2, name: 'B' })
      act(() => void client.setQueryData(['rows'], structuredClone(second)))
      expect(result.current.data).toBe(second)
    })
  })

  describe('rendering', () => {
    it('takes a shown component’s options when it commits: a render left unfinished does not change the shared entry', async () => {
      const { client, wrapper } = setup()
      const shown = vi.fn(async () => 'shown')
      const discarded = vi.fn(async () => 'discarded')
      const Reader = ({ queryFn }: { queryFn: () => Promise<string> }) => (impl.useQuery({ queryKey: ['k'], queryFn }), null)
      const Waiting = ({ wait }: { wait: boolean }) => (wait ? use(never) : null)
      const page = (queryFn: () => Promise<string>, wait: boolean) =>
        createElement(Suspense, { fallback: null }, createElement(Reader, { queryFn }), createElement(Waiting, { wait }))
      const view = render(page(shown, false), { wrapper })
      await waitFor(() => expect(client.getQueryData(['k'])).toBe('shown'))
      // A transition whose render suspends keeps the page as it was: this render of Reader is never committed.
      act(() => startTransition(() => view.rerender(page(discarded, true))))
      await act(() => client.invalidateQueries({ queryKey: ['k'] }))
      expect(discarded).not.toHaveBeenCalled()
      expect(shown).toHaveBeenCalledTimes(2)
    })
  })

  describe('invalidation', () => {
    it('refetches the entries under a key prefix that a component shows, and marks the others stale for their next reader', async () => {
      const { client, wrapper } = setup()
      const shown = vi.fn(async () => 'shown')
      const hidden = vi.fn(async () => 'hidden')
      const other = vi.fn(async () => 'other')
      await client.fetchQuery({ queryKey: ['a', { id: 2 }], queryFn: hidden })
      renderHook(() => [impl.useQuery({ queryKey: ['a', { id: 1 }], queryFn: shown }), impl.useQuery({ queryKey: ['b'], queryFn: other })], { wrapper })
      await waitFor(() => expect(other).toHaveBeenCalledTimes(1))
      await waitFor(() => expect(client.getQueryData(['a', { id: 1 }])).toBe('shown'))
      await act(() => client.invalidateQueries({ queryKey: ['a'] }))
      expect(shown).toHaveBeenCalledTimes(2)
      expect(hidden).toHaveBeenCalledTimes(1)
      expect(other).toHaveBeenCalledTimes(1)
      // Stale despite a staleTime that would keep fresh data: it was invalidated.
      renderHook(() => impl.useQuery({ queryKey: ['a', { id: 2 }], queryFn: hidden, staleTime: Infinity }), { wrapper })
      await waitFor(() => expect(hidden).toHaveBeenCalledTimes(2))
    })
  })

  describe('refetch triggers', () => {
    it('fetches on mount when the cached data is stale for the new reader, not when it is fresh', async () => {
      const { wrapper } = setup()
      const queryFn = vi.fn(async () => 'data')
      const first = renderHook(() => impl.useQuery({ queryKey: ['k'], queryFn }), { wrapper })
      await waitFor(() => expect(first.result.current.isSuccess).toBe(true))
      const fresh = renderHook(() => impl.useQuery({ queryKey: ['k'], queryFn, staleTime: 60_000 }), { wrapper })
      expect(fresh.result.current.data).toBe('data')
      await act(async () => undefined)
      expect(queryFn).toHaveBeenCalledTimes(1)
      renderHook(() => impl.useQuery({ queryKey: ['k'], queryFn }), { wrapper })
      await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
    })

    // TanStack Query 5 listens for visibilitychange, not the window's focus event; the stand-in does the same.
    it('refetches stale shown queries when the page is shown again, fresh ones and a hidden page’s not', async () => {
      const { wrapper } = setup()
      const stale = vi.fn(async () => 'stale')
      const fresh = vi.fn(async () => 'fresh')
      renderHook(() => [impl.useQuery({ queryKey: ['stale'], queryFn: stale }), impl.useQuery({ queryKey: ['fresh'], queryFn: fresh, staleTime: 60_000 })], { wrapper })
      await waitFor(() => expect([stale.mock.calls.length, fresh.mock.calls.length]).toEqual([1, 1]))
      setVisibility('hidden')
      await act(async () => showPage())
      expect(stale).toHaveBeenCalledTimes(1)
      setVisibility('visible')
      await act(async () => showPage())
      await waitFor(() => expect(stale).toHaveBeenCalledTimes(2))
      expect(fresh).toHaveBeenCalledTimes(1)
    })

    it('refetches stale shown queries when the connection is back', async () => {
      const { wrapper } = setup()
      const queryFn = vi.fn(async () => 'data')
      renderHook(() => impl.useQuery({ queryKey: ['k'], queryFn }), { wrapper })
      await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1))
      await act(async () => {
        window.dispatchEvent(new Event('offline'))
        window.dispatchEvent(new Event('online'))
      })
      await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2))
    })

    it('leaves no window or document listener behind once the provider is unmounted, and refetches nothing then', async () => {
      const live = new Set<string>()
      const track = (target: Window | Document, name: string) => {
        const add = target.addEventListener.bind(target)
        const remove = target.removeEventListener.bind(target)
        vi.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
          live.add(`${name} ${type} ${String(listenerIds.get(listener) ?? listenerIds.set(listener, listenerIds.size).get(listener))}`)
          add(type, listener, options)
        })
        vi.spyOn(target, 'removeEventListener').mockImplementation((type, listener, options) => {
          live.delete(`${name} ${type} ${String(listenerIds.get(listener))}`)
          remove(type, listener, options)
        })
      }
      const listenerIds = new Map<unknown, number>()
      track(window, 'window')
      track(document, 'document')
      const { client, wrapper } = setup()
      const queryFn = vi.fn(async () => 'data')
      const view = render(createElement(() => (impl.useQuery({ queryKey: ['k'], queryFn }), null)), { wrapper })
      await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1))
      const watched = () => [...live].filter((entry) => /\b(visibilitychange|focus|online|offline)\b/.test(entry))
      expect(watched().length).toBeGreaterThan(0)
      view.unmount()
      expect(watched()).toEqual([])
      await act(async () => showPage())
      expect(queryFn).toHaveBeenCalledTimes(1)
      expect(client.getQueryData(['k'])).toBe('data')
      vi.restoreAllMocks()
    })
  })

  describe('useMutation', () => {
    it('calls onMutate, the write, onSuccess and onSettled, then the call’s own callbacks, with v5’s arguments', async () => {
      const { client, wrapper } = setup()
      const log: unknown[][] = []
      const { result } = renderHook(
        () =>
          impl.useMutation({
            mutationKey: ['rename'],
            meta: { area: 'profile' },
            onMutate: (variables: unknown, context: unknown) => (log.push(['onMutate', variables, context]), 'snapshot'),
            mutationFn: async (variables: unknown, context: unknown) => (log.push(['mutationFn', variables, context]), `renamed ${String(variables)}`),
            onSuccess: (...args: unknown[]) => void log.push(['onSuccess', ...args]),
            onError: (...args: unknown[]) => void log.push(['onError', ...args]),
            onSettled: (...args: unknown[]) => void log.push(['onSettled', ...args]),
          }),
        { wrapper },
      )
      expect(result.current).toMatchObject({ status: 'idle', isIdle: true, data: undefined })
      let answer: unknown
      await act(async () => {
        answer = await result.current.mutateAsync('Ada', {
          onSuccess: (...args: unknown[]) => void log.push(['call onSuccess', ...args.slice(0, 3)]),
          onSettled: (...args: unknown[]) => void log.push(['call onSettled', ...args.slice(0, 4)]),
        })
      })
      const context = { client, meta: { area: 'profile' }, mutationKey: ['rename'] }
      expect(answer).toBe('renamed Ada')
      await waitFor(() => expect(result.current.status).toBe('success'))
      expect(log).toEqual([
        ['onMutate', 'Ada', expect.objectContaining(context)],
        ['mutationFn', 'Ada', expect.objectContaining(context)],
        ['onSuccess', 'renamed Ada', 'Ada', 'snapshot', expect.objectContaining(context)],
        ['onSettled', 'renamed Ada', null, 'Ada', 'snapshot', expect.objectContaining(context)],
        ['call onSuccess', 'renamed Ada', 'Ada', 'snapshot'],
        ['call onSettled', 'renamed Ada', null, 'Ada', 'snapshot'],
      ])
      expect(result.current).toMatchObject({ status: 'success', isSuccess: true, data: 'renamed Ada', variables: 'Ada', context: 'snapshot', error: null })
      act(() => result.current.reset())
      await waitFor(() => expect(result.current.status).toBe('idle'))
      expect(result.current).toMatchObject({ status: 'idle', isIdle: true, data: undefined, variables: undefined })
    })

    it('reports a failed write to the mutation cache, onError and onSettled, then the call’s own; mutateAsync rejects, mutate does not', async () => {
      const log: unknown[][] = []
      const failure = new Error('refused')
      const mutationCache = new impl.MutationCache({ onError: (...args: unknown[]) => void log.push(['cache onError', ...args.slice(0, 3)]) })
      const client = new impl.QueryClient({ mutationCache })
      let release!: () => void
      let writes = 0
      const { result } = renderHook(
        () =>
          impl.useMutation({
            onMutate: () => 'snapshot',
            mutationFn: () => new Promise((_, reject) => ((release = () => reject(failure)), writes++)),
            onSuccess: () => void log.push(['onSuccess']),
            onError: (...args: unknown[]) => void log.push(['onError', ...args.slice(0, 3)]),
            onSettled: (...args: unknown[]) => void log.push(['onSettled', ...args.slice(0, 4)]),
          }),
        { wrapper: wrapperFor(impl, client) },
      )
      let rejected: unknown
      let pending!: Promise<unknown>
      act(() => {
        pending = result.current.mutateAsync(1, { onError: (...args: unknown[]) => void log.push(['call onError', ...args.slice(0, 3)]) }).catch((error: unknown) => void (rejected = error))
      })
      await waitFor(() => expect(result.current).toMatchObject({ status: 'pending', isPending: true, variables: 1 }))
      await act(async () => {
        release()
        await pending
      })
      expect(rejected).toBe(failure)
      await waitFor(() => expect(result.current.status).toBe('error'))
      expect(log).toEqual([
        ['cache onError', failure, 1, 'snapshot'],
        ['onError', failure, 1, 'snapshot'],
        ['onSettled', undefined, failure, 1, 'snapshot'],
        ['call onError', failure, 1, 'snapshot'],
      ])
      expect(result.current).toMatchObject({ status: 'error', isError: true, error: failure, data: undefined })

      log.length = 0
      let returned: unknown = 'not called'
      act(() => {
        returned = result.current.mutate(2, { onSettled: (...args: unknown[]) => void log.push(['call onSettled', ...args.slice(0, 3)]) })
      })
      expect(returned).toBeUndefined()
      await waitFor(() => expect(writes).toBe(2))
      await act(async () => release())
      await waitFor(() => expect(log.at(-1)).toEqual(['call onSettled', undefined, failure, 2]))
      expect(result.current).toMatchObject({ status: 'error', variables: 2 })
    })

    // TanStack Query calls a mutate call's own callbacks only for the latest call while the component is mounted; the
    // stand-in calls them for every call. No component relies on either, so neither is asserted.
  })

  describe('useQueries', () => {
    it('reads each listed query in order, skips a disabled one, and fetches an entry added or enabled later, not the others again', async () => {
      const { wrapper } = setup()
      const queryFn = vi.fn(async ({ queryKey }: { queryKey: readonly unknown[] }) => `data ${String(queryKey[1])}`)
      const { result, rerender } = renderHook(
        ({ ids, all = false }: { ids: number[]; all?: boolean }) => impl.useQueries({ queries: ids.map((id) => ({ queryKey: ['item', id], queryFn, enabled: all || id !== 0 })) }),
        { wrapper, initialProps: { ids: [1, 0, 2], all: false } },
      )
      await waitFor(() => expect(result.current.map((entry) => entry.data)).toEqual(['data 1', undefined, 'data 2']))
      expect(result.current.map((entry) => entry.status)).toEqual(['success', 'pending', 'success'])
      expect(result.current[1]).toMatchObject({ fetchStatus: 'idle', isLoading: false })
      rerender({ ids: [1, 0, 2, 3], all: false })
      await waitFor(() => expect(result.current.map((entry) => entry.data)).toEqual(['data 1', undefined, 'data 2', 'data 3']))
      expect(queryFn).toHaveBeenCalledTimes(3)
      rerender({ ids: [1, 0, 2, 3], all: true })
      await waitFor(() => expect(result.current[1]!.data).toBe('data 0'))
      expect(queryFn).toHaveBeenCalledTimes(4)
    })
  })
})
