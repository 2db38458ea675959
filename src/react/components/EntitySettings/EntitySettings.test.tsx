import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { EntitySettings } from './EntitySettings.js'

const stored = (t: Awaited<ReturnType<typeof createTestEngagement>>) => t.sandbox.state.entities[demo.entityId]!.entity

describe('EntitySettings', { timeout: 20_000 }, () => {
  it('lets an owner change the name and links; the service has them after Save', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const onSaved = vi.fn()
    renderWithEngagement(t, <EntitySettings onSaved={onSaved} />)
    const user = userEvent.setup()
    const name = await screen.findByLabelText<HTMLInputElement>('Name')
    expect(name.value).toBe(stored(t).name)
    // An entity needs a name and an owner: both marked before anything is sent (aria-required for assistive technology).
    const marked = (control: HTMLElement) => [control.getAttribute('aria-required'), control.closest('.ek-field')?.querySelector('label')?.hasAttribute('data-required')]
    expect(marked(name)).toEqual(['true', true])
    expect(marked(screen.getByRole('textbox', { name: 'Owners' }))).toEqual(['true', true])
    expect(marked(screen.getByLabelText('Telegram'))).toEqual([null, false])
    await user.clear(name)
    await user.type(name, 'Aurora Guild, season 2')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    const telegram = screen.getByLabelText('Telegram')
    await user.clear(telegram)
    await user.type(telegram, 'https://t.me/aurora_guild')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect(stored(t)).toMatchObject({ name: 'Aurora Guild, season 2', telegram: 'https://t.me/aurora_guild', ownerAddress: [demo.accounts.owner.address] })
    expect(onSaved).toHaveBeenCalledOnce()
    expect(screen.queryByText('Unsaved changes')).toBeNull()
  })

  it('checks with the service’s rules before sending: a website that is not http(s), owner lines that are not addresses', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <EntitySettings />)
    const user = userEvent.setup()
    const website = await screen.findByLabelText<HTMLInputElement>('Website')
    await user.clear(website)
    await user.type(website, 'javascript:alert(1)')
    await user.type(screen.getByRole('textbox', { name: 'Owners' }), '\nnot-an-address')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(website.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(website)
    expect(screen.getByText('Not wallet addresses: not-an-address.')).toBeTruthy()
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('takes owners as chips: many pasted at once, named by their profile; a wrong one kept as an error chip until corrected; removed by keyboard', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <EntitySettings />)
    const user = userEvent.setup()
    const input = await screen.findByRole('textbox', { name: 'Owners' })
    const grid = screen.getByRole('grid', { name: 'Owners' })
    const chips = () => within(grid).getAllByRole('row')
    // The signed-in owner's own chip: named "You", with no way to remove it (that would lock them out).
    await waitFor(() => expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual([`Maya Lindqvist, ${demo.accounts.owner.address}, You`]))
    expect(within(chips()[0]!).queryByRole('button')).toBeNull()

    const newcomer = `0x${'c3'.repeat(20)}`
    await user.click(input)
    await user.paste(`${demo.accounts.member.address.toLowerCase()}, not-an-address\n${newcomer} ${demo.accounts.member.address}`)
    // Each once, checksummed, the member by their name and picture; the wrong entry kept, marked, as typed.
    expect(chips().map((chip) => chip.getAttribute('aria-label'))).toEqual([
      `Maya Lindqvist, ${demo.accounts.owner.address}, You`,
      `Priya Natarajan, ${demo.accounts.member.address}`,
      'Not a wallet address: not-an-address',
      expect.stringMatching(/^0xc3c3/i),
    ])
    expect(chips()[2]!.getAttribute('data-state')).toBe('invalid')
    expect(chips()[1]!.querySelector('.ek-chip__name')?.textContent).toBe('Priya Natarajan')
    expect(input).toHaveProperty('value', '')

    // Saving with the wrong one: refused before sending, and nothing is lost.
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Not wallet addresses: not-an-address.')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(chips()).toHaveLength(4)
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])

    // Enter on the wrong chip puts it back in the text box to correct; Backspace in the empty box goes to the last chip.
    await user.click(input)
    await user.keyboard('{Backspace}')
    expect(document.activeElement).toBe(chips()[3])
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(chips()[2])
    await user.keyboard('{Enter}')
    expect(document.activeElement).toBe(input)
    expect(input).toHaveProperty('value', 'not-an-address')
    await user.clear(input)
    expect(chips()).toHaveLength(3)
    // Delete on a chip removes it; the focus stays among the chips. The button does the same.
    await user.keyboard('{Backspace}')
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(chips()[1])
    await user.keyboard('{Delete}')
    await waitFor(() => expect(chips()).toHaveLength(2))
    await waitFor(() => expect(document.activeElement).toBe(chips()[1]))
    // Backspace on the owner's own chip does nothing.
    await user.keyboard('{Home}{Backspace}')
    expect(chips()).toHaveLength(2)
    await user.click(within(chips()[1]!).getByRole('button', { name: /^Remove 0xc3C3/i }))
    expect(chips()).toHaveLength(1)
    await user.click(input)
    await user.type(input, `${newcomer}{Enter}`)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect(stored(t).ownerAddress?.map((address) => address.toLowerCase())).toEqual([demo.accounts.owner.address.toLowerCase(), newcomer])
  })

  it('keeps every edit when the service refuses the save, and says why', async () => {
    const t = await createTestEngagement({
      as: 'owner',
      fetch: async (request, sandbox) =>
        request.method === 'POST' ? Response.json({ success: false, error: { code: 'forbidden', message: 'owners only' } }, { status: 403 }) : sandbox.fetch(request),
    })
    renderWithEngagement(t, <EntitySettings />)
    const user = userEvent.setup()
    const description = await screen.findByLabelText<HTMLTextAreaElement>('Description')
    await user.type(description, ' More to come.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The service says you may no longer change this. Your edits are kept; ask an owner for access.')
    // Said beside the Save button, in place of "Unsaved changes", with the focus on it.
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(alert.closest('.ek-form-actions')?.contains(screen.getByRole('button', { name: 'Save' }))).toBe(true)
    expect(description.value.endsWith(' More to come.')).toBe(true)
  })

  it('switches the community to members only with the keyboard: Save sends public: false and the service keeps it', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <EntitySettings />)
    const user = userEvent.setup()
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Public community' })
    expect(toggle.checked).toBe(true)
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe('Off: only members, admins and owners see the community, its members and its boards.')
    toggle.focus()
    await user.keyboard(' ')
    expect(toggle.checked).toBe(false)
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect(stored(t).public).toBe(false)
    expect(screen.queryByText('Unsaved changes')).toBeNull()
  })

  it('keeps the switch and the other edits when the save is refused, and says why', async () => {
    const t = await createTestEngagement({
      as: 'owner',
      fetch: async (request, sandbox) =>
        request.method === 'POST' ? Response.json({ success: false, error: { code: 'forbidden', message: 'owners only' } }, { status: 403 }) : sandbox.fetch(request),
    })
    renderWithEngagement(t, <EntitySettings />)
    const user = userEvent.setup()
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: 'Public community' })
    await user.click(toggle)
    await user.type(screen.getByLabelText('Description'), ' Members only now.')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The service says you may no longer change this. Your edits are kept; ask an owner for access.')
    expect(toggle.checked).toBe(false)
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value.endsWith(' Members only now.')).toBe(true)
    expect(stored(t).public).toBe(true)
  })

  it('refuses, before sending, a name holding a control or bidirectional character', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <EntitySettings />)
    const user = userEvent.setup()
    const name = await screen.findByLabelText<HTMLInputElement>('Name')
    await user.type(name, '\u202e')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('shows an admin the settings read-only, with links only where the value is an http(s) URL', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    stored(t).discord = 'to be added'
    renderWithEngagement(t, <EntitySettings />)
    expect(await screen.findByRole('note')).toHaveProperty('textContent', 'Only owners can change these settings. You can read them as an admin.')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.getByRole('link', { name: 'https://aurora-guild.example' }).getAttribute('href')).toBe('https://aurora-guild.example/')
    const discord = screen.getByText('to be added')
    expect(discord.closest('a')).toBeNull()
    // The default theme by its title, as the owner's form names it.
    const theme = t.sandbox.state.entities[demo.entityId]!.themes.find((item) => item.id === stored(t).defaultDyNftThemeId)!
    const entry = screen.getByText('Default NFT theme').closest('div')!
    await waitFor(() => expect(within(entry).getByRole('definition').textContent).toBe(theme.title))
    expect(within(screen.getByText('Public community').closest('div')!).getByRole('definition').textContent).toBe('Public')
  })

  it('shows a member "Admins and owners only"', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <EntitySettings />)
    expect(await screen.findByText('Admins and owners only')).toBeTruthy()
    expect(within(document.body).queryByRole('textbox')).toBeNull()
  })
})

describe('EntitySettings: the streak and the time zone', { timeout: 30_000 }, () => {
  it('lets an owner change the streak and the time zone; the service has them after Save', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <EntitySettings />)
    const user = userEvent.setup()
    const toggle = await screen.findByRole('switch', { name: 'Streak' })
    expect((toggle as HTMLInputElement).checked).toBe(true)
    const metric = await screen.findByLabelText<HTMLSelectElement>('Metric that extends it')
    await waitFor(() => expect(metric.value).toBe('quests_completed'))
    await user.selectOptions(screen.getByLabelText('How often'), 'weekly')
    const max = screen.getByLabelText<HTMLInputElement>('Most a member can hold')
    await user.clear(max)
    await user.type(max, '5')
    await user.type(screen.getByLabelText('Time zone'), 'Europe/Paris')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect(stored(t).streak).toMatchObject({ metric: 'quests_completed', frequency: 'weekly', freezes: { initial: 1, earnEveryDays: 7, max: 5 } })
    expect(stored(t).timeZone).toBe('Europe/Paris')
    // Turned off, the entity has no streak.
    await user.click(toggle)
    expect(screen.queryByLabelText('Metric that extends it')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(stored(t).streak ?? null).toBeNull())
  })

  it('refuses before sending what the service would: more freezes to start with than the most, a zone it does not know', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <EntitySettings />)
    const user = userEvent.setup()
    const initial = await screen.findByLabelText<HTMLInputElement>('To start with')
    await user.clear(initial)
    await user.type(initial, '4')
    const every = screen.getByLabelText<HTMLInputElement>('One more every (days of streak)')
    await user.clear(every)
    await user.type(every, '2.5')
    const zone = screen.getByLabelText('Time zone')
    await user.type(zone, '+05:00')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Can’t be more than the most a member can hold.')).toBeTruthy()
    expect(initial.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('A whole number from 0 to 100.')).toBeTruthy()
    expect(zone.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Not a time zone name this browser knows. Use one such as Europe/Paris or America/New_York.')).toBeTruthy()
    expect(document.activeElement).toBe(zone)
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('keeps the edits when the service refuses the streak, and says why at the field', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <EntitySettings />)
    const user = userEvent.setup()
    const metric = await screen.findByLabelText<HTMLSelectElement>('Metric that extends it')
    await waitFor(() => expect(within(metric).getByRole('option', { name: 'Contributions' })).toBeTruthy())
    await user.selectOptions(metric, 'contributions')
    await user.selectOptions(screen.getByLabelText('How often'), 'weekly')
    // Meanwhile another admin deletes that metric: the service refuses it.
    const guild = t.sandbox.state.entities[demo.entityId]!
    guild.metrics = guild.metrics.filter((entry) => entry.name !== 'contributions')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(metric.getAttribute('aria-invalid')).toBe('true'))
    expect(metric.closest('.ek-field')?.textContent).toMatch(/contributions is not/)
    expect(metric.value).toBe('contributions')
    expect(screen.getByLabelText<HTMLSelectElement>('How often').value).toBe('weekly')
    expect(stored(t).streak).toMatchObject({ metric: 'quests_completed', frequency: 'daily' })
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
  })

  it('shows an admin the streak read only', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <EntitySettings />)
    expect(await screen.findByText('Quests completed, every day. Freezes: 1 to start, one more every 7 days, 3 at most.')).toBeTruthy()
    expect(screen.queryByRole('switch', { name: 'Streak' })).toBeNull()
  })
})
