import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Sandbox } from '../../../sandbox/createSandbox.js'
import { demo } from '../../../service/seed/demo.js'
import { people } from '../../../service/seed/people.js'
import { createTestEngagement, renderWithEngagement, type TestViewer } from '../../../../test/react/renderWithEngagement.js'
import { MembersTable } from './MembersTable.js'

const { owner, admin, member } = demo.accounts
const newcomer = '0x' + 'a1'.repeat(20)
const forbidden = () => Response.json({ success: false, error: { code: 'forbidden', message: 'admins and owners only' } }, { status: 403 })
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
/** A save's confirmation: said in the component's polite status region (its toast). */
const confirmed = async (text: string) => expect((await screen.findByText(text)).closest('[role="status"]')).not.toBeNull()
const rowAddresses = () => bodyRows().map((row) => row.querySelector('.ek-members-table__full')!.textContent)

/**
 * A service of the spec alone: what it offers is nothing, and its members come without names or pictures (their
 * profiles have them). Profile requests wait for `profilesHeld` while it is set.
 */
function specOnlyService(gate: { profilesHeld?: Promise<void> } = {}) {
  return async (request: Request, sandbox: Sandbox) => {
    const path = new URL(request.url).pathname
    if (path === '/api/engagekit') return Response.json({ success: false, error: 'Not found' }, { status: 404 })
    if (path.startsWith('/api/users/')) await gate.profilesHeld
    const response = await sandbox.fetch(request)
    if (!path.endsWith('/users')) return response
    const body = (await response.json()) as { users: Record<string, unknown>[] }
    return Response.json({ ...body, users: body.users.map(({ name: _name, imageUrl: _imageUrl, ...user }) => user) })
  }
}
const rowOf = (address: string) => bodyRows().find((row) => row.querySelector('.ek-members-table__full')?.textContent === address)!
const avatarIn = (element: Element) => element.querySelector('.ek-members-table__avatar')!
const priyaPicture = 'bafybein6a6wfhym6l3vfz5zfkkibj5j6wjibagi3mnbqnspuq2idw52ijb'

describe('MembersTable', { timeout: 20_000 }, () => {
  it.each<TestViewer>(['owner', 'admin'])('lists the members with role, chain and join date for an %s; sorts and searches', async (as) => {
    const t = await createTestEngagement({ as })
    renderWithEngagement(t, <MembersTable />)
    await screen.findByRole('table')
    expect(bodyRows()).toHaveLength(9)
    expect(screen.getByText('9 members')).toBeTruthy()
    const first = within(bodyRows()[0]!).getAllByRole('cell').map((cell) => cell.textContent)
    expect(rowAddresses()[0]).toBe(owner.address)
    expect(first.slice(1, 3)).toEqual(['Owner', 'Ethereum'])
    expect(first[3]).toMatch(/2026/)

    const user = userEvent.setup()
    const roleHeader = screen.getByRole('columnheader', { name: /Role/ })
    await user.click(within(roleHeader).getByRole('button'))
    expect(roleHeader.getAttribute('aria-sort')).toBe('ascending')
    await user.click(within(roleHeader).getByRole('button'))
    expect(roleHeader.getAttribute('aria-sort')).toBe('descending')
    expect(rowAddresses().slice(-2)).toEqual([admin.address, owner.address])

    await user.type(screen.getByLabelText('Search members'), 'polygon')
    await waitFor(() => expect(bodyRows()).toHaveLength(2))
    expect(screen.getByText('2 of 9 members')).toBeTruthy()
    await user.clear(screen.getByLabelText('Search members'))
    await user.type(screen.getByLabelText('Search members'), member.address.slice(2, 12).toLowerCase())
    await waitFor(() => expect(rowAddresses()).toEqual([member.address]))
  })

  it('shows people by name and picture, the short address beside, finds them by name and sorts them by name', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <MembersTable />)
    await screen.findByRole('table')
    const first = within(bodyRows()[0]!).getAllByRole('cell')[0]!
    expect(first.querySelector('.ek-members-table__name')?.textContent).toBe('Maya Lindqvist')
    expect(first.querySelector('.ek-members-table__short')?.textContent).toBe(`${owner.address.slice(0, 6)}…${owner.address.slice(-4)}`)
    // The whole address stays for screen readers and copying.
    expect(first.querySelector('.ek-members-table__full')?.textContent).toBe(owner.address)
    expect(first.querySelector('.ek-members-table__avatar')).not.toBeNull()

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Search members'), 'priya')
    await waitFor(() => expect(rowAddresses()).toEqual([member.address]))
    await user.clear(screen.getByLabelText('Search members'))
    await user.click(within(screen.getByRole('columnheader', { name: /Member/ })).getByRole('button'))
    const names = bodyRows().map((row) => row.querySelector('.ek-members-table__name')?.textContent)
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')))
  })

  it('against a service of the spec alone, whose members come without names, shows the names from their profiles', async () => {
    const t = await createTestEngagement({ as: 'admin', fetch: specOnlyService() })
    t.sandbox.state.users[member.address]!.profile.imageUrl = `ipfs://${priyaPicture}`
    renderWithEngagement(t, <MembersTable />)
    await screen.findByRole('table')
    await waitFor(() => expect(bodyRows()[0]!.querySelector('.ek-members-table__name')?.textContent).toBe('Maya Lindqvist'))
    expect(t.requests.filter((request) => request.startsWith('GET /api/users/'))).toHaveLength(9)
    // A member's counters are named by the profile too, from the profile already read.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Counters of Priya Natarajan' }))
    const panel = await screen.findByRole('dialog', { name: 'Priya Natarajan' })
    // Pictured by the profile too.
    expect(avatarIn(panel).querySelector('img')?.getAttribute('src')).toContain(priyaPicture)
    expect(t.requests.filter((request) => request.startsWith('GET /api/users/'))).toHaveLength(9)
  })

  it('against a service of the spec alone, finds members by the names their profiles give', async () => {
    const t = await createTestEngagement({ as: 'admin', fetch: specOnlyService() })
    renderWithEngagement(t, <MembersTable />)
    await screen.findByRole('table')
    await waitFor(() => expect(rowOf(member.address).querySelector('.ek-members-table__name')?.textContent).toBe('Priya Natarajan'))
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Search members'), 'natarajan')
    await waitFor(() => expect(rowAddresses()).toEqual([member.address]))
    expect(bodyRows()[0]!.querySelector('.ek-members-table__name')?.textContent).toBe('Priya Natarajan')
    expect(screen.getByText('1 of 9 members')).toBeTruthy()
    // Names found while another search narrowed the rows are still found afterwards.
    await user.clear(screen.getByLabelText('Search members'))
    await user.type(screen.getByLabelText('Search members'), 'maya')
    await waitFor(() => expect(rowAddresses()).toEqual([owner.address]))
    // Accents and letter case are ignored: "tomas" finds Tomás Reyes, "TOMÁS" too.
    for (const search of ['tomas', 'TOMÁS']) {
      await user.clear(screen.getByLabelText('Search members'))
      await user.type(screen.getByLabelText('Search members'), search)
      await waitFor(() => expect(bodyRows().map((row) => row.querySelector('.ek-members-table__name')?.textContent)).toEqual(['Tomás Reyes']))
    }
  })

  it('while a member’s profile loads, shows a blank picture circle, never an initial a photo then replaces', async () => {
    let release!: () => void
    const gate = { profilesHeld: new Promise<void>((resolve) => (release = resolve)) }
    const t = await createTestEngagement({ as: 'admin', fetch: specOnlyService(gate) })
    t.sandbox.state.users[member.address]!.profile.imageUrl = `ipfs://${priyaPicture}`
    renderWithEngagement(t, <MembersTable />)
    await screen.findByRole('table')
    await waitFor(() => expect(t.requests.filter((request) => request.startsWith('GET /api/users/')).length).toBeGreaterThan(0))
    for (const row of bodyRows()) {
      expect(avatarIn(row).getAttribute('data-state')).toBe('loading')
      expect(avatarIn(row).childElementCount).toBe(0)
    }
    // The counters' picture waits for the profile too.
    await userEvent.setup().click(within(rowOf(member.address)).getByRole('button'))
    const panel = await screen.findByRole('dialog')
    expect(avatarIn(panel).getAttribute('data-state')).toBe('loading')
    expect(avatarIn(panel).childElementCount).toBe(0)

    release()
    await waitFor(() => expect(rowOf(member.address).querySelector('.ek-members-table__name')?.textContent).toBe('Priya Natarajan'))
    // A picture: its circle stays blank until the picture has loaded, the generated face behind it hidden meanwhile.
    expect(avatarIn(rowOf(member.address)).querySelector('img')?.getAttribute('src')).toContain(priyaPicture)
    expect(avatarIn(rowOf(member.address)).getAttribute('data-state')).toBe('loading')
    // No picture in the profile: the face generated from the address.
    expect(avatarIn(rowOf(people.sofia)).querySelector('img')).toBeNull()
    expect(avatarIn(rowOf(people.sofia)).querySelector('.ek-avatar__art')?.getAttribute('data-address')).toBe(people.sofia.toLowerCase())
    expect(avatarIn(rowOf(people.sofia)).getAttribute('data-state')).toBe('generated')
    await waitFor(() => expect(avatarIn(panel).querySelector('img')?.getAttribute('src')).toContain(priyaPicture))
  })

  it('asks no profile where the service names its members', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <MembersTable />)
    await screen.findByRole('table')
    await waitFor(() => expect(t.serviceInfoRequests).toBeGreaterThan(0))
    expect(t.requests.filter((request) => request.startsWith('GET /api/users/'))).toEqual([])
  })

  it('draws only the rows in view of 10,000 members, and finds one by search', async () => {
    const t = await createTestEngagement({
      as: 'admin',
      fetch: async (request, sandbox) => {
        if (!new URL(request.url).pathname.endsWith('/users')) return sandbox.fetch(request)
        const users = Array.from({ length: 10_000 }, (_, index) => ({ address: `0x${index.toString(16).padStart(40, '0')}`, role: 'member', chain: 'ethereum', joinedAt: '2026-03-01T00:00:00.000Z' }))
        return Response.json({ success: true, users })
      },
    })
    renderWithEngagement(t, <MembersTable />)
    const table = await screen.findByRole('table')
    expect(table.getAttribute('aria-rowcount')).toBe('10001')
    expect(bodyRows().length).toBeLessThan(60)
    expect(screen.getByText('10,000 members')).toBeTruthy()
    await userEvent.setup().type(screen.getByLabelText('Search members'), '1f3f')
    await waitFor(() => expect(rowAddresses()).toEqual([`0x${'1f3f'.padStart(40, '0')}`]))
  })

  it('adds pasted addresses on the chosen chain; bad ones, repeats and members are shown and left out before sending', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const onAdded = vi.fn()
    renderWithEngagement(t, <MembersTable onAdded={onAdded} />)
    const form = await screen.findByRole('form', { name: 'Add members' })
    const user = userEvent.setup()
    await user.click(within(form).getByLabelText('Wallet addresses'))
    await user.paste(`${newcomer}\nnot-an-address, ${member.address.toLowerCase()}\n${newcomer.toUpperCase().replace('0X', '0x')}`)
    expect(within(form).getByText('1 new address to add.')).toBeTruthy()
    expect(within(form).getByText(/Left out, already members or repeated:/).textContent).toContain(member.address)
    expect(within(form).getByText('Left out, not wallet addresses: not-an-address.')).toBeTruthy()
    await user.selectOptions(within(form).getByLabelText('Chain'), 'polygon')
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
    await user.click(within(form).getByRole('button', { name: 'Add 1 member' }))

    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1))
    const stored = t.sandbox.state.entities[demo.entityId]!.members.find((entry) => entry.address.toLowerCase() === newcomer)
    expect(stored?.chain).toBe('polygon')
    expect(await screen.findByText('10 members')).toBeTruthy()
    await confirmed('1 member added.')
    // Emptied and ready for the next paste.
    const addresses = within(form).getByLabelText<HTMLInputElement>('Wallet addresses')
    expect(addresses.value).toBe('')
    expect(within(form).queryAllByRole('row')).toEqual([])
    expect(document.activeElement).toBe(addresses)
  })

  it('lists new members at once; on a 403 takes them away again, says so plainly and keeps the pasted addresses', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const t = await createTestEngagement({
      as: 'admin',
      fetch: async (request, sandbox) => {
        if (request.method !== 'POST') return sandbox.fetch(request)
        await held
        return forbidden()
      },
    })
    renderWithEngagement(t, <MembersTable />)
    const form = await screen.findByRole('form', { name: 'Add members' })
    const user = userEvent.setup()
    await user.click(within(form).getByLabelText('Wallet addresses'))
    await user.paste(newcomer)
    await user.click(within(form).getByRole('button', { name: 'Add 1 member' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    const row = bodyRows().find((candidate) => candidate.getAttribute('data-state') === 'pending')!
    expect(row.textContent).toContain('Adding…')
    expect(row.querySelector('.ek-members-table__full')!.textContent.toLowerCase()).toBe(newcomer)

    release()
    // Said in the form's actions bar, beside its button, and focused so it is not missed.
    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toBe('The service says you may no longer change this. Your edits are kept; ask an owner for access.')
    expect(alert.closest('.ek-form-actions')).not.toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(screen.queryByText('1 member added.')).toBeNull()
    expect(bodyRows()).toHaveLength(9)
    expect(within(form).getAllByRole('row').map((chip) => chip.getAttribute('title')?.toLowerCase())).toEqual([newcomer])
  })

  it('opens a member in a drawer beside their row: the focus starts in it, stays in it, and goes back to the row on Escape or Close', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <MembersTable />)
    const user = userEvent.setup()
    const button = await screen.findByRole('button', { name: 'Counters of Priya Natarajan' })
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    await user.click(button)
    const drawer = await screen.findByRole('dialog', { name: 'Priya Natarajan' })
    expect(drawer.getAttribute('aria-modal')).toBe('true')
    // The row stays in the table, marked as the one open, and says its drawer is open.
    expect(rowOf(member.address).getAttribute('data-state')).toBe('selected')
    expect(button.getAttribute('aria-expanded')).toBe('true')
    // Who they are: whole address, role, chain by name.
    expect(within(drawer).getByText(member.address)).toBeTruthy()
    expect(within(drawer).getByText('Member')).toBeTruthy()
    expect(within(drawer).getByText('Ethereum')).toBeTruthy()
    expect(document.activeElement).toBe(drawer)
    const adjustForm = await within(drawer).findByRole('form', { name: 'Adjust a counter' })
    // Counters by the names members read, never the service's ids: on the tiles and in the metric picker.
    const tiles = within(within(drawer).getByRole('region', { name: 'Counters' })).getAllByRole('term').map((term) => term.textContent)
    expect(tiles).toEqual(expect.arrayContaining(['XP', 'Events attended', 'Quests completed']))
    expect(tiles.some((name) => /_/.test(name ?? ''))).toBe(false)
    expect(within(adjustForm).getAllByRole('option').map((option) => option.textContent)).toContain('Events attended')
    expect(within(drawer).queryByText('events_attended')).toBeNull()

    // Tab from the last control wraps to the first, Shift+Tab from the first to the last: the focus never leaves.
    const close = within(drawer).getByRole('button', { name: 'Close' })
    const adjust = within(drawer).getByRole('button', { name: 'Adjust' })
    adjust.focus()
    await user.tab()
    expect(document.activeElement).toBe(close)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(adjust)
    for (let step = 0; step < 8; step++) {
      await user.tab()
      expect(drawer.contains(document.activeElement)).toBe(true)
    }

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(button))
    expect(button.getAttribute('aria-expanded')).toBe('false')

    // Close does the same.
    await user.click(button)
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(button))
  })

  it('shows a member’s counters; an adjustment needs a reason, changes the counter and is kept in the history', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    t.sandbox.state.users[member.address]!.profile.imageUrl = `ipfs://${priyaPicture}`
    const onAdjusted = vi.fn()
    renderWithEngagement(t, <MembersTable onAdjusted={onAdjusted} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Counters of Priya Natarajan' }))
    const panel = await screen.findByRole('dialog', { name: 'Priya Natarajan' })
    // Headed by the member: picture, name and whole address.
    expect(avatarIn(panel).querySelector('img')?.getAttribute('src')).toContain(priyaPicture)
    expect(within(panel).getByText(member.address)).toBeTruthy()
    await within(panel).findByText('340')
    const form = within(panel).getByRole('form', { name: 'Adjust a counter' })
    await user.selectOptions(within(form).getByLabelText('Metric'), 'xp')
    await user.type(within(form).getByLabelText('Change by'), '0')
    await user.click(within(form).getByRole('button', { name: 'Adjust' }))
    expect(within(form).getByText('Enter a whole number other than 0.')).toBeTruthy()
    expect(within(form).getByText('Required.')).toBeTruthy()
    expect(document.activeElement).toBe(within(form).getByLabelText('Change by'))
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])

    await user.clear(within(form).getByLabelText('Change by'))
    await user.type(within(form).getByLabelText('Change by'), '-40')
    await user.type(within(form).getByLabelText('Reason'), 'Duplicate event counted twice')
    await user.click(within(form).getByRole('button', { name: 'Adjust' }))
    await within(panel).findByText('300')
    await confirmed('Counter adjusted.')
    expect(within(form).getByLabelText<HTMLInputElement>('Reason').value).toBe('')
    // Listed in the member's drawer, and on the page once the drawer is closed.
    expect(within(panel).getByRole('group', { name: 'Adjustments made here' }).textContent).toContain(`XP -40 for Priya Natarajan: Duplicate event counted twice`)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    const history = screen.getByRole('region', { name: 'Adjustments made here' })
    expect(history.textContent).toContain(`XP -40 for Priya Natarajan: Duplicate event counted twice`)
    expect(onAdjusted).toHaveBeenCalledWith({ address: member.address, metric: 'xp', amount: -40, reason: 'Duplicate event counted twice' })
    const counters = await t.client.getUserMetrics({ entityId: demo.entityId, userAddress: member.address }, { session: t.session })
    expect(counters.find((counter) => counter.metric === 'xp')?.counter).toBe(300)
  })

  it('on a refused adjustment (403) says so plainly, keeps the amount and reason, and adds nothing to the history', async () => {
    const t = await createTestEngagement({ as: 'admin', fetch: async (request, sandbox) => (request.method === 'POST' ? forbidden() : sandbox.fetch(request)) })
    renderWithEngagement(t, <MembersTable />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Counters of Priya Natarajan' }))
    const panel = await screen.findByRole('dialog', { name: 'Priya Natarajan' })
    const form = await within(panel).findByRole('form', { name: 'Adjust a counter' })
    await user.type(within(form).getByLabelText('Change by'), '5')
    await user.type(within(form).getByLabelText('Reason'), 'Workshop attendance')
    await user.click(within(form).getByRole('button', { name: 'Adjust' }))
    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toContain('may no longer change this')
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(screen.queryByText('Counter adjusted.')).toBeNull()
    expect(within(form).getByLabelText<HTMLInputElement>('Reason').value).toBe('Workshop attendance')
    expect(screen.queryByRole('region', { name: 'Adjustments made here' })).toBeNull()
  })

  it('hides a member from the boards with the drawer’s switch once the service answers, badges their row, and shows them again', async () => {
    let release!: () => void
    let held: Promise<void> | undefined = new Promise<void>((resolve) => (release = resolve))
    const t = await createTestEngagement({
      as: 'owner',
      fetch: async (request, sandbox) => {
        if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/update')) await held
        return sandbox.fetch(request)
      },
    })
    renderWithEngagement(t, <MembersTable />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Counters of Priya Natarajan' }))
    const panel = await screen.findByRole('dialog', { name: 'Priya Natarajan' })
    const toggle = within(panel).getByRole<HTMLInputElement>('switch', { name: 'Hidden from boards' })
    expect(toggle.checked).toBe(false)
    expect(within(rowOf(member.address)).queryByText('Hidden from boards')).toBeNull()
    await user.click(toggle)
    // Not optimistic: off and busy until the service answers.
    await waitFor(() => expect(toggle.getAttribute('aria-busy')).toBe('true'))
    expect(toggle.checked).toBe(false)
    release()
    await confirmed('Hidden from the boards.')
    await waitFor(() => expect(toggle.checked).toBe(true))
    expect(within(rowOf(member.address)).getByText('Hidden from boards')).toBeTruthy()
    expect(t.sandbox.snapshot().entities[demo.entityId]!.members.find((one) => one.address === member.address)?.hiddenFromBoards).toBe(true)

    held = undefined
    await user.click(toggle)
    await confirmed('Shown on the boards again.')
    await waitFor(() => expect(toggle.checked).toBe(false))
    expect(within(rowOf(member.address)).queryByText('Hidden from boards')).toBeNull()
  })

  it('offers no switch against a service without board rules (a service of the spec alone)', async () => {
    const t = await createTestEngagement({ as: 'admin', fetch: specOnlyService() })
    renderWithEngagement(t, <MembersTable />)
    const user = userEvent.setup()
    const buttons = await screen.findAllByRole('button', { name: /^Counters of / })
    await user.click(buttons[2]!)
    const panel = await screen.findByRole('dialog')
    await within(panel).findByRole('form', { name: 'Adjust a counter' })
    expect(within(panel).queryByRole('switch')).toBeNull()
  })

  it('on a refused hide (403) says why and changes nothing', async () => {
    const t = await createTestEngagement({ as: 'admin', fetch: async (request, sandbox) => (request.method === 'POST' ? forbidden() : sandbox.fetch(request)) })
    renderWithEngagement(t, <MembersTable />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Counters of Priya Natarajan' }))
    const panel = await screen.findByRole('dialog', { name: 'Priya Natarajan' })
    const toggle = within(panel).getByRole<HTMLInputElement>('switch', { name: 'Hidden from boards' })
    await user.click(toggle)
    await waitFor(() => expect(toggle.getAttribute('aria-invalid')).toBe('true'))
    expect(within(panel).getByText(/may no longer change this/).textContent).toContain('may no longer change this')
    expect(toggle.checked).toBe(false)
    expect(screen.queryByText('Hidden from the boards.')).toBeNull()
    expect(within(rowOf(member.address)).queryByText('Hidden from boards')).toBeNull()
  })

  it('shows a member "Admins and owners only" and lists no one', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <MembersTable />)
    expect(await screen.findByText('Admins and owners only')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
    expect(t.requests.filter((request) => request.endsWith('/users') || request.includes('/metrics'))).toEqual([])
  })

  it('asks a visitor to sign in, and sends nothing', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <MembersTable />)
    expect(await screen.findByText('Sign in as an admin or owner to manage this community.')).toBeTruthy()
    expect(t.requests).toEqual([])
  })

  it('says why the members could not be loaded, and loads them again on Try again', async () => {
    let fail = true
    const t = await createTestEngagement({
      as: 'owner',
      fetch: async (request, sandbox) => (fail && new URL(request.url).pathname.endsWith('/users') ? Response.json({ success: false }, { status: 503 }) : sandbox.fetch(request)),
    })
    renderWithEngagement(t, <MembersTable />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load the members.')
    fail = false
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table')).toBeTruthy()
  })
})
