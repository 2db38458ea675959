import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createEngagementClient } from '../../src/core/createEngagementClient.js'
import type { Session } from '../../src/core/types.js'
import { EngagementProvider } from '../../src/react/EngagementProvider.js'
import { useEngagementContext } from '../../src/react/EngagementContext.js'
import { useThemes } from '../../src/react/hooks/useThemes.js'
import { useUserMetrics } from '../../src/react/hooks/useUserMetrics.js'
import { createSandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'

async function setup() {
  const sandbox = createSandbox()
  const member = await createSandboxSession(sandbox, demo.accounts.member.privateKey)
  const admin = await createSandboxSession(sandbox, demo.accounts.admin.privateKey)
  const client = createEngagementClient({ baseUrl: 'https://sandbox.test', fetch: sandbox.fetch, retry: false })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } })
  const state: { session: Session | null } = { session: { address: admin.address, signature: admin.signature } }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EngagementProvider baseUrl="https://sandbox.test" entityId={demo.entityId} client={client} queryClient={queryClient} session={state.session} storage="memory">
      {children}
    </EngagementProvider>
  )
  // Every render, with the caller the provider had at that render.
  const renders: { caller: string | undefined; themes: unknown; metrics: unknown }[] = []
  const hook = renderHook(
    () => {
      const caller = useEngagementContext().session?.address
      const themes = useThemes()
      const metrics = useUserMetrics()
      renders.push({ caller, themes: themes.data, metrics: metrics.data })
      return { themes, metrics }
    },
    { wrapper },
  )
  const cachedFor = (address: string) => queryClient.getQueryCache().findAll({ predicate: (query) => (query.queryKey[1] as { caller?: string } | undefined)?.caller === address })
  return { ...hook, state, renders, member, admin, queryClient, cachedFor }
}

describe('a change of caller', () => {
  it('the member never sees, even for one render, the themes or counters read for the admin', async () => {
    const t = await setup()
    await waitFor(() => expect(t.result.current.themes.data?.length).toBeGreaterThan(0))
    await waitFor(() => expect(t.result.current.metrics.isSuccess).toBe(true))
    const adminThemes = t.result.current.themes.data
    const adminMetrics = t.result.current.metrics.data

    t.state.session = { address: t.member.address, signature: t.member.signature }
    t.rerender()
    // The member may not list themes (403), and reads their own counters.
    await waitFor(() => expect(t.result.current.themes.error?.status).toBe(403))
    await waitFor(() => expect(t.result.current.metrics.isSuccess).toBe(true))

    const asMember = t.renders.filter((entry) => entry.caller === t.member.address)
    expect(asMember.length).toBeGreaterThan(1)
    for (const entry of asMember) {
      expect(entry.themes).toBeUndefined()
      expect(entry.metrics).not.toBe(adminMetrics)
    }
    expect(t.result.current.metrics.data).not.toEqual(adminMetrics)
    expect(t.result.current.themes.data).not.toBe(adminThemes)
  })

  it('ending a session removes what was cached for that caller', async () => {
    const t = await setup()
    await waitFor(() => expect(t.result.current.themes.isSuccess).toBe(true))
    await waitFor(() => expect(t.result.current.metrics.isSuccess).toBe(true))
    expect(t.cachedFor(t.admin.address).length).toBeGreaterThanOrEqual(2)

    // Another account: the admin's entries are gone.
    t.state.session = { address: t.member.address, signature: t.member.signature }
    t.rerender()
    await waitFor(() => expect(t.result.current.metrics.isSuccess).toBe(true))
    expect(t.cachedFor(t.admin.address)).toEqual([])

    // Sign-out: the member's entries are gone too, and the hooks wait for a session again.
    t.state.session = null
    t.rerender()
    await waitFor(() => expect(t.cachedFor(t.member.address)).toEqual([]))
    expect(t.result.current.metrics.data).toBeUndefined()
    expect(t.result.current.themes.data).toBeUndefined()
  })

  it('fetches a query that failed for the previous caller again', async () => {
    const t = await setup()
    await waitFor(() => expect(t.result.current.themes.isSuccess).toBe(true))
    t.state.session = { address: t.member.address, signature: t.member.signature }
    t.rerender()
    await waitFor(() => expect(t.result.current.themes.error?.status).toBe(403))

    await act(async () => {
      t.state.session = { address: t.admin.address, signature: t.admin.signature }
      t.rerender()
    })
    await waitFor(() => expect(t.result.current.themes.data?.length).toBeGreaterThan(0))
    expect(t.result.current.themes.error).toBeNull()
  })
})
