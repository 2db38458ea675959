import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { addMembers, byRow, setXp } from '../../../../test/leaderboard/leaderboardKit.js'
import type { Sandbox } from '../../../sandbox/createSandbox.js'
import { Leaderboard } from './Leaderboard.js'

/** The body's member rows as `rank | name | value`, as seen (short numbers; "You" after the signed-in member's name; no gap marker). */
function rowsOf(table: HTMLElement, body = 0): string[] {
  const bodies = table.querySelectorAll('tbody')
  return [...(bodies[body]?.querySelectorAll('tr.ek-leaderboard__row') ?? [])].map((row) => {
    const rank = row.querySelector('.ek-leaderboard__rank')!.lastChild!.textContent
    const name = [row.querySelector('.ek-leaderboard__name'), row.querySelector('.ek-leaderboard__you')].filter(Boolean).map((element) => element!.textContent).join(' ')
    const value = row.querySelector('.ek-leaderboard__value [aria-hidden]')?.textContent ?? row.querySelector('.ek-leaderboard__value')!.textContent
    return `${rank} | ${name} | ${value}`
  })
}

/** The podium's places as `rank | name | value`, in reading order. */
function podiumOf(podium: HTMLElement): string[] {
  return [...podium.querySelectorAll('li:not([data-empty])')].map((place) => {
    const rank = place.querySelector('.ek-leaderboard__step')!.textContent
    const name = place.querySelector('.ek-leaderboard__place-name')!.textContent
    const value = place.querySelector('.ek-leaderboard__place-value data [aria-hidden]')?.textContent ?? place.querySelector('.ek-leaderboard__place-value data')!.textContent
    return `${rank} | ${name} | ${value}`
  })
}

/** A service of the spec alone: `GET /api/engagekit` is not found, so boards are computed here. */
const plainService = (request: Request, sandbox: Sandbox) =>
  new URL(request.url).pathname === '/api/engagekit' ? Promise.resolve(Response.json({ success: false, error: 'Not found' }, { status: 404 })) : sandbox.fetch(request)

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

// The first test also pays for signing in with a fresh key and the first render of the React layer on a busy machine.
describe('Leaderboard', { timeout: 20_000 }, () => {
  it('stands the top three on a podium (a list of its own, read first to third) and lists the table from the fourth place: `limit` members in all, none twice', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const view = renderWithEngagement(t, <Leaderboard metric="xp" limit={5} locale="en-US" />)
    const table = await screen.findByRole('table', { name: 'Leaderboard' })
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rank', 'Member', 'XP'])
    const podium = screen.getByRole('list', { name: 'Top three' })
    expect(podiumOf(podium)).toEqual(['1 | Maya Lindqvist | 2,350', '2 | Tomás Reyes | 1,420', '3 | Jonas Weber | 780'])
    expect(within(podium).getAllByRole('listitem')[0]!.textContent).toMatch(/^Rank 1: /)
    // Drawn second, first, third: the steps' order comes from the stylesheet, the list keeps the reading order.
    expect([...podium.children].map((place) => place.getAttribute('data-place'))).toEqual(['1', '2', '3'])
    expect(rowsOf(table)).toEqual(['4 | Sofia Rossi | 560', '5 | Priya Natarajan | 340'])
    for (const name of ['Maya Lindqvist', 'Tomás Reyes', 'Jonas Weber', 'Sofia Rossi']) expect(within(view.container).getAllByText(name)).toHaveLength(1)
    // The signed-in admin (second) is marked on the podium, and nothing is pinned.
    const own = within(podium).getAllByRole('listitem')[1]!
    expect(own.getAttribute('aria-current')).toBe('true')
    expect(within(own).getByText('You')).toBeTruthy()
    expect(table.querySelectorAll('tbody')).toHaveLength(1)
    expect(screen.getByText('8 members ranked · 1 member not ranked yet')).toBeTruthy()
  })

  it('pins the signed-in member below the list after a gap marker saying how many places lie between', async () => {
    const t = await createTestEngagement({ as: 'member' })
    setXp(t.sandbox, demo.accounts.member.address, 50)
    renderWithEngagement(t, <Leaderboard metric="xp" limit={4} locale="en-US" />)
    const table = await screen.findByRole('table')
    expect(rowsOf(table)).toEqual(['4 | Sofia Rossi | 560'])
    // Priya is seventh now: Amara and Lena are between the fourth place and hers.
    const pinned = table.querySelectorAll('tbody')[1]!
    const gap = within(pinned).getByRole('row', { name: '2 more' })
    expect(gap.textContent).toBe('⋯ 2 more')
    const own = within(pinned).getByRole('rowheader', { name: /Priya Natarajan/ }).closest('tr')!
    expect(own.getAttribute('aria-current')).toBe('true')
    expect(own.textContent).toMatch(/^Your place: 7/)
    expect(gap.compareDocumentPosition(own) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('pins the member right after the list without a gap marker when no place lies between', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <Leaderboard metric="xp" limit={4} />)
    const table = await screen.findByRole('table')
    const pinned = table.querySelectorAll('tbody')[1]!
    expect(pinned.querySelector('.ek-leaderboard__gap')).toBeNull()
    expect(rowsOf(table, 1)).toEqual(['5 | Priya Natarajan You | 340'])
  })

  it('shows a named member’s short address beneath their name, in rows, the pinned place and the podium, the full one in its title', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
    const owner = demo.accounts.owner.address
    const member = demo.accounts.member.address
    const view = renderWithEngagement(t, <Leaderboard metric="xp" limit={4} />)
    const table = await screen.findByRole('table')
    // A table row: the name, then the short address as secondary text (read with it), the full address in its title.
    const fourth = within(table.querySelectorAll('tbody')[0]!).getByRole('rowheader', { name: /^Sofia Rossi 0x/ })
    const address = fourth.querySelector('.ek-leaderboard__address')!
    expect(address.getAttribute('title')).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(within(fourth).getByText('Sofia Rossi').compareDocumentPosition(address) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    // The pinned “your place” row too.
    const own = within(table.querySelectorAll('tbody')[1]!).getByRole('rowheader', { name: `Priya Natarajan ${short(member)} You` })
    expect(within(own).getByText(short(member)).getAttribute('title')).toBe(member)
    // The podium: each of the top three with their short address under the name, the full one in its title.
    const places = [...view.container.querySelectorAll('.ek-leaderboard__place')]
    expect(places.map((place) => [place.querySelector('.ek-leaderboard__place-name')!.textContent, place.querySelector('.ek-leaderboard__place-address')?.textContent?.trim()])).toEqual([
      ['Maya Lindqvist', short(owner)],
      ['Tomás Reyes', short(demo.accounts.admin.address)],
      ['Jonas Weber', expect.stringMatching(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}$/)],
    ])
    expect(places[0]!.querySelector('.ek-leaderboard__place-address')!.getAttribute('title')).toBe(owner)
  })

  it('does not repeat the short address of a member without a name', async () => {
    const t = await createTestEngagement()
    const [address] = addMembers(t.sandbox, 1, () => 12_345)
    renderWithEngagement(t, <Leaderboard metric="xp" variant="compact" limit={2} />)
    const cell = await screen.findByRole('rowheader', { name: `${address!.slice(0, 6)}…${address!.slice(-4)}` })
    expect(within(cell).getAllByText(`${address!.slice(0, 6)}…${address!.slice(-4)}`)).toHaveLength(1)
  })

  it('does not rank members at 0: not on the podium (its empty step kept), not numbered, counted as not ranked yet', async () => {
    for (const fetch of [undefined, plainService]) {
      const t = await createTestEngagement({ as: 'member', ...(fetch && { fetch }) })
      // Two members above zero, the seven others at zero (the signed-in member among them).
      for (const address of Object.keys(t.sandbox.state.entities[demo.entityId]!.counters)) setXp(t.sandbox, address, 0)
      setXp(t.sandbox, demo.accounts.owner.address, 50)
      setXp(t.sandbox, demo.accounts.admin.address, 20)
      const view = renderWithEngagement(t, <Leaderboard metric="xp" locale="en-US" />)
      const table = await screen.findByRole('table')
      const podium = screen.getByRole('list', { name: 'Top three' })
      expect(podiumOf(podium)).toEqual(['1 | Maya Lindqvist | 50', '2 | Tomás Reyes | 20'])
      // The third step stands empty (for the eye only), so the board keeps its shape.
      const places = view.container.querySelectorAll('.ek-leaderboard__place')
      expect(places).toHaveLength(3)
      expect(places[2]!.hasAttribute('data-empty')).toBe(true)
      expect(places[2]!.getAttribute('aria-hidden')).toBe('true')
      // Nobody at 0 is listed with a number: the signed-in member's own place says not ranked yet.
      expect(rowsOf(table)).toEqual([])
      expect(rowsOf(table, 1)).toEqual(['Not ranked yet | Priya Natarajan You | 0'])
      expect(within(table).queryByRole('row', { name: /more/ })).toBeNull()
      expect(screen.getByText('2 members ranked · 7 members not ranked yet')).toBeTruthy()
      view.unmount()
    }
  })

  it('says no one is ranked yet where every member is at 0', async () => {
    const t = await createTestEngagement({ as: 'member' })
    for (const address of Object.keys(t.sandbox.state.entities[demo.entityId]!.counters)) setXp(t.sandbox, address, 0)
    const view = renderWithEngagement(t, <Leaderboard metric="xp" />)
    expect(await screen.findByText('No one is ranked yet')).toBeTruthy()
    expect(screen.getByText('9 members not ranked yet')).toBeTruthy()
    expect(view.container.querySelector('[data-state="empty"]')).toBeTruthy()
  })

  it('has no podium in the compact board', async () => {
    const compact = renderWithEngagement(await createTestEngagement({ as: 'member' }), <Leaderboard metric="xp" variant="compact" />)
    await screen.findByRole('table')
    expect(compact.container.querySelector('.ek-leaderboard__podium')).toBeNull()
  })

  it('gives equal values the same rank (1, 1, 3)', async () => {
    const t = await createTestEngagement({ as: 'member' })
    setXp(t.sandbox, demo.accounts.admin.address, 2350)
    setXp(t.sandbox, demo.accounts.member.address, 780)
    renderWithEngagement(t, <Leaderboard metric="xp" variant="compact" limit={4} />)
    const table = await screen.findByRole('table')
    expect(rowsOf(table).map((line) => line.split(' | ')[0])).toEqual(['1', '1', '3', '3'])
    expect(table.querySelectorAll('tbody')).toHaveLength(1)
  })

  it('shows a member without a profile by short address, the full one in its title, and the face generated from the address for a picture', async () => {
    const t = await createTestEngagement()
    t.sandbox.state.users[demo.accounts.owner.address]!.profile.imageUrl = 'ipfs://bafybeiujzdegxdncf32epf3dhodzdocis2jhtlgmxgedn73u55xtplpft7'
    const [address] = addMembers(t.sandbox, 1, () => 12_345)
    renderWithEngagement(t, <Leaderboard metric="xp" limit={5} locale="en-US" />)
    const podium = await screen.findByRole('list', { name: 'Top three' })
    const first = within(podium).getAllByRole('listitem')[0]!
    expect(first.querySelector('.ek-leaderboard__place-name')!.textContent).toBe(`${address!.slice(0, 6)}…${address!.slice(-4)}`)
    expect(first.querySelector('.ek-leaderboard__place-name')!.getAttribute('title')).toBe(address)
    // From 10,000 up the number is compact, the exact value in its title and read out.
    const value = first.querySelector('.ek-leaderboard__place-value data')!
    expect(value.getAttribute('title')).toBe('12,345')
    expect(value.querySelector('.ek-visually-hidden')?.textContent).toBe('12,345')
    expect(first.querySelector('.ek-leaderboard-podium__avatar .ek-avatar__art')?.getAttribute('data-address')).toBe(address!.toLowerCase())
    // Only http(s) reaches src: the owner's ipfs:// picture goes through a gateway.
    const picture = within(podium).getAllByRole('listitem')[1]!.querySelector('img')
    expect(picture?.getAttribute('src')).toMatch(/^https:\/\/[^/]+\/ipfs\/bafy/)
  })

  it('“See all” opens the whole board in a dialog, a page at a time, that Escape closes, focus back on “See all”', async () => {
    const user = userEvent.setup()
    const t = await createTestEngagement({ as: 'member' })
    addMembers(t.sandbox, 30, (index) => 100 + index)
    renderWithEngagement(t, <Leaderboard metric="xp" limit={3} locale="en-US" />)
    const seeAll = await screen.findByRole('button', { name: 'See all' })
    expect(seeAll.getAttribute('aria-haspopup')).toBe('dialog')
    await user.click(seeAll)
    const dialog = await screen.findByRole('dialog', { name: 'Leaderboard' })
    const full = await within(dialog).findByRole('table')
    // From the first place, 25 to a page; the signed-in member (fifth) highlighted in place.
    expect(rowsOf(full)).toHaveLength(25)
    expect(rowsOf(full).slice(0, 5)).toEqual(['1 | Maya Lindqvist | 2,350', '2 | Tomás Reyes | 1,420', '3 | Jonas Weber | 780', '4 | Sofia Rossi | 560', '5 | Priya Natarajan You | 340'])
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBe(document.activeElement)
    await user.click(within(dialog).getByRole('button', { name: 'Show more' }))
    // 38 ranked members in all, then the one at 0, counted.
    await waitFor(() => expect(rowsOf(within(dialog).getByRole('table'))).toHaveLength(38))
    expect(within(dialog).getByText('1 member not ranked yet')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Show more' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'See all' }))
  })

  it('offers no “See all” when every ranked member is shown', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <Leaderboard metric="xp" limit={10} />)
    await screen.findByRole('table')
    expect(screen.queryByRole('button', { name: 'See all' })).toBeNull()
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
    renderWithEngagement(t, <Leaderboard metrics={['xp', 'reviews']} variant="compact" limit={1} />)
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
    const source = vi.fn(async () => ({ rows: [{ address: demo.accounts.owner.address, value: 12, name: 'From the server' }], memberCount: 2000, rankedCount: 1500 }))
    renderWithEngagement(t, <Leaderboard metric="xp" source={source} />)
    expect(podiumOf(await screen.findByRole('list', { name: 'Top three' }))).toEqual(['1 | From the server | 12'])
    expect(source).toHaveBeenCalledWith(expect.objectContaining({ entityId: demo.entityId, metric: 'xp', limit: 10, userAddress: undefined }))
    expect(screen.getByText('1,500 members ranked · 500 members not ranked yet')).toBeTruthy()
    expect(t.requests).toEqual([])
  })

  it('signed out, shows a public community’s board, asked without a signature, on a service with boards and one without', async () => {
    for (const fetch of [undefined, plainService]) {
      const asked: { url: URL; header: string | null }[] = []
      const t = await createTestEngagement({
        as: 'signed-out',
        fetch: (request, sandbox) => {
          asked.push({ url: new URL(request.url), header: request.headers.get('x-engagekit-signature') })
          return fetch ? fetch(request, sandbox) : sandbox.fetch(request)
        },
      })
      const view = renderWithEngagement(t, <Leaderboard metric="xp" limit={5} locale="en-US" />)
      expect(podiumOf(await screen.findByRole('list', { name: 'Top three' }))).toEqual(['1 | Maya Lindqvist | 2,350', '2 | Tomás Reyes | 1,420', '3 | Jonas Weber | 780'])
      expect(rowsOf(screen.getByRole('table'))).toEqual(['4 | Sofia Rossi | 560', '5 | Priya Natarajan | 340'])
      expect(screen.queryByText('You')).toBeNull()
      expect(asked.length).toBeGreaterThan(0)
      for (const { url, header } of asked) expect([url.searchParams.get('signature'), header], url.pathname).toEqual([null, null])
      view.unmount()
    }
  })

  it('signed out, a private community’s board asks to sign in', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    t.sandbox.state.entities[demo.entityId]!.entity.public = false
    renderWithEngagement(t, <Leaderboard metric="xp" />)
    expect(await screen.findByText('Sign in to see the leaderboard.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
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
    expect(screen.getByText('607 members ranked · 2 members not ranked yet')).toBeTruthy()
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
    const top = () => Number(podiumOf(screen.getByRole('list', { name: 'Top three' }))[0]!.split(' | ')[2]!.replace(/[^\d]/g, ''))
    await waitFor(() => expect(top()).toBeLessThan(2350))
    expect(top()).toBeGreaterThan(0)
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
