import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { allEndpoints } from '../core/actions/allEndpoints.js'
import type { EngagementClient, EndpointName } from '../core/createEngagementClient.js'
import type { CallOptions } from '../core/types.js'
import { EngagementProvider } from './EngagementProvider.js'
import { useEngagementClient } from './useEngagementClient.js'
import { createSandbox } from '../sandbox/createSandbox.js'
import { createSandboxSession } from '../sandbox/createSandboxSession.js'
import { demo } from '../service/seed/demo.js'
import { createTestEngagement, renderHookWithEngagement } from '../../test/react/renderWithEngagement.js'

describe('useEngagementClient', () => {
  it('calls any endpoint with the signed-in session', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => useEngagementClient())
    await expect(result.current.session()).resolves.toEqual(t.session)
    const read = async () => {
      const metrics = await result.current.getUserMetrics({ entityId: demo.entityId, userAddress: demo.accounts.member.address })
      return metrics.find((metric) => metric.metric === 'xp')?.counter ?? 0
    }
    const before = await read()
    await act(() => result.current.incrementMetric({ entityId: demo.entityId, userAddress: demo.accounts.member.address, metric: 'xp', count: 5 }))
    expect(t.requests).toContain(`POST /api/entities/${demo.entityId}/users/${demo.accounts.member.address}/metrics/xp`)
    expect(await read()).toBe(before + 5)
  })

  it('follows the entity’s events through the provider’s client (watchEvents), until unwatched', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => useEngagementClient())
    const types: string[] = []
    let opened = false
    const unwatch = result.current.watchEvents({ entityId: demo.entityId, onEvent: (event) => void types.push(event.type), onOpen: () => void (opened = true) })
    try {
      await waitFor(() => expect(opened).toBe(true))
      await act(() => result.current.incrementMetric({ entityId: demo.entityId, userAddress: demo.accounts.member.address, metric: 'xp', count: 1 }))
      await waitFor(() => expect(types).toContain('metric.incremented'))
    } finally {
      unwatch()
    }
  })

  it('works with the provider’s own client (baseUrl only), and a call may pass its own session', async () => {
    const sandbox = createSandbox()
    const member = await createSandboxSession(sandbox, demo.accounts.member.privateKey)
    const realFetch = globalThis.fetch
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => sandbox.fetch(new Request(input, init)))
    try {
      const wrapper = ({ children }: { children: ReactNode }) => (
        <EngagementProvider baseUrl="https://sandbox.test" entityId={demo.entityId} session={null} storage="memory">
          {children}
        </EngagementProvider>
      )
      const { result } = renderHook(() => useEngagementClient(), { wrapper })
      await waitFor(() => expect(result.current).toBeDefined())
      expect(result.current.baseUrl).toBe('https://sandbox.test')
      await expect(result.current.getMyNfts()).rejects.toMatchObject({ kind: 'invalid-input', field: 'session' })
      const profile = await result.current.getProfile({ userAddress: member.address }, { session: member })
      expect(profile.name).toBeTruthy()
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it('keeps the signed-in session when a call passes `session: undefined`, as query options do', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useEngagementClient())
    await expect(result.current.getMyNfts({}, { session: undefined })).resolves.toBeInstanceOf(Array)
    await expect(result.current.getMyNfts({}, { session: null })).rejects.toMatchObject({ kind: 'invalid-input', field: 'session' })
  })

  it('works with a class-based client passed to the provider, methods keeping their `this`', async () => {
    const t = await createTestEngagement({ as: 'member' })
    class CountingClient {
      readonly baseUrl = t.client.baseUrl
      calls = 0
      session() {
        return t.client.session()
      }
      getEntity(parameters: { entityId: string }, options?: CallOptions) {
        this.calls++
        return t.client.getEntity(parameters, options)
      }
    }
    const counting = new CountingClient()
    // Every other method comes from the real client, on the prototype like getEntity.
    for (const endpoint of allEndpoints) if (endpoint.name !== 'getEntity') Object.defineProperty(CountingClient.prototype, endpoint.name, { value: t.client[endpoint.name as EndpointName] })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <EngagementProvider baseUrl="https://sandbox.test" entityId={demo.entityId} client={counting as unknown as EngagementClient} session={t.session} storage="memory">
        {children}
      </EngagementProvider>
    )
    const { result } = renderHook(() => useEngagementClient(), { wrapper })
    await expect(result.current.getEntity({ entityId: demo.entityId })).resolves.toMatchObject({ id: demo.entityId })
    expect(counting.calls).toBe(1)
  })
})

