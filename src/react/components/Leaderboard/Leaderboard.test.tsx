import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { addMembers, byRow, setXp } from '../../../../test/leaderboard/leaderboardKit.js'
import type { Sandbox } from '../../../sandbox/createSandbox.js'
import { Leaderboard } from './Leaderboard.js'

/** The body rows as `rank | name | value`, as seen (short numbers; "You" after the signed-in member's name). */
function rowsOf(table: HTMLElement, body = 0): string[] {
  const bodies = table.querySelectorAll('tbody')
  return [...(bodies[body]?.querySelectorAll('tr') ?? [])].map((row) => {
    const rank = row.querySelector('.ek-leaderboard__rank')!.lastChild!.textContent
    const name = [row.querySelector('.ek-leaderboard__name'), row.querySelector('.ek-leaderboard__you')].filter(Boolean).map((element) => element!.textContent).join(' ')
    const value = row.querySelector('.ek-leaderboard__value [aria-hidden]')?.textContent ?? row.querySelector('.ek-leaderboard__value')!.textContent
    return `${rank} | ${name} | ${value}`
  })
}

/** A service of the spec alone: `GET /api/engagekit` is not found, so boards are computed here. */
const plainService = (request: Request, sandbox: Sandbox) =>
  new URL(request.url).pathname === '/api/engagekit' ? Promise.resolve(Response.json({ success: false, error: 'Not found' }, { status: 404 })) : sandbox.fetch(request)

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

// The first test also pays for signing in with a fresh key and the first render of the React layer on a busy machine.
describe('Leaderboard', { timeout: 20_000 }, () => {
  it('ranks the members with names and numbers in full below 10,000, and pins the signed-in member below when outside the top', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <Leaderboard metric="xp" limit={3} locale="en-US" />)
    const table = await screen.findByRole('table', { name: 'Leaderboard' })
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rank', 'Member', 'XP'])
    expect(rowsOf(table)).toEqual(['1 | Maya Lindqvist | 2,350', '2 | Tomás Reyes | 1,420', '3 | Jonas Weber | 780'])
    const pinned = rowsOf(table, 1)
    expect(pinned).toEqual(['5 | Priya Natarajan You | 340'])
    const own = within(table).getByRole('rowheader', { name: /Priya Natarajan/ }).closest('tr')!
    expect(own.getAttribute('aria-current')).toBe('true')
    expect(own.textContent).toMatch(/^Your place: 5/)
    expect(screen.getByText('9 members ranked')).toBeTruthy()
  })

  it('highlights the signed-in member in place, with no pinned row, when inside the top', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <Leaderboard metric="xp" />)
    const table = await screen.findByRole('table')
    expect(table.querySelectorAll('tbody')).toHaveLength(1)
    expect(rowsOf(table)).toHaveLength(9)
    const own = within(table).getByRole('rowheader', { name: /Tomás Reyes/ }).closest('tr')!
    expect(own.getAttribute('aria-current')).toBe('true')
    expect(within(own).getByText('You')).toBeTruthy()
    expect(table.querySelectorAll('tr[aria-current]')).toHaveLength(1)
  })

  it('puts the top three on a podium for the eye (second, first, third), the table still listing them for everyone', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const view = renderWithEngagement(t, <Leaderboard metric="xp" />)
    await screen.findByRole('table')
    const podium = view.container.querySelector('.ek-leaderboard__podium')!
    expect(podium.getAttribute('aria-hidden')).toBe('true')
    const places = [...podium.querySelectorAll('.ek-leaderboard__place')]
    expect(places.map((place) => [place.getAttribute('data-place'), place.querySelector('.ek-leaderboard__place-name')!.textContent])).toEqual([
      ['2', 'Tomás Reyes'],
      ['1', 'Maya Lindqvist'],
      ['3', 'Jonas Weber'],
    ])
    // The signed-in admin (second) is marked there too.
    expect(places[0]!.hasAttribute('data-self')).toBe(true)
  })

  it('shows a named member’s short address beneath their name, in rows, the pinned place and the podium, the full one in its title', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
    const owner = demo.accounts.owner.address
    const member = demo.accounts.member.address
    const view = renderWithEngagement(t, <Leaderboard metric="xp" limit={3} />)
    const table = await screen.findByRole('table')
    // A table row: the name, then the short address as secondary text (read with it), the full address in its title.
    const top = within(table).getByRole('rowheader', { name: `Maya Lindqvist ${short(owner)}` })
    const address = within(top).getByText(short(owner))
    expect(address.getAttribute('title')).toBe(owner)
    expect(within(top).getByText('Maya Lindqvist').compareDocumentPosition(address) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The pinned “your place” row too.
    const own = within(table.querySelectorAll('tbody')[1]!).getByRole('rowheader', { name: `Priya Natarajan ${short(member)} You` })
    expect(within(own).getByText(short(member)).getAttribute('title')).toBe(member)
    // The podium: each of the top three with their short address under the name.
    const places = [...view.container.querySelectorAll('.ek-leaderboard__place')]
    expect(places.map((place) => [place.querySelector('.ek-leaderboard__place-name')!.textContent, place.querySelector('.ek-leaderboard__place-address')?.textContent])).toEqual([
      ['Tomás Reyes', short(demo.accounts.admin.address)],
      ['Maya Lindqvist', short(owner)],
      ['Jonas Weber', expect.stringMatching(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/)],
    ])
  })

  it('does not repeat the short address of a member without a name', async () => {
    const t = await createTestEngagement()
    const [address] = addMembers(t.sandbox, 1, () => 12_345)
    renderWithEngagement(t, <Leaderboard metric="xp" limit={2} />)
    const cell = await screen.findByRole('rowheader', { name: `${address!.slice(0, 6)}…${address!.slice(-4)}` })
    expect(within(cell).getAllByText(`${address!.slice(0, 6)}…${address!.slice(-4)}`)).toHaveLength(1)
  })

  it('has no podium where fewer than three are above zero, nor in the compact board', async () => {
    const t = await createTestEngagement({ as: 'member' })
    // Two members above zero, the others at zero.
    for (const address of Object.keys(t.sandbox.state.entities[demo.entityId]!.counters)) setXp(t.sandbox, address, 0)
    setXp(t.sandbox, demo.accounts.owner.address, 50)
    setXp(t.sandbox, demo.accounts.admin.address, 20)
    const view = renderWithEngagement(t, <Leaderboard metric="xp" />)
    await screen.findByRole('table')
    expect(view.container.querySelector('.ek-leaderboard__podium')).toBeNull()
    view.unmount()
    const compact = renderWithEngagement(await createTestEngagement({ as: 'member' }), <Leaderboard metric="xp" variant="compact" />)
    await screen.findByRole('table')
    expect(compact.container.querySelector('.ek-leaderboard__podium')).toBeNull()
  })

  it('gives equal values the same rank (1, 1, 3)', async () => {
    const t = await createTestEngagement({ as: 'member' })
    setXp(t.sandbox, demo.accounts.admin.address, 2350)
    setXp(t.sandbox, demo.accounts.member.address, 780)
    renderWithEngagement(t, <Leaderboard metric="xp" limit={4} />)
    const table = await screen.findByRole('table')
    expect(rowsOf(table).map((line) => line.split(' | ')[0])).toEqual(['1', '1', '3', '3'])
    expect(table.querySelectorAll('tbody')).toHaveLength(1)
  })

  it('shows a member without a profile by short address, the full one in its title, and their initial for a picture', async () => {
    const t = await createTestEngagement()
    const [address] = addMembers(t.sandbox, 1, () => 12_345)
    renderWithEngagement(t, <Leaderboard metric="xp" limit={2} locale="en-US" />)
    const cell = await screen.findByRole('rowheader', { name: `${address!.slice(0, 6)}…${address!.slice(-4)}` })
    // From 10,000 up the number is compact, the exact value in its title and read out.
    expect(rowsOf(screen.getByRole('table'))[0]).toBe(`1 | ${address!.slice(0, 6)}…${address!.slice(-4)} | 12.3K`)
    const value = cell.closest('tr')!.querySelector('.ek-leaderboard__value data')!
    expect(value.getAttribute('title')).toBe('12,345')
    expect(value.querySelector('.ek-visually-hidden')?.textContent).toBe('12,345')
    expect(cell.querySelector('[title]')?.getAttribute('title')).toBe(address)
    expect(cell.querySelector('.ek-leaderboard__avatar')?.textContent).toBe('0')
    // Only http(s) reaches src: the owner's ipfs:// picture goes through a gateway.
    const picture = screen.getByRole('rowheader', { name: /^Maya Lindqvist/ }).querySelector('img')
    expect(picture?.getAttribute('src')).toMatch(/^https:\/\/[^/]+\/ipfs\/bafy/)
  })

  it('compact: five rows, no pictures, no member count', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { container } = renderWithEngagement(t, <Leaderboard metric="xp" variant="compact" />)
    const table = await screen.findByRole('table')
    expect(rowsOf(table)).toHaveLength(5)
    expect(container.querySelector('.ek-leaderboard__avatar')).toBeNull()
    expect(container.querySelector('[data-variant="compact"]')).toBeTruthy()
    expect(screen.queryByText(/members ranked/)).toBeNull()
    // The member is fifth: inside the five, highlighted in place.
    expect(rowsOf(table)[4]).toBe('5 | Priya Natarajan You | 340')
    expect(table.querySelectorAll('tbody')).toHaveLength(1)
  })

  it('ranks by xp when the app names no metric', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <Leaderboard variant="compact" locale="en-US" />)
    const table = await screen.findByRole('table', { name: 'Leaderboard' })
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rank', 'Member', 'XP'])
    expect(rowsOf(table)[0]).toBe('1 | Maya Lindqvist | 2,350')
  })

  it('switches metrics with pressed toggle buttons, keeping the board on screen until the next one is there', async () => {
    const user = userEvent.setup()
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <Leaderboard metrics={['xp', 'reviews']} limit={1} />)
    const group = await screen.findByRole('group', { name: 'Rank by' })
    const table = await screen.findByRole('table')
    expect(within(group).getByRole('button', { name: 'XP' }).getAttribute('aria-pressed')).toBe('true')
    expect(rowsOf(table)[0]).toMatch(/Maya Lindqvist/)
    t.requests.length = 0
    await user.click(within(group).getByRole('button', { name: 'Reviews' }))
    expect(within(group).getByRole('button', { name: 'Reviews' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('table')).toBeTruthy()
    await waitFor(() => expect(rowsOf(screen.getByRole('table'))[0]).toBe('1 | Tomás Reyes | 52'))
    expect(screen.getByRole('columnheader', { name: 'Reviews' })).toBeTruthy()
    // The counters were cached by the first board: the second reads none.
    expect(byRow(t.requests).counters).toBe(0)
  })

  it('says a board of more than `maxMembers` needs a server-computed source, without reading counters', async () => {
    const t = await createTestEngagement({ fetch: plainService })
    addMembers(t.sandbox, 2)
    renderWithEngagement(t, <Leaderboard metric="xp" maxMembers={10} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('This community has more than 10 members: its leaderboard needs a server-computed source.')
    expect(within(alert).queryByRole('button')).toBeNull()
    expect(byRow(t.requests).counters).toBe(0)
  })

  it('uses an app source, signed out too, and sends it nothing but the board asked for', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const source = vi.fn(async () => ({ rows: [{ address: demo.accounts.owner.address, value: 12, name: 'From the server' }], memberCount: 2000 }))
    renderWithEngagement(t, <Leaderboard metric="xp" source={source} />)
    const table = await screen.findByRole('table')
    expect(rowsOf(table)).toEqual(['1 | From the server | 12'])
    expect(source).toHaveBeenCalledWith(expect.objectContaining({ entityId: demo.entityId, metric: 'xp', limit: 10, userAddress: undefined }))
    expect(screen.getByText('2,000 members ranked')).toBeTruthy()
    expect(t.requests).toEqual([])
  })

  it('signed out without a source: a sign-in hint and no request', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <Leaderboard metric="xp" />)
    expect(await screen.findByText('Sign in to see the leaderboard.')).toBeTruthy()
    await settle()
    expect(t.requests).toEqual([])
  })

  it('loading, empty, unknown metric, and an error with a retry that works', async () => {
    const hanging = await createTestEngagement({ fetch: () => new Promise<Response>(() => {}) })
    const loading = renderWithEngagement(hanging, <Leaderboard metric="xp" />)
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    // A skeleton in the board's shape, not the generic bars.
    expect(loading.container.querySelectorAll('.ek-leaderboard__skeleton-row')).toHaveLength(6)
    await settle()
    loading.unmount()

    const empty = await createTestEngagement()
    empty.sandbox.state.entities[demo.entityId]!.members = []
    const emptyView = renderWithEngagement(empty, <Leaderboard metric="xp" />)
    expect(await screen.findByText('No one to rank yet')).toBeTruthy()
    emptyView.unmount()

    const unknown = await createTestEngagement()
    const unknownView = renderWithEngagement(unknown, <Leaderboard metric="karma" />)
    expect((await screen.findByRole('alert')).textContent).toBe('This community has no metric called “karma”.')
    unknownView.unmount()

    let fail = true
    const flaky = await createTestEngagement({
      fetch: (request, sandbox) => (fail ? Promise.resolve(new Response(JSON.stringify({ success: false, error: { message: 'down' } }), { status: 503 })) : sandbox.fetch(request)),
    })
    renderWithEngagement(flaky, <Leaderboard metric="xp" />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load the leaderboard.')
    // The cause in plain words, as every component says it.
    expect(alert.textContent).toContain('The server had a problem. It may work again in a moment.')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await screen.findByRole('table')
  })

  it('reads the board in one request from a service with boards, and switches periods there', async () => {
    const asked: URL[] = []
    const t = await createTestEngagement({
      as: 'member',
      fetch: (request, sandbox) => {
        asked.push(new URL(request.url))
        return sandbox.fetch(request)
      },
    })
    addMembers(t.sandbox, 600)
    renderWithEngagement(t, <Leaderboard metric="xp" limit={3} timeZone="Pacific/Auckland" />)
    const table = await screen.findByRole('table', { name: 'Leaderboard' })
    // 609 members, more than a browser may read one by one, in one request; the member's own place comes with it.
    expect(screen.getByText('609 members ranked')).toBeTruthy()
    expect(rowsOf(table, 1)[0]).toMatch(/Priya Natarajan You \| 340$/)
    expect(byRow(t.requests)).toMatchObject({ counters: 0, members: 0, boards: 1 })
    const periods = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Period' })
    expect(within(periods).getAllByRole('option').map((option) => option.textContent)).toEqual(['All time', 'This month', 'This week', 'Today'])
    expect(periods.value).toBe('all')
    await userEvent.selectOptions(periods, 'This week')
    expect(periods.value).toBe('week')
    const weekly = asked.filter((url) => url.pathname.endsWith('/leaderboard')).at(-1)!
    expect(Object.fromEntries(weekly.searchParams)).toMatchObject({ metric: 'xp', period: 'week', timeZone: 'Pacific/Auckland', limit: '3', around: demo.accounts.member.address })
    // The week's board counts only this week's increments: less than the all-time 2,350 at the top.
    await waitFor(() => expect(table.getAttribute('aria-busy')).not.toBe('true'))
    const top = Number(rowsOf(table)[0]!.split(' | ')[2]!.replace(/[^\d]/g, ''))
    expect(top).toBeLessThan(2350)
  })

  it('starts on the `period` prop; offers no periods against a service without boards, and says so when one is asked', async () => {
    const t = await createTestEngagement({ fetch: plainService })
    const view = renderWithEngagement(t, <Leaderboard metric="xp" />)
    await screen.findByRole('table')
    expect(screen.queryByRole('combobox', { name: 'Period' })).toBeNull()
    view.unmount()

    const weekly = await createTestEngagement({ fetch: plainService })
    renderWithEngagement(weekly, <Leaderboard metric="xp" period="week" />)
    expect((await screen.findByRole('alert')).textContent).toBe('This service keeps all-time leaderboards only.')
    expect(byRow(weekly.requests).counters).toBe(0)
  })

  it('hides the period switcher for `periods={[]}` and translates it through labels', async () => {
    const t = await createTestEngagement()
    const view = renderWithEngagement(t, <Leaderboard metric="xp" period="month" periods={['month', 'all']} labels={{ periodSwitcher: 'Zeitraum', thisMonth: 'Diesen Monat', allTime: 'Gesamt' }} />)
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Zeitraum' })
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Diesen Monat', 'Gesamt'])
    expect(select.value).toBe('month')
    view.unmount()
    renderWithEngagement(t, <Leaderboard metric="xp" periods={[]} />)
    await screen.findByRole('table')
    expect(screen.queryByRole('combobox')).toBeNull()
  })
})
