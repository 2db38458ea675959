import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Sandbox } from '../../../sandbox/createSandbox.js'
import { demo } from '../../../service/seed/demo.js'
import { useIncrementMetric } from '../../hooks/useIncrementMetric.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { LevelProgress } from './LevelProgress.js'

const member = demo.accounts.member.address
const entityState = (sandbox: Sandbox) => sandbox.state.entities[demo.entityId]!
const failure = () => new Response(JSON.stringify({ success: false, error: { message: 'Service unavailable' } }), { status: 500, headers: { 'content-type': 'application/json' } })
const bar = () => screen.getByRole('progressbar', { name: 'Level progress' })
const range = (element: HTMLElement) => ['aria-valuemin', 'aria-valuenow', 'aria-valuemax'].map((name) => Number(element.getAttribute(name)))

/** A button that credits the demo member with XP, as an admin's app would. */
function Award({ count }: { count: number }) {
  const increment = useIncrementMetric()
  return (
    <button type="button" onClick={() => increment.mutate({ userAddress: member, metric: 'xp', count })}>
      Award {count}
    </button>
  )
}

/** Lets the provider finish its own start-up (wallet state) inside act, for tests that assert synchronously. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

describe('LevelProgress', () => {
  it('shows a skeleton while loading', async () => {
    const t = await createTestEngagement({ fetch: () => new Promise<Response>(() => {}) })
    renderWithEngagement(t, <LevelProgress />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toContain('Loading your level…')
    await settle()
  })

  it('shows the level, XP and XP to the next level, the bar ranging over the current band', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <LevelProgress locale="en-US" />)
    await screen.findByRole('progressbar')
    expect(screen.getByText('Level 3')).toBeTruthy()
    expect(screen.getByText('Builder')).toBeTruthy()
    expect(screen.getByText('340 XP')).toBeTruthy()
    expect(screen.getByText('160 XP to Level 4')).toBeTruthy()
    expect(range(bar())).toEqual([250, 340, 500])
    expect(bar().getAttribute('aria-valuetext')).toBe('Level 3: 340 of 500 XP')
    expect(bar().getAttribute('data-state')).toBe('loading')
    // The fill's width is an SVG attribute, not a style attribute (which a strict Content-Security-Policy blocks).
    expect(bar().querySelector('rect')?.getAttribute('width')).toBe('36%')
    expect(bar().querySelector('[style]')).toBeNull()
  })

  it('has the same heading as the other components, at the level asked for', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <LevelProgress headingLevel={3} labels={{ title: 'Niveau' }} />)
    await screen.findByRole('progressbar')
    expect(screen.getByRole('heading', { level: 3, name: 'Niveau' }).className).toBe('ek-title ek-level-progress__title')
  })

  it('shows the top level as such', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <LevelProgress locale="en-US" />)
    await screen.findByRole('progressbar')
    expect(screen.getByText('Level 6')).toBeTruthy()
    expect(screen.getByText('Max level')).toBeTruthy()
    expect(range(bar())).toEqual([0, 100, 100])
    expect(bar().getAttribute('aria-valuetext')).toBe('Level 6 (max level): 2,350 XP')
    expect(bar().getAttribute('data-state')).toBe('complete')
  })

  it('starts from zero XP (a member never credited), and below the first threshold at level 0', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const hiro = entityState(t.sandbox).members[7]!.address
    const { unmount } = renderWithEngagement(t, <LevelProgress userAddress={hiro} />)
    await screen.findByRole('progressbar')
    expect(bar().getAttribute('aria-valuetext')).toBe('Level 1: 0 of 100 XP')
    expect(range(bar())).toEqual([0, 0, 100])
    unmount()

    entityState(t.sandbox).levels[0]!.xpThreshold = 50
    await t.queryClient.invalidateQueries()
    renderWithEngagement(t, <LevelProgress userAddress={hiro} />)
    await waitFor(() => expect(bar().getAttribute('aria-valuetext')).toBe('Level 0: 0 of 50 XP'))
    expect(screen.getByText('50 XP to Level 1')).toBeTruthy()
  })

  it('ignores disabled levels', async () => {
    const t = await createTestEngagement({ as: 'member' })
    entityState(t.sandbox).levels[3]!.isEnabled = false
    renderWithEngagement(t, <LevelProgress />)
    await screen.findByRole('progressbar')
    expect(bar().getAttribute('aria-valuetext')).toBe('Level 3: 340 of 1,000 XP')
    expect(screen.getByText('660 XP to Level 5')).toBeTruthy()
  })

  it('counts another metric as XP with `xpMetric`', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <LevelProgress xpMetric="Contributions" />)
    await screen.findByRole('progressbar')
    expect(bar().getAttribute('aria-valuetext')).toBe('Level 1: 12 of 100 XP')
  })

  it('without levels: a bar at 0 and a helpful message', async () => {
    const t = await createTestEngagement({ as: 'member' })
    entityState(t.sandbox).levels = []
    renderWithEngagement(t, <LevelProgress />)
    await screen.findByRole('progressbar')
    expect(screen.getByText('No levels yet')).toBeTruthy()
    expect(screen.getByText(/hasn’t set up levels/)).toBeTruthy()
    expect(range(bar())).toEqual([0, 0, 100])
    expect(bar().getAttribute('aria-valuetext')).toBe('No levels yet: 340 XP')
  })

  it('celebrates a level-up while mounted: announcement, animation hook and onLevelUp', async () => {
    const user = userEvent.setup()
    const onLevelUp = vi.fn()
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(
      t,
      <>
        <LevelProgress userAddress={member} onLevelUp={onLevelUp} />
        <Award count={200} />
      </>,
    )
    await screen.findByRole('progressbar')
    const live = screen.getByRole('status')
    expect(live.getAttribute('aria-live')).toBe('polite')
    expect(live.textContent).toBe('')
    expect(onLevelUp).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Award 200' }))
    await waitFor(() => expect(live.textContent).toBe('Level up! You reached Level 4: Core Builder.'))
    expect(onLevelUp).toHaveBeenCalledTimes(1)
    expect(onLevelUp).toHaveBeenCalledWith(4, expect.objectContaining({ previousLevel: 3, xp: 540, level: expect.objectContaining({ name: 'Core Builder' }) }))
    expect(bar().hasAttribute('data-level-up')).toBe(true)
    expect(bar().getAttribute('aria-valuetext')).toBe('Level 4: 540 of 1,000 XP')

    // Settling (and refetching) does not celebrate twice.
    await waitFor(() => expect(entityState(t.sandbox).counters[member]?.['aurora-xp']).toBe(540))
    await waitFor(() => expect(t.queryClient.isFetching()).toBe(0))
    expect(onLevelUp).toHaveBeenCalledTimes(1)

    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(live.textContent).toBe('')
    expect(bar().hasAttribute('data-level-up')).toBe(false)
    expect(document.activeElement).toBe(bar())
  })

  it('drops the moment when the increment is rolled back', async () => {
    const user = userEvent.setup()
    const t = await createTestEngagement({ as: 'admin', fetch: async (request, sandbox) => (request.method === 'POST' ? failure() : sandbox.fetch(request)) })
    renderWithEngagement(
      t,
      <>
        <LevelProgress userAddress={member} />
        <Award count={200} />
      </>,
    )
    await screen.findByRole('progressbar')
    await user.click(screen.getByRole('button', { name: 'Award 200' }))
    await waitFor(() => expect(bar().getAttribute('aria-valuetext')).toBe('Level 3: 340 of 500 XP'))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('shows an error with a retry that refetches', async () => {
    const user = userEvent.setup()
    let failing = true
    const t = await createTestEngagement({ fetch: async (request, sandbox) => (failing ? failure() : sandbox.fetch(request)) })
    renderWithEngagement(t, <LevelProgress />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load your level.')
    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('progressbar')
  })

  it('says plainly when the service does not know the community (a wrong entityId answers 404)', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <LevelProgress entityId="no-such-community" />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('This community was not found.')
    expect(alert.textContent).not.toContain('could not be read')
  })

  it('signed out, a public community: the levels there are to earn, read without a session, and the hint to sign in', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <LevelProgress />)
    expect(screen.getByText('Sign in to see your level and XP.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(await screen.findByText('6 levels to earn, starting at Newcomer')).toBeTruthy()
    const ladder = screen.getByRole('list', { name: 'Levels to earn' })
    expect(within(ladder).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Level 1: Newcomer',
      'Level 2: Contributor (100 XP)',
      'Level 3: Builder (250 XP)',
      'Level 4: Core Builder (500 XP)',
      'Level 5: Steward (1,000 XP)',
      'Level 6: Luminary (2,000 XP)',
    ])
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(t.requests).toEqual(['GET /api/entities/aurora-guild/levels'])
  })

  it('signed out, a private community: the hint to sign in alone', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    entityState(t.sandbox).entity.public = false
    renderWithEngagement(t, <LevelProgress />)
    await waitFor(() => expect(t.requests).toEqual(['GET /api/entities/aurora-guild/levels']))
    await settle()
    expect(screen.getByText('Sign in to see your level and XP.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('takes every string from `labels`', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(
      t,
      <LevelProgress
        labels={{ progress: 'Fortschritt', level: (level) => `Stufe ${level}`, xp: (xp) => `${xp} EP`, toNext: (rest, next) => `${rest} EP bis ${next}`, valueText: (level, xp, max) => `${level}: ${xp}/${max}` }}
      />,
    )
    const progress = await screen.findByRole('progressbar', { name: 'Fortschritt' })
    expect(screen.getByText('Stufe 3')).toBeTruthy()
    expect(screen.getByText('340 EP')).toBeTruthy()
    expect(screen.getByText('160 EP bis Stufe 4')).toBeTruthy()
    expect(progress.getAttribute('aria-valuetext')).toBe('Stufe 3: 340/500')
  })

  it('renders hostile level names as text and never builds a link', async () => {
    const t = await createTestEngagement({ as: 'member' })
    entityState(t.sandbox).levels[2]!.name = '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>'
    const { container } = renderWithEngagement(t, <LevelProgress />)
    await screen.findByRole('progressbar')
    expect(screen.getByText('<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>')).toBeTruthy()
    expect(container.querySelector('img, a, [href], [src]')).toBeNull()
  })

  it('survives partial data in the cache', async () => {
    const t = await createTestEngagement({ as: 'member' })
    t.queryClient.setQueryData(['levels', { entityId: demo.entityId, caller: member }], [null, { level: 2, xpThreshold: 'x' }, { level: 1, xpThreshold: 10 }])
    t.queryClient.setQueryData(['userMetrics', { entityId: demo.entityId, userAddress: member, caller: member }], [null, { metric: 'xp', counter: 15 }])
    renderWithEngagement(t, <LevelProgress />)
    // Drawn from the cache on the first render, before the refetch its age starts brings the service's data.
    screen.getByRole('progressbar')
    expect(bar().getAttribute('aria-valuetext')).toBe('Level 1 (max level): 15 XP')
  })
})
