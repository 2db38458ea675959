import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { ApiKeyManager } from './ApiKeyManager.js'

/** Increments the demo member's xp by one with an API key, as a bot would; resolves to the status. */
async function award(t: Awaited<ReturnType<typeof createTestEngagement>>, key: string): Promise<number> {
  const response = await t.sandbox.fetch(
    new Request(`https://sandbox.test/api/entities/${demo.entityId}/users/${demo.accounts.member.address}/metrics/xp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1 }),
    }),
  )
  return response.status
}

describe('ApiKeyManager', { timeout: 20_000 }, () => {
  it('creates a key, shows it once to copy, lists it without it, and revokes it after asking', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const onCreated = vi.fn()
    const onRevoked = vi.fn()
    renderWithEngagement(t, <ApiKeyManager onCreated={onCreated} onRevoked={onRevoked} locale="en-US" />)
    expect(await screen.findByText('No API keys yet')).toBeTruthy()
    const user = userEvent.setup()

    // A name is required; the field says so and keeps focus.
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    expect(screen.getByText('Required.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Key name'))

    await user.type(screen.getByLabelText('Key name'), 'Discord bot')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    const shown = await screen.findByRole('region', { name: '“Discord bot” is ready' })
    const field = within(shown).getByLabelText<HTMLInputElement>('API key')
    const key = field.value
    expect(key.length).toBeGreaterThan(20)
    // Selected on arrival, for the keyboard.
    expect(document.activeElement).toBe(field)
    expect(onCreated).toHaveBeenCalledWith({ id: expect.any(String), name: 'Discord bot' })
    await user.click(within(shown).getByRole('button', { name: 'Copy' }))
    expect(await navigator.clipboard.readText()).toBe(key)
    expect(within(shown).getByRole('status').textContent).toBe('Copied')
    // The key works for a bot at once.
    expect(await award(t, key)).toBe(200)

    // Listed by name and first characters, never the key itself.
    const item = (await screen.findByText('Discord bot', { selector: '.ek-api-key-manager__name' })).closest('li')!
    expect(item.textContent).toContain(key.slice(0, 8))
    expect(item.textContent).not.toContain(key)
    await user.click(within(shown).getByRole('button', { name: 'Done' }))
    // Gone for good: nothing on the page holds it any more.
    expect(screen.queryByLabelText('API key')).toBeNull()
    expect(document.body.innerHTML).not.toContain(key)
    expect(within(item).getByText(/^Created (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d+, \d{4} · (never used|last used .+)$/)).toBeTruthy()
    expect(screen.getByText('1 key')).toBeTruthy()

    await user.click(within(item).getByRole('button', { name: 'Revoke Discord bot' }))
    const confirm = within(item).getByRole('group', { name: 'Revoke Discord bot' })
    expect(confirm.textContent).toContain('Whatever uses it is refused from now on.')
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }))
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('No API keys yet')).toBeTruthy()
    // Confirmed in the component's polite status region (its toast).
    expect((await screen.findByText('“Discord bot” revoked.')).closest('[role="status"]')).not.toBeNull()
    expect(onRevoked).toHaveBeenCalledWith(expect.any(String))
    expect(await award(t, key)).toBe(401)
  })

  it('keeps the name and says why when the service refuses a key; a refused revoke puts the key back with the reason', async () => {
    let refuse = true
    const t = await createTestEngagement({
      as: 'owner',
      fetch: (request, sandbox) =>
        refuse && request.method === 'POST' && /\/api-keys/.test(new URL(request.url).pathname)
          ? Promise.resolve(Response.json({ success: false, error: { code: 'service_unavailable', message: 'down' } }, { status: 503 }))
          : sandbox.fetch(request),
    })
    renderWithEngagement(t, <ApiKeyManager />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Key name'), 'Payments webhook')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    // Said in the form's actions bar, beside Create key, and focused so it is not missed.
    const refused = await screen.findByRole('alert')
    expect(refused.textContent).toMatch(/^Couldn’t save\. Your edits are kept\..+/)
    expect(refused.closest('.ek-form-actions')!.contains(screen.getByRole('button', { name: 'Create key' }))).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(refused))
    expect(screen.getByLabelText<HTMLInputElement>('Key name').value).toBe('Payments webhook')

    refuse = false
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    await user.click(await screen.findByRole('button', { name: 'Done' }))
    refuse = true
    await user.click(await screen.findByRole('button', { name: 'Revoke Payments webhook' }))
    await user.click(screen.getByRole('button', { name: 'Revoke' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toMatch(/^Couldn’t revoke the key\./)
    expect(alert.closest('li')!.textContent).toContain('Payments webhook')
    expect(screen.queryByText('“Payments webhook” revoked.')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Revoke Payments webhook' })))
  })

  it('is for owners: an admin is told so and sends no key request; a service without keys says it has none', async () => {
    const admin = await createTestEngagement({ as: 'admin' })
    const view = renderWithEngagement(admin, <ApiKeyManager />)
    expect(await screen.findByText('Owners only')).toBeTruthy()
    expect(admin.requests.filter((request) => request.includes('api-keys'))).toEqual([])
    view.unmount()

    const plain = await createTestEngagement({
      as: 'owner',
      fetch: (request, sandbox) => (new URL(request.url).pathname === '/api/engagekit' ? Promise.resolve(Response.json({ success: false }, { status: 404 })) : sandbox.fetch(request)),
    })
    renderWithEngagement(plain, <ApiKeyManager />)
    expect(await screen.findByText('This service has no API keys.')).toBeTruthy()
    expect(plain.requests.filter((request) => request.includes('api-keys'))).toEqual([])
  })
})
