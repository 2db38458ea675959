import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryCache, QueryClient } from './QueryClient.js'
import { hashKey, replaceEqualDeep } from './keys.js'

/** A query function whose answers the test gives, one call at a time. */
function controlled<T>() {
  const calls: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void; signal: AbortSignal }> = []
  const queryFn = ({ signal }: { signal: AbortSignal }) => new Promise<T>((resolve, reject) => calls.push({ resolve, reject, signal }))
  return { calls, queryFn }
}

const observe = (client: QueryClient, queryKey: readonly unknown[], queryFn: (context: { signal: AbortSignal }) => unknown) => {
  const query = client.build({ queryKey, queryFn, retry: false })
  const notify = vi.fn()
  const stop = query.subscribe({ notify, isEnabled: () => true })
  return { query, notify, stop }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the widget build’s QueryClient', () => {
  it('names a key the same whatever the order of its object’s fields', () => {
    expect(hashKey(['userMetrics', { entityId: 'e', caller: '0xa' }])).toBe(hashKey(['userMetrics', { caller: '0xa', entityId: 'e' }]))
    expect(hashKey(['userMetrics', { entityId: 'e' }])).not.toBe(hashKey(['userMetrics', { entityId: 'f' }]))
  })

  it('shares one request between callers of the same key, and serves fresh data from the cache', async () => {
    const client = new QueryClient()
    const queryFn = vi.fn(async () => ['a'])
    const [first, second] = await Promise.all([
      client.fetchQuery({ queryKey: ['list', { id: 1 }], queryFn }),
      client.fetchQuery({ queryKey: ['list', { id: 1 }], queryFn }),
    ])
    expect(first).toEqual(['a'])
    expect(second).toBe(first)
    expect(queryFn).toHaveBeenCalledTimes(1)
    await client.fetchQuery({ queryKey: ['list', { id: 1 }], queryFn, staleTime: 60_000 })
    expect(queryFn).toHaveBeenCalledTimes(1)
    await client.fetchQuery({ queryKey: ['list', { id: 1 }], queryFn })
    expect(queryFn).toHaveBeenCalledTimes(2)
  })

  it('keeps unchanged parts of refetched data identical, so what depends on them does not run again', () => {
    const before = { rows: [{ id: 1, name: 'a' }, { id: 2, name: 'b' }], total: 2 }
    const after = replaceEqualDeep(before, { rows: [{ id: 1, name: 'a' }, { id: 2, name: 'B' }], total: 2 })
    expect(after).not.toBe(before)
    expect(after.rows[0]).toBe(before.rows[0])
    expect(after.rows[1]).toEqual({ id: 2, name: 'B' })
    expect(replaceEqualDeep(before, structuredClone(before))).toBe(before)
  })

  it('reads and writes every entry a key prefixes, and only those', () => {
    const client = new QueryClient()
    client.setQueryData(['userMetrics', { entityId: 'e', userAddress: '0xa' }], [1])
    client.setQueryData(['userMetrics', { entityId: 'e', userAddress: '0xb' }], [2])
    client.setQueryData(['userMetrics', { entityId: 'f', userAddress: '0xa' }], [3])
    expect(client.getQueriesData({ queryKey: ['userMetrics', { entityId: 'e' }] }).map(([, data]) => data)).toEqual([[1], [2]])
    client.setQueriesData({ queryKey: ['userMetrics', { entityId: 'e' }] }, (old: unknown) => [...(old as number[]), 0])
    expect(client.getQueryData(['userMetrics', { entityId: 'e', userAddress: '0xb' }])).toEqual([2, 0])
    expect(client.getQueryData(['userMetrics', { entityId: 'f', userAddress: '0xa' }])).toEqual([3])
    client.removeQueries({ predicate: (query) => (query.queryKey[1] as { userAddress?: string }).userAddress === '0xa' })
    expect(client.getQueriesData({ queryKey: ['userMetrics'] }).map(([, data]) => data)).toEqual([[2, 0]])
  })

  it('refetches invalidated entries a component shows, and leaves the others stale until asked', async () => {
    const client = new QueryClient()
    const shown = vi.fn(async () => 'shown')
    const hidden = vi.fn(async () => 'hidden')
    const { stop } = observe(client, ['a', { id: 1 }], shown)
    await client.fetchQuery({ queryKey: ['a', { id: 1 }], queryFn: shown })
    await client.fetchQuery({ queryKey: ['a', { id: 2 }], queryFn: hidden })
    await client.invalidateQueries({ queryKey: ['a'] })
    expect(shown).toHaveBeenCalledTimes(2)
    expect(hidden).toHaveBeenCalledTimes(1)
    await client.fetchQuery({ queryKey: ['a', { id: 2 }], queryFn: hidden, staleTime: 60_000 })
    expect(hidden).toHaveBeenCalledTimes(2)
    stop()
  })

  it('drops the answer of a cancelled fetch, so an optimistic write stays', async () => {
    const client = new QueryClient()
    const { calls, queryFn } = controlled<number>()
    const { query } = observe(client, ['count'], queryFn)
    const late = query.fetch().catch((error: unknown) => error)
    await client.cancelQueries({ queryKey: ['count'] })
    client.setQueryData(['count'], 5)
    expect(calls[0]!.signal.aborted).toBe(true)
    calls[0]!.resolve(1)
    expect(await late).toMatchObject({ name: 'CancelledError' })
    expect(client.getQueryData(['count'])).toBe(5)
    expect(query.state.fetchStatus).toBe('idle')
  })

  it('answers a fetch that a write’s invalidation replaced with the newer answer', async () => {
    const client = new QueryClient()
    const { calls, queryFn } = controlled<string>()
    const { query } = observe(client, ['item'], queryFn)
    const waiting = query.fetch()
    const invalidated = client.invalidateQueries({ queryKey: ['item'] })
    expect(calls).toHaveLength(2)
    calls[0]!.resolve('before the write')
    calls[1]!.resolve('after the write')
    await invalidated
    expect(await waiting).toBe('after the write')
    expect(client.getQueryData(['item'])).toBe('after the write')
  })

  it('tells the cache of a failed fetch, keeps the data it had, and does not retry fetchQuery unless asked', async () => {
    const onError = vi.fn()
    const client = new QueryClient({ queryCache: new QueryCache({ onError }) })
    client.setQueryData(['x'], 'old')
    const failure = new Error('down')
    const queryFn = vi.fn(async () => {
      throw failure
    })
    await expect(client.fetchQuery({ queryKey: ['x'], queryFn })).rejects.toBe(failure)
    expect(queryFn).toHaveBeenCalledTimes(1)
    expect(onError).toHaveBeenCalledWith(failure, expect.objectContaining({ queryKey: ['x'] }))
    expect(client.getQueryData(['x'])).toBe('old')
  })

  it('retries as `retry` says, waiting longer each time', async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    let attempts = 0
    const queryFn = async () => {
      attempts++
      if (attempts < 3) throw new Error('flaky')
      return 'ok'
    }
    const result = client.fetchQuery({ queryKey: ['flaky'], queryFn, retry: 2 })
    await vi.advanceTimersByTimeAsync(999)
    expect(attempts).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(attempts).toBe(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(await result).toBe('ok')
  })

  it('forgets an entry no component shows once its gc time has passed', async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const { stop } = observe(client, ['kept'], async () => 1)
    await client.fetchQuery({ queryKey: ['kept'], queryFn: async () => 1, gcTime: 1000 })
    await vi.advanceTimersByTimeAsync(5000)
    expect(client.getQueryData(['kept'])).toBe(1)
    stop()
    await vi.advanceTimersByTimeAsync(999)
    expect(client.getQueryData(['kept'])).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(client.getQueryData(['kept'])).toBeUndefined()
  })
})
