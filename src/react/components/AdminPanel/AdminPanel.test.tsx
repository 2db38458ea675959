import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { demo } from '../../../service/seed/demo.js'
import { AdminPanel } from './AdminPanel.js'

describe('AdminPanel', { timeout: 20_000 }, () => {
  it('names the community and the caller’s role, and moves between its tabs by click and arrow keys', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <AdminPanel />)
    const tabs = await screen.findByRole('tablist', { name: 'Sections' })
    const who = document.querySelector('.ek-admin-panel__who')!
    expect(who.textContent).toBe('Aurora Builders GuildAdmin')
    // Achievements join once the service says it offers them; API keys and webhooks are for owners.
    await waitFor(() =>
      expect(within(tabs).getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
        ['Settings', 'true'],
        ['Metrics', 'false'],
        ['Levels', 'false'],
        ['NFT themes', 'false'],
        ['Skills', 'false'],
        ['Achievements', 'false'],
        ['Members', 'false'],
      ]),
    )
    // An admin reads the settings: only owners change them.
    expect(await screen.findByRole('note')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Community settings' })).toBeTruthy()

    const user = userEvent.setup()
    screen.getByRole('tab', { name: 'Settings' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Metrics' }))
    expect(screen.getByRole('tab', { name: 'Metrics' }).getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel', { name: 'Metrics' })
    expect(await within(panel).findByRole('button', { name: 'Edit XP' })).toBeTruthy()
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Members' }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Settings' }))
  })

  it('holds every admin component, one per tab', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <AdminPanel />)
    const user = userEvent.setup()
    for (const name of ['Levels', 'NFT themes', 'Skills', 'Achievements', 'Members']) {
      await user.click(await screen.findByRole('tab', { name }))
      const panel = screen.getByRole('tabpanel', { name })
      expect(await within(panel).findByRole('heading', { level: 3, name })).toBeTruthy()
    }
  })

  it('reports what each tab saved, with the tab', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const onSaved = vi.fn()
    renderWithEngagement(t, <AdminPanel onSaved={onSaved} />)
    const user = userEvent.setup()
    const name = await screen.findByLabelText('Name')
    await user.type(name, ' II')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ tab: 'settings' }))

    await user.click(screen.getByRole('tab', { name: 'Metrics' }))
    const panel = screen.getByRole('tabpanel', { name: 'Metrics' })
    await user.click(await within(panel).findByRole('button', { name: 'Edit Reviews' }))
    const description = within(panel).getByLabelText('Description')
    await user.clear(description)
    await user.type(description, 'Reviews of pull requests')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSaved).toHaveBeenLastCalledWith({ tab: 'metrics', metric: expect.objectContaining({ name: 'reviews', description: 'Reviews of pull requests' }) }))
  })

  it('confirms every tab’s saves in one region of toasts, outside the tabs, stacked and each closable', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <AdminPanel />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Name'), ' II')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await user.click(screen.getByRole('tab', { name: 'Metrics' }))
    const panel = screen.getByRole('tabpanel', { name: 'Metrics' })
    await user.click(await within(panel).findByRole('button', { name: 'Edit Reviews' }))
    await user.type(within(panel).getByLabelText('Description'), '!')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))

    // One polite region for the whole panel (the tabs' components have none of their own), not inside a tab.
    const regions = document.querySelectorAll('[aria-live]')
    expect(regions).toHaveLength(1)
    const region = regions[0] as HTMLElement
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.closest('[role="tabpanel"]')).toBeNull()
    await waitFor(() => expect(within(region).getAllByRole('status').map((toast) => toast.querySelector('p')?.textContent)).toEqual(['Settings saved.', 'Reviews saved.']))
    await user.click(within(within(region).getAllByRole('status')[0]!).getByRole('button', { name: 'Dismiss' }))
    expect(within(region).getAllByRole('status').map((toast) => toast.querySelector('p')?.textContent)).toEqual(['Reviews saved.'])
  })

  it('prices NFT themes in the currency of the chain the community’s contract is on, unless told otherwise', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    t.sandbox.state.entities[demo.entityId]!.entity.contracts = [{ chain: 'polygon', address: `0x${'d4'.repeat(20)}` }]
    const { unmount } = renderWithEngagement(t, <AdminPanel defaultTab="themes" />)
    const panel = await screen.findByRole('tabpanel', { name: 'NFT themes' })
    const prices = () => [...document.querySelectorAll('.ek-theme-editor__meta')].map((meta) => meta.textContent)
    await waitFor(() => expect(prices().length).toBeGreaterThan(0))
    expect(prices().every((price) => /Price POL\s\d/.test(price ?? ''))).toBe(true)
    expect(panel.textContent).not.toContain('ETH')
    unmount()
    renderWithEngagement(t, <AdminPanel defaultTab="themes" priceUnit="USDC" />)
    await screen.findByRole('tabpanel', { name: 'NFT themes' })
    await waitFor(() => expect(prices().length).toBeGreaterThan(0))
    expect(prices().every((price) => /Price [\d.]+ USDC$/.test(price ?? ''))).toBe(true)
  })

  it('keeps unsaved edits and open editors across tab switches', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <AdminPanel />)
    const user = userEvent.setup()
    const description = await within(await screen.findByRole('tabpanel', { name: 'Settings' })).findByLabelText('Description')
    await user.clear(description)
    await user.type(description, 'A draft not saved yet')

    await user.click(screen.getByRole('tab', { name: 'Levels' }))
    const levels = screen.getByRole('tabpanel', { name: 'Levels' })
    await user.click(await within(levels).findByRole('button', { name: 'Edit XP of level 2' }))
    const xp = within(within(levels).getByRole('form', { name: 'XP of level 2' })).getByRole('textbox')
    await user.clear(xp)
    await user.type(xp, '777')

    await user.click(screen.getByRole('tab', { name: 'Members' }))
    expect(screen.queryByRole('tabpanel', { name: 'Settings' })).toBeNull()
    await user.click(screen.getByRole('tab', { name: 'Settings' }))
    expect(within(screen.getByRole('tabpanel', { name: 'Settings' })).getByLabelText('Description')).toHaveProperty('value', 'A draft not saved yet')
    await user.click(screen.getByRole('tab', { name: 'Levels' }))
    const form = within(screen.getByRole('tabpanel', { name: 'Levels' })).getByRole('form', { name: 'XP of level 2' })
    expect(within(form).getByRole('textbox')).toHaveProperty('value', '777')
    // Nothing was sent meanwhile.
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('keeps the panels and their unsaved edits when a refresh of the entity fails', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <AdminPanel />)
    const user = userEvent.setup()
    const description = await within(await screen.findByRole('tabpanel', { name: 'Settings' })).findByLabelText('Description')
    await user.clear(description)
    await user.type(description, 'A draft not saved yet')
    // The entity (which says the caller's role) is read again, say when the tab is shown again, and the service fails.
    t.sandbox.setFaults({ errorRate: { 'GET /api/entities/:entityId': 1 } })
    await act(() => t.queryClient.invalidateQueries({ queryKey: ['entity'] }))
    await waitFor(() => expect(t.queryClient.isFetching()).toBe(0))
    expect(screen.queryByText('Couldn’t check what you may change here.')).toBeNull()
    expect(within(screen.getByRole('tabpanel', { name: 'Settings' })).getByLabelText('Description')).toHaveProperty('value', 'A draft not saved yet')
  })

  it('offers the same sections in a select (shown instead of the tabs on a narrow panel), which switches them like a tab and keeps unsaved edits', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <AdminPanel />)
    const user = userEvent.setup()
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Section' })
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(within(screen.getByRole('tablist')).getAllByRole('tab').map((tab) => tab.textContent))
    expect(select.value).toBe('settings')
    const description = await within(screen.getByRole('tabpanel', { name: 'Settings' })).findByLabelText('Description')
    await user.clear(description)
    await user.type(description, 'A draft not saved yet')

    await user.selectOptions(select, 'Levels')
    const levels = screen.getByRole('tabpanel', { name: 'Levels' })
    expect(await within(levels).findByRole('heading', { level: 3, name: 'Levels' })).toBeTruthy()
    expect(screen.queryByRole('tabpanel', { name: 'Settings' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Levels' }).getAttribute('aria-selected')).toBe('true')
    expect(select.getAttribute('aria-controls')).toBe(levels.id)

    // A tab click moves the select with it; back on Settings the draft is still there.
    await user.click(screen.getByRole('tab', { name: 'Members' }))
    expect(select.value).toBe('members')
    await user.selectOptions(select, 'Settings')
    expect(within(screen.getByRole('tabpanel', { name: 'Settings' })).getByLabelText('Description')).toHaveProperty('value', 'A draft not saved yet')
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('gives an owner the settings form', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <AdminPanel />)
    expect(await screen.findByText('Owner')).toBeTruthy()
    expect(await screen.findByLabelText('Name')).toBeTruthy()
  })

  it('shows a member one plain refusal and no tabs', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <AdminPanel />)
    expect(await screen.findByText('Admins and owners only')).toBeTruthy()
    expect(screen.queryByRole('tablist')).toBeNull()
  })

  it('gives owners an API keys tab on a service with keys; admins and services without keys have none, and a service without achievements no Achievements tab', async () => {
    const owner = await createTestEngagement({ as: 'owner' })
    const onSaved = vi.fn()
    const view = renderWithEngagement(owner, <AdminPanel onSaved={onSaved} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'API keys' }))
    const panel = screen.getByRole('tabpanel', { name: 'API keys' })
    await user.type(await within(panel).findByLabelText('Key name'), 'Discord bot')
    await user.click(within(panel).getByRole('button', { name: 'Create key' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ tab: 'apiKeys', created: { id: expect.any(String), name: 'Discord bot' } }))
    view.unmount()

    const admin = await createTestEngagement({ as: 'admin' })
    const adminView = renderWithEngagement(admin, <AdminPanel />)
    await screen.findByRole('tab', { name: 'Achievements' })
    expect(screen.queryByRole('tab', { name: 'API keys' })).toBeNull()
    adminView.unmount()

    const plain = await createTestEngagement({
      as: 'owner',
      fetch: (request, sandbox) => (new URL(request.url).pathname === '/api/engagekit' ? Promise.resolve(Response.json({ success: false }, { status: 404 })) : sandbox.fetch(request)),
    })
    renderWithEngagement(plain, <AdminPanel />)
    await screen.findByRole('tab', { name: 'Members' })
    await waitFor(() => expect(plain.serviceInfoRequests).toBe(1))
    expect(screen.queryByRole('tab', { name: 'API keys' })).toBeNull()
    // Nor achievements, which only engagekit's service offers.
    expect(screen.queryByRole('tab', { name: 'Achievements' })).toBeNull()
  })

  it('gives owners a Webhooks tab on a service with webhooks, reporting what was added; admins have none', async () => {
    const owner = await createTestEngagement({ as: 'owner' })
    const onSaved = vi.fn()
    const view = renderWithEngagement(owner, <AdminPanel onSaved={onSaved} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: 'Webhooks' }))
    const panel = screen.getByRole('tabpanel', { name: 'Webhooks' })
    await user.type(await within(panel).findByLabelText('Endpoint URL'), 'https://hooks.example.com/engage')
    await user.click(within(panel).getByRole('button', { name: 'Add endpoint' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ tab: 'webhooks', created: { id: expect.any(String), url: 'https://hooks.example.com/engage' } }))
    expect(within(panel).getByRole('region', { name: 'Endpoint added. Copy its signing secret' })).toBeTruthy()
    view.unmount()

    const admin = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(admin, <AdminPanel />)
    await screen.findByRole('tab', { name: 'Members' })
    expect(screen.queryByRole('tab', { name: 'Webhooks' })).toBeNull()
    expect(admin.requests.filter((request) => request.includes('webhooks'))).toEqual([])
  })
})
