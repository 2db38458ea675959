import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createEngagementClient } from '../../../core/createEngagementClient.js'
import { createSandboxSession } from '../../../sandbox/createSandboxSession.js'
import { demo } from '../../../service/seed/demo.js'
import { people } from '../../../service/seed/people.js'
import type { Sandbox } from '../../../sandbox/createSandbox.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { useIncrementMetric } from '../../hooks/useIncrementMetric.js'
import { StreakCounter } from './StreakCounter.js'

const member = demo.accounts.member.address
const guild = (sandbox: Sandbox) => sandbox.state.entities[demo.entityId]!
const marksOf = async () => within(await screen.findByRole('list', { name: 'This week' })).getAllByRole('listitem')

/** The sandbox, answering GET /api/engagekit without the streaks feature (a service of the spec alone). */
const withoutStreaks = async (request: Request, sandbox: { fetch(request: Request): Promise<Response> }) => {
  const response = await sandbox.fetch(request)
  if (!new URL(request.url).pathname.endsWith('/api/engagekit')) return response
  const body = (await response.json()) as { data: { features: string[] } }
  body.data.features = body.data.features.filter((feature) => feature !== 'streaks')
  return Response.json(body)
}

describe('StreakCounter', { timeout: 20_000 }, () => {
  it('shows the demo member’s streak at risk: the count, the week’s days, the freezes and what keeps it', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <StreakCounter locale="en-US" />)
    const marks = await marksOf()
    expect(marks).toHaveLength(7)
    // The member's last quest was yesterday: the days before as extended and one missed, today still open.
    expect(marks.map((mark) => mark.getAttribute('data-state'))).toEqual(['extended', 'extended', 'missed', 'extended', 'extended', 'extended', 'pending'])
    expect(marks[6]!.textContent).toMatch(/: not yet$/)
    expect(marks[2]!.textContent).toMatch(/[A-Z][a-z]+day, [A-Z][a-z]{2} \d{1,2}: missed$/)
    expect(screen.getByText('3-day streak')).toBeTruthy()
    expect(screen.getByText('1 freeze left')).toBeTruthy()
    expect(screen.getByText('Add to Quests completed today to keep your 3-day streak')).toBeTruthy()
    expect(screen.getByText(/^Expires at [A-Z][a-z]{2},? 11:59 PM UTC$/)).toBeTruthy()
    expect(document.querySelector('.ek-streak-counter__body')?.getAttribute('data-standing')).toBe('at-risk')
  })

  it('grows live when an increment of the metric extends it: the moment, the announcement and onExtended', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const onExtended = vi.fn()
    function Credit() {
      const increment = useIncrementMetric()
      return (
        <button type="button" onClick={() => increment.mutate({ userAddress: member, metric: 'quests_completed', count: 1 })}>
          Credit a quest
        </button>
      )
    }
    renderWithEngagement(
      t,
      <>
        <StreakCounter userAddress={member} onExtended={onExtended} />
        <Credit />
      </>,
    )
    await marksOf()
    expect(document.querySelector('[data-growing]')).toBeNull()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Credit a quest' }))
    await waitFor(() => expect(screen.getByText('4-day streak')).toBeTruthy())
    expect(screen.getByText('Extended today')).toBeTruthy()
    expect(screen.getByText('Come back tomorrow to make it 5 days')).toBeTruthy()
    expect((await marksOf())[6]!.getAttribute('data-state')).toBe('extended')
    expect(document.querySelector('.ek-streak-counter__badge')?.hasAttribute('data-growing')).toBe(true)
    expect(screen.getByText('Streak extended: 4-day streak!').getAttribute('aria-live')).toBe('polite')
    expect(onExtended).toHaveBeenCalledTimes(1)
    expect(onExtended).toHaveBeenCalledWith(expect.objectContaining({ length: 4 }))
  })

  it('grows when the member’s quest comes in from elsewhere, through the live stream', async () => {
    const t = await createTestEngagement({ as: 'member', provider: { realtime: true } })
    renderWithEngagement(t, <StreakCounter />)
    await marksOf()
    await waitFor(() => expect(t.requests.filter((request) => request.endsWith('/stream'))).toHaveLength(1))
    // An admin's call from another device, never through the page's cache.
    const session = await createSandboxSession(t.sandbox, demo.accounts.admin.privateKey)
    const admin = createEngagementClient({ baseUrl: 'https://sandbox.test', retry: false, fetch: (request) => t.sandbox.fetch(request) })
    await act(() => admin.incrementMetric({ entityId: demo.entityId, userAddress: member, metric: 'quests_completed', count: 1 }, { session }))
    await waitFor(() => expect(screen.getByText('4-day streak')).toBeTruthy())
    expect(screen.getByText('Extended today')).toBeTruthy()
    expect(document.querySelector('.ek-streak-counter__badge')?.hasAttribute('data-growing')).toBe(true)
  })

  it('shows a day a freeze kept, and a streak extended today', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { unmount } = renderWithEngagement(t, <StreakCounter userAddress={people.sofia} />)
    const marks = await marksOf()
    expect(marks[5]!.getAttribute('data-state')).toBe('frozen')
    expect(marks[5]!.textContent).toMatch(/: frozen, a freeze kept the streak$/)
    expect(screen.getByText('0 freezes left')).toBeTruthy()
    unmount()
    renderWithEngagement(t, <StreakCounter userAddress={people.jonas} />)
    expect(await screen.findByText('Extended today')).toBeTruthy()
    expect(screen.getByText('30-day streak')).toBeTruthy()
    expect((await marksOf()).every((mark) => mark.getAttribute('data-state') === 'extended')).toBe(true)
  })

  it('invites a member without a streak to start one, and says when one ended', async () => {
    const t = await createTestEngagement({ as: 'member' })
    delete guild(t.sandbox).streaks![member.toLowerCase()]
    delete guild(t.sandbox).streaks![member]
    const { unmount } = renderWithEngagement(t, <StreakCounter />)
    expect(await screen.findByText('Start a streak')).toBeTruthy()
    expect(screen.getByText('0-day streak')).toBeTruthy()
    expect((await marksOf()).map((mark) => mark.getAttribute('data-state'))).toEqual(['none', 'none', 'none', 'none', 'none', 'none', 'pending'])
    unmount()
    renderWithEngagement(t, <StreakCounter userAddress={people.kwame} />)
    expect(await screen.findByText('Your streak ended. Start a new one today.')).toBeTruthy()
  })

  it('says so when the community has no streak, or the service offers none', async () => {
    const t = await createTestEngagement({ as: 'member' })
    guild(t.sandbox).entity.streak = null
    const { unmount } = renderWithEngagement(t, <StreakCounter />)
    expect(await screen.findByText('No streak here yet')).toBeTruthy()
    expect(t.requests.some((request) => request.endsWith('/streak'))).toBe(false)
    unmount()
    const bare = await createTestEngagement({ as: 'member', fetch: withoutStreaks })
    renderWithEngagement(bare, <StreakCounter />)
    expect(await screen.findByText('Streaks aren’t available')).toBeTruthy()
  })

  it('asks a visitor to sign in, and offers a retry when the service fails', async () => {
    const out = await createTestEngagement({ as: 'signed-out' })
    const { unmount } = renderWithEngagement(out, <StreakCounter />)
    expect(await screen.findByText('Sign in to see your streak.')).toBeTruthy()
    unmount()
    const failing = await createTestEngagement({
      as: 'member',
      fetch: (request, sandbox) => (new URL(request.url).pathname.endsWith('/streak') ? Promise.resolve(Response.json({ success: false, error: 'boom' }, { status: 500 })) : sandbox.fetch(request)),
    })
    renderWithEngagement(failing, <StreakCounter />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load your streak.')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('hands the streak to render, unstyled', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <StreakCounter unstyled render={({ streak, standing, metric }) => <span>{`${streak.length} ${standing} ${metric}`}</span>} />)
    expect(await screen.findByText('3 at-risk Quests completed')).toBeTruthy()
    expect(document.querySelector('.ek-unstyled.ek-streak-counter')).toBeTruthy()
  })
})
