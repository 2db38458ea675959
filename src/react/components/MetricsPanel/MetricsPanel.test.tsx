import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { Sandbox } from '../../../sandbox/createSandbox.js'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement, type TestViewer } from '../../../../test/react/renderWithEngagement.js'
import { MetricsPanel } from './MetricsPanel.js'

const member = demo.accounts.member.address
const entityState = (sandbox: Sandbox) => sandbox.state.entities[demo.entityId]!
const storedXp = (sandbox: Sandbox) => entityState(sandbox).counters[member]?.['aurora-xp']
const failure = (status = 500) => new Response(JSON.stringify({ success: false, error: { message: 'Service unavailable' } }), { status, headers: { 'content-type': 'application/json' } })

/** The value cell of a metric's row, as text. */
function valueOf(name: string): string {
  // Rows are named as people read them (xp → XP): found by name in any letter case.
  const row = screen.getByRole('rowheader', { name: new RegExp(`^${name}`, 'i') }).closest('tr')!
  return within(row).getAllByRole('cell')[0]!.textContent ?? ''
}

/** A sandbox whose writes wait for `release()`, optionally failing then. */
async function heldWrites(as: TestViewer, fail = false) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const t = await createTestEngagement({
    as,
    fetch: async (request, sandbox) => {
      if (request.method !== 'POST') return sandbox.fetch(request)
      await gate
      return fail ? failure() : sandbox.fetch(request)
    },
  })
  return { ...t, release }
}

/** Lets the provider finish its own start-up (wallet state) inside act, for tests that assert synchronously. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

describe('MetricsPanel', () => {
  it('shows a skeleton while loading', async () => {
    const t = await createTestEngagement({ fetch: () => new Promise<Response>(() => {}) })
    renderWithEngagement(t, <MetricsPanel />)
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(status.textContent).toContain('Loading metrics…')
    await settle()
  })

  it('shows a member their counters, with no increment action', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <MetricsPanel />)
    await screen.findByRole('table', { name: 'Metrics' })
    expect(screen.getAllByRole('row')).toHaveLength(7)
    expect(valueOf('xp')).toBe('340')
    expect(valueOf('reviews')).toBe('5')
    expect(screen.getByText('Experience points earned across the guild')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Add 1 to/ })).toBeNull()
  })

  it('writes numbers in full below 10,000 and short from there, with the exact value for screen readers and in the title', async () => {
    const t = await createTestEngagement({ as: 'member' })
    entityState(t.sandbox).counters[member]!['aurora-xp'] = 123_456
    entityState(t.sandbox).counters[member]!['aurora-reviews'] = 9_999
    renderWithEngagement(t, <MetricsPanel locale="en-US" />)
    await screen.findByRole('table')
    expect(valueOf('reviews')).toBe('9,999')
    const row = screen.getByRole('rowheader', { name: /^XP/ }).closest('tr')!
    const short = within(row).getByText('123.5K')
    expect(short.getAttribute('aria-hidden')).toBe('true')
    expect(short.closest('data')?.getAttribute('title')).toBe('123,456')
    expect([...within(row).getByText('123,456').classList]).toEqual(expect.arrayContaining(['ek-visually-hidden']))
  })

  it('chooses and orders metrics with the `metrics` prop (names or ids, any letter case)', async () => {
    const t = await createTestEngagement()
    renderWithEngagement(t, <MetricsPanel metrics={['Reviews', 'aurora-xp', 'unknown']} />)
    await screen.findByRole('table')
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['ReviewsReviews given to other members', 'XPExperience points earned across the guild'])
  })

  it('sorts by name and by value with accessible sort buttons', async () => {
    const user = userEvent.setup()
    const t = await createTestEngagement()
    renderWithEngagement(t, <MetricsPanel />)
    await screen.findByRole('table')
    const names = () => screen.getAllByRole('rowheader').map((cell) => cell.querySelector('.ek-metrics-panel__metric')!.textContent)
    const nameHeader = screen.getByRole('columnheader', { name: /Metric/ })
    const valueHeader = screen.getByRole('columnheader', { name: /Value/ })
    expect(nameHeader.getAttribute('aria-sort')).toBe('none')

    await user.click(within(valueHeader).getByRole('button', { name: /Value/ }))
    expect(valueHeader.getAttribute('aria-sort')).toBe('descending')
    expect(names()).toEqual(['XP', 'Contributions', 'Quests completed', 'Events attended', 'Reviews', 'Referrals'])

    await user.click(within(valueHeader).getByRole('button'))
    expect(valueHeader.getAttribute('aria-sort')).toBe('ascending')
    expect(names()[0]).toBe('Referrals')

    await user.click(within(nameHeader).getByRole('button', { name: /Metric/ }))
    expect(nameHeader.getAttribute('aria-sort')).toBe('ascending')
    expect(valueHeader.getAttribute('aria-sort')).toBe('none')
    expect(names()).toEqual(['Contributions', 'Events attended', 'Quests completed', 'Referrals', 'Reviews', 'XP'])
    // Keyboard: the sort buttons are ordinary buttons.
    nameHeader.querySelector('button')!.focus()
    await user.keyboard('{Enter}')
    expect(nameHeader.getAttribute('aria-sort')).toBe('descending')
  })

  it('has no sort buttons when not sortable', async () => {
    const t = await createTestEngagement()
    renderWithEngagement(t, <MetricsPanel sortable={false} />)
    await screen.findByRole('table')
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('columnheader', { name: 'Metric' }).hasAttribute('aria-sort')).toBe(false)
  })

  it('lets an admin increment: the number updates at once and stays after the service answers', async () => {
    const user = userEvent.setup()
    const t = await heldWrites('admin')
    renderWithEngagement(t, <MetricsPanel userAddress={member} />)
    await screen.findByRole('table')
    await user.click(screen.getByRole('button', { name: 'Add 1 to XP' }))
    await waitFor(() => expect(valueOf('xp')).toBe('341'))
    expect(storedXp(t.sandbox)).toBe(340)
    act(() => t.release())
    await waitFor(() => expect(storedXp(t.sandbox)).toBe(341))
    expect(valueOf('xp')).toBe('341')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('rolls an increment back when the service refuses, shows why and retries', async () => {
    const user = userEvent.setup()
    let failing = true
    const t = await createTestEngagement({ as: 'owner', fetch: async (request, sandbox) => (request.method === 'POST' && failing ? failure() : sandbox.fetch(request)) })
    renderWithEngagement(t, <MetricsPanel userAddress={member} incrementBy={5} />)
    const button = await screen.findByRole('button', { name: 'Add 5 to Reviews' })
    expect(button.textContent).toContain('+5')
    await user.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/Couldn’t add to Reviews: .*Service unavailable/)
    expect(valueOf('reviews')).toBe('5')
    expect(screen.getByRole('row', { name: /Reviews/ }).getAttribute('data-state')).toBe('error')

    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add 5 to Reviews' }))
    await waitFor(() => expect(valueOf('reviews')).toBe('10'))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(entityState(t.sandbox).counters[member]?.['aurora-reviews']).toBe(10)
  })

  it('lets an increment error be dismissed', async () => {
    const user = userEvent.setup()
    const t = await heldWrites('admin', true)
    renderWithEngagement(t, <MetricsPanel locale="en-US" />)
    await user.click(await screen.findByRole('button', { name: 'Add 1 to XP' }))
    await waitFor(() => expect(valueOf('xp')).toBe('1,421'))
    act(() => t.release())
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(valueOf('xp')).toBe('1,420'))
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add 1 to XP' }))
  })

  it('shows an empty state when the entity tracks no metrics', async () => {
    const t = await createTestEngagement()
    entityState(t.sandbox).metrics = []
    renderWithEngagement(t, <MetricsPanel />)
    expect(await screen.findByText('No metrics yet')).toBeTruthy()
    expect(screen.getByText('Metrics this community tracks will show up here.')).toBeTruthy()
  })

  it('shows an error with a retry that refetches', async () => {
    const user = userEvent.setup()
    let failing = true
    const t = await createTestEngagement({ fetch: async (request, sandbox) => (failing ? failure() : sandbox.fetch(request)) })
    renderWithEngagement(t, <MetricsPanel />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load metrics.')
    failing = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('table')
    expect(valueOf('xp')).toBe('340')
  })

  it('signed out: a clear hint, and the names it was given without values', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { unmount } = renderWithEngagement(t, <MetricsPanel />)
    expect(screen.getByText('Sign in to see your metrics.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    unmount()

    renderWithEngagement(t, <MetricsPanel metrics={['xp', 'reviews']} />)
    expect(screen.getByText('Sign in to see your metrics.')).toBeTruthy()
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['XP', 'Reviews'])
    expect(valueOf('xp')).toBe('—Not available')
    // Nothing to press but the page's sign-in.
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign in'])
    await settle()
    expect(t.requests).toEqual([])
  })

  it('shows another user’s counters with `userAddress`', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <MetricsPanel userAddress={demo.accounts.admin.address} />)
    await screen.findByRole('table')
    expect(valueOf('reviews')).toBe('52')
  })

  it('takes every string from `labels`', async () => {
    const user = userEvent.setup()
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(
      t,
      <MetricsPanel
        metrics={['xp']}
        labels={{ title: 'Kennzahlen', metricColumn: 'Name', valueColumn: 'Wert', actionsColumn: 'Aktionen', increment: (metric, amount) => `${amount} zu ${metric}`, incrementText: () => 'Plus' }}
      />,
    )
    expect(await screen.findByRole('table', { name: 'Kennzahlen' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Kennzahlen' })).toBeTruthy()
    expect(screen.getByRole('columnheader', { name: /Wert/ })).toBeTruthy()
    expect(screen.getByText('Aktionen')).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: '1 zu XP' }))
    expect(screen.getByRole('button', { name: '1 zu XP' }).textContent).toContain('Plus')
  })

  it('renders hostile names as text and never builds a link', async () => {
    const t = await createTestEngagement()
    const entity = entityState(t.sandbox)
    entity.metrics.push({ id: 'hostile', name: '<img src=x onerror="alert(1)">', description: 'javascript:alert(1)', type: 'count' })
    const { container } = renderWithEngagement(t, <MetricsPanel />)
    await screen.findByRole('table')
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[href]')).toBeNull()
    expect(container.innerHTML).not.toContain('href="javascript')
  })

  it('pages a thousand metrics and sorts all of them', async () => {
    const user = userEvent.setup()
    const t = await createTestEngagement({ as: 'admin' })
    const entity = entityState(t.sandbox)
    entity.metrics = Array.from({ length: 1000 }, (_, index) => ({ id: `m-${index}`, name: `metric ${index}`, description: '', type: 'count' }))
    entity.counters[demo.accounts.admin.address] = Object.fromEntries(entity.metrics.map((metric, index) => [metric.id, index * 7]))
    const { container } = renderWithEngagement(t, <MetricsPanel locale="en-US" />)
    // Role queries are slow in jsdom with hundreds of rows: count with selectors.
    const names = () => [...container.querySelectorAll('tbody th .ek-metrics-panel__metric')].map((cell) => cell.textContent)
    await screen.findByRole('table')
    expect(names()).toHaveLength(100)
    expect(screen.getByText('Showing 100 of 1,000')).toBeTruthy()
    await user.click(screen.getByText('Show 100 more'))
    expect(names()).toHaveLength(200)
    await user.click(container.querySelector<HTMLButtonElement>('.ek-metrics-panel__head-value button')!)
    expect(names().slice(0, 2)).toEqual(['Metric 999', 'Metric 998'])
    expect(container.querySelector('tbody tr td')!.textContent).toBe('6,993')
  }, 20_000)

  it("names metrics as people read them, or as the provider's metricLabels say", async () => {
    const t = await createTestEngagement()
    renderWithEngagement(t, <MetricsPanel />)
    await screen.findByRole('table')
    const shown = () => screen.getAllByRole('rowheader').map((cell) => cell.querySelector('.ek-metrics-panel__metric')!.textContent)
    expect(shown()).toEqual(expect.arrayContaining(['XP', 'Events attended', 'Quests completed']))
    expect(shown().join(' ')).not.toMatch(/_|\bxp\b/)
    cleanup()
    const labelled = await createTestEngagement({ provider: { metricLabels: { xp: 'Experience', events_attended: 'Meetups' } } })
    renderWithEngagement(labelled, <MetricsPanel />)
    await screen.findByRole('table')
    expect(shown()).toEqual(expect.arrayContaining(['Experience', 'Meetups', 'Reviews']))
  })

  it('survives partial data in the cache', async () => {
    const t = await createTestEngagement()
    t.queryClient.setQueryData(['entityMetrics', { entityId: demo.entityId, caller: member }], [{ id: 'a', name: 'good' }, null, { id: 'b' }])
    t.queryClient.setQueryData(['userMetrics', { entityId: demo.entityId, userAddress: member, caller: member }], [{ metric: 'good', counter: 3 }, { metric: 'orphan', counter: 2 }, {}])
    renderWithEngagement(t, <MetricsPanel />)
    // Drawn from the cache on the first render, before the refetch its age starts brings the service's data.
    screen.getByRole('table')
    expect(valueOf('good')).toBe('3')
    expect(valueOf('orphan')).toBe('2')
  })

  it('applies className, theme and unstyled to the root', async () => {
    const t = await createTestEngagement()
    const { container, rerender } = renderWithEngagement(t, <MetricsPanel className="mine" theme="dark" />)
    const root = container.firstElementChild!
    expect([...root.classList]).toEqual(expect.arrayContaining(['ek-root', 'ek-metrics-panel', 'mine']))
    expect(root.getAttribute('data-ek-theme')).toBe('dark')
    rerender(<MetricsPanel unstyled />)
    expect(container.firstElementChild!.classList.contains('ek-root')).toBe(false)
    expect([...container.firstElementChild!.classList]).toEqual(expect.arrayContaining(['ek-unstyled', 'ek-metrics-panel']))
    await settle()
  })
})
