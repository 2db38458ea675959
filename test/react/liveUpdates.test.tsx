import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { watchEventsEndpoint } from '../../src/core/actions/watchEvents.js'
import { createEngagementClient } from '../../src/core/createEngagementClient.js'
import { watchEventStream } from '../../src/core/internal/watchEventStream.js'
import type { UserMetric } from '../../src/core/schemas/metric.js'
import { createLiveUpdates } from '../../src/query/createLiveUpdates.js'
import { getUserMetricsQueryKey } from '../../src/query/getUserMetrics.js'
import { Leaderboard } from '../../src/react/components/Leaderboard/Leaderboard.js'
import { LevelProgress } from '../../src/react/components/LevelProgress/LevelProgress.js'
import { EngagementToasts } from '../../src/react/components/EngagementToasts/EngagementToasts.js'
import type { Sandbox } from '../../src/sandbox/createSandbox.js'
import { createSandboxSession } from '../../src/sandbox/createSandboxSession.js'
import { demo } from '../../src/service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from './renderWithEngagement.js'

const member = demo.accounts.member.address
const valueText = () => screen.getByRole('progressbar').getAttribute('aria-valuetext')
const streams = (requests: readonly string[]) => requests.filter((request) => request.endsWith('/stream'))

/** Someone else gives the member XP: an admin's call from another device, never through the page's cache. */
async function giveXp(sandbox: Sandbox, count: number, userAddress = member) {
  const session = await createSandboxSession(sandbox, demo.accounts.admin.privateKey)
  const admin = createEngagementClient({ baseUrl: 'https://sandbox.test', retry: false, fetch: (request) => sandbox.fetch(request) })
  await admin.incrementMetric({ entityId: demo.entityId, userAddress, metric: 'xp', count }, { session })
}

/** The board's member rows as `rank | name | value` (as Leaderboard's own tests read them). */
function boardRows(): string[] {
  const table = screen.getByRole('table', { name: 'Leaderboard' })
  return [...table.querySelectorAll('tr.ek-leaderboard__row')].map((row) => {
    const rank = row.querySelector('.ek-leaderboard__rank')!.lastChild!.textContent
    const name = row.querySelector('.ek-leaderboard__name')!.textContent
    const value = row.querySelector('.ek-leaderboard__value [aria-hidden]')?.textContent ?? row.querySelector('.ek-leaderboard__value')!.textContent
    return `${rank} | ${name} | ${value}`
  })
}

function Page() {
  return (
    <>
      <LevelProgress locale="en-US" />
      <Leaderboard metric="xp" limit={5} locale="en-US" />
      <EngagementToasts locale="en-US" duration={Number.POSITIVE_INFINITY} />
    </>
  )
}

describe('live updates', { timeout: 20_000 }, () => {
  it("moves the member's level, the board and the toasts when someone else gives them XP, through one stream", async () => {
    const t = await createTestEngagement({ as: 'member', provider: { realtime: true } })
    renderWithEngagement(t, <Page />)
    await waitFor(() => expect(valueText()).toBe('Level 3: 340 of 500 XP'))
    await waitFor(() => expect(boardRows()).toEqual(['4 | Sofia Rossi | 560', '5 | Priya Natarajan | 340']))
    await waitFor(() => expect(streams(t.requests)).toEqual([`GET /api/entities/${demo.entityId}/stream`]))
    const reads = t.requests.length

    await act(() => giveXp(t.sandbox, 250))
    await waitFor(() => expect(valueText()).toBe('Level 4: 590 of 1,000 XP'))
    // The level-up moment plays as for an increment made on the page.
    expect(screen.getByRole('progressbar').hasAttribute('data-level-up')).toBe(true)
    await waitFor(() => expect(boardRows()).toEqual(['4 | Priya Natarajan | 590', '5 | Sofia Rossi | 560']))
    const toasts = document.querySelector<HTMLElement>('.ek-engagement-toasts .ek-toasts')!
    expect(toasts.getAttribute('aria-live')).toBe('polite')
    await waitFor(() => expect(within(toasts).getAllByRole('status').map((toast) => toast.querySelector('.ek-toast__message')!.textContent)).toEqual(['You earned 250 XP!', 'You reached Level 4: Core Builder!']))
    // The counter came in the event: only the board and the member's NFTs were read again.
    expect(t.requests.slice(reads).filter((request) => !request.includes('/leaderboard') && !request.includes('nfts'))).toEqual([])
    expect(streams(t.requests)).toHaveLength(1)

    await userEvent.click(within(toasts).getAllByRole('button', { name: 'Dismiss' })[0]!)
    expect(within(toasts).getAllByRole('status').map((toast) => toast.querySelector('.ek-toast__message')!.textContent)).toEqual(['You reached Level 4: Core Builder!'])
  })

  it("announces nothing of another member's news, and nothing small", async () => {
    const t = await createTestEngagement({ as: 'member', provider: { realtime: true } })
    renderWithEngagement(t, <Page />)
    await waitFor(() => expect(streams(t.requests)).toHaveLength(1))
    const first = () => within(screen.getByRole('list', { name: 'Top three' })).getAllByRole('listitem')[0]!.textContent
    await waitFor(() => expect(first()).toMatch(/Maya Lindqvist/))
    await act(() => giveXp(t.sandbox, 5))
    // The admin (second, 1,420 XP) passes the first (2,350 XP): a level-up and a big award, but not the member's.
    await act(() => giveXp(t.sandbox, 1000, demo.accounts.admin.address))
    await waitFor(() => expect(valueText()).toBe('Level 3: 345 of 500 XP'))
    await waitFor(() => expect(first()).toMatch(/Tomás Reyes/))
    expect(document.querySelector('.ek-engagement-toasts [role="status"]')).toBeNull()
  })

  it('opens no stream with realtime off, nor on a service of the spec alone', async () => {
    const off = await createTestEngagement({ as: 'member', provider: { realtime: false } })
    const view = renderWithEngagement(off, <Page />)
    await waitFor(() => expect(valueText()).toBe('Level 3: 340 of 500 XP'))
    view.unmount()
    const plain = await createTestEngagement({
      as: 'member',
      provider: { realtime: true },
      fetch: (request, sandbox) => (new URL(request.url).pathname === '/api/engagekit' ? Promise.resolve(Response.json({ success: false, error: 'Not found' }, { status: 404 })) : sandbox.fetch(request)),
    })
    renderWithEngagement(plain, <Page />)
    await waitFor(() => expect(valueText()).toBe('Level 3: 340 of 500 XP'))
    await waitFor(() => expect(plain.serviceInfoRequests).toBe(1))
    expect(streams([...off.requests, ...plain.requests])).toEqual([])
  })
})

describe('a hidden page', { timeout: 20_000 }, () => {
  it('closes its streams after a while hidden and, shown again, resumes after the last event it had', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const opened: (number | undefined)[] = []
    let open = 0
    const live = createLiveUpdates({
      client: t.client,
      queryClient: t.queryClient,
      hiddenCloseMs: 0,
      open: (parameters) => {
        opened.push(parameters.lastEventId)
        open++
        const stop = watchEventStream(t.client, watchEventsEndpoint, { ...parameters, onOpen: () => void (ready = true) }, { session: t.session! })
        return () => {
          open--
          stop()
        }
      },
    })
    let ready = false
    live.setCaller(member)
    const key = getUserMetricsQueryKey({ entityId: demo.entityId, userAddress: member, caller: member })
    t.queryClient.setQueryData<UserMetric[]>(key, [{ metric: 'xp', counter: 340 }])
    const release = live.watch(demo.entityId)
    await waitFor(() => expect(ready).toBe(true))
    await giveXp(t.sandbox, 5)
    await waitFor(() => expect(t.queryClient.getQueryData(key)).toEqual([{ metric: 'xp', counter: 345 }]))

    const visibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }))
    }
    try {
      visibility('hidden')
      await waitFor(() => expect(open).toBe(0))
      await giveXp(t.sandbox, 10)
      ready = false
      visibility('visible')
      await waitFor(() => expect(t.queryClient.getQueryData(key)).toEqual([{ metric: 'xp', counter: 355 }]))
      expect(opened).toHaveLength(2)
      expect(opened[0]).toBeUndefined()
      expect(opened[1]).toBeGreaterThan(0)
    } finally {
      Reflect.deleteProperty(document, 'visibilityState')
      release()
      live.destroy()
    }
  })
})
