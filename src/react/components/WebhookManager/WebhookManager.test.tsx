import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { WebhookDelivery } from '../../../core/schemas/webhook.js'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement, type TestEngagement } from '../../../../test/react/renderWithEngagement.js'
import { WebhookManager } from './WebhookManager.js'

const hooksPath = `/api/entities/${demo.entityId}/webhooks`

/** Adds an endpoint as the owner, as another tab of the dashboard would; resolves to its id. */
async function addHook(t: TestEngagement, url: string): Promise<string> {
  const { data } = await t.client.createWebhook({ entityId: demo.entityId, url }, { session: t.session! })
  return data!.id
}

describe('WebhookManager', { timeout: 20_000 }, () => {
  it('adds an endpoint for the events picked and shows its secret once; gone for good after Done', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const onCreated = vi.fn()
    renderWithEngagement(t, <WebhookManager onCreated={onCreated} locale="en-US" />)
    expect(await screen.findByText('No endpoints yet')).toBeTruthy()
    const user = userEvent.setup()

    // A URL that is not one is flagged at the field before anything is sent.
    await user.type(screen.getByLabelText('Endpoint URL'), 'hooks.example.com/engage')
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }))
    expect(screen.getByText('Enter a full http(s) URL, without a user name, a password or a #fragment.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Endpoint URL'))
    expect(t.requests.filter((request) => request === `POST ${hooksPath}`)).toEqual([])

    await user.clear(screen.getByLabelText('Endpoint URL'))
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/engage')
    await user.type(screen.getByLabelText('Description'), 'Discord bot')
    // Only some events: the member group's box ticks all of it.
    await user.click(screen.getByRole('radio', { name: 'Only the events I pick' }))
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }))
    expect(screen.getByText('Pick at least one event, or send all events.')).toBeTruthy()
    await user.click(screen.getByRole('checkbox', { name: 'level.reached' }))
    await user.click(screen.getByRole('checkbox', { name: 'member.joined' }))
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }))

    const shown = await screen.findByRole('region', { name: 'Endpoint added. Copy its signing secret' })
    expect(shown.textContent).toContain('You won’t see it again.')
    const field = within(shown).getByLabelText<HTMLInputElement>('Signing secret')
    const secret = field.value
    expect(secret).toMatch(/^whsec_.{20,}/)
    expect(document.activeElement).toBe(field)
    await user.click(within(shown).getByRole('button', { name: 'Copy' }))
    expect(await navigator.clipboard.readText()).toBe(secret)
    expect(onCreated).toHaveBeenCalledWith({ id: expect.any(String), url: 'https://hooks.example.com/engage' })

    // Listed with its description and events, never its secret.
    const item = (await screen.findByText('https://hooks.example.com/engage', { selector: '.ek-webhook-manager__url' })).closest('li')!
    expect(item.textContent).toContain('Discord bot')
    expect(within(item).getByText('level.reached')).toBeTruthy()
    expect(within(item).getByText('member.joined')).toBeTruthy()
    expect(item.textContent).toContain('Enabled')
    expect(await within(item).findByText('No deliveries yet')).toBeTruthy()
    expect(item.textContent).not.toContain(secret)

    await user.click(within(shown).getByRole('button', { name: 'Done' }))
    expect(screen.queryByLabelText('Signing secret')).toBeNull()
    expect(document.body.innerHTML).not.toContain(secret)
    expect(screen.getByText('1 endpoint')).toBeTruthy()
    // The form is closed behind a button once there is an endpoint.
    expect(screen.queryByLabelText('Endpoint URL')).toBeNull()
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeTruthy()
  })

  it('keeps the typed URL and says why at the field when the service refuses it', async () => {
    const t = await createTestEngagement({
      as: 'owner',
      // The sandbox sends to private addresses (it runs beside the app it serves); engagekit-server refuses them so.
      fetch: (request, sandbox) =>
        request.method === 'POST' && new URL(request.url).pathname === hooksPath
          ? Promise.resolve(
              Response.json(
                { success: false, error: { code: 'invalid-input', message: 'url must not point at a loopback, private, link-local or metadata address (10.1.2.3)', field: 'url' } },
                { status: 400 },
              ),
            )
          : sandbox.fetch(request),
    })
    renderWithEngagement(t, <WebhookManager />)
    const user = userEvent.setup()
    const url = await screen.findByLabelText<HTMLInputElement>('Endpoint URL')
    await user.type(url, 'http://10.1.2.3/hook')
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }))
    const said = 'This URL points at a private network or this machine, which the service won’t send to. Use a public address.'
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'))
    const error = screen.getByText(said)
    // At the field, tied to it, the URL kept and focused; nothing added.
    expect(url.getAttribute('aria-describedby')).toContain(error.id)
    expect(url.value).toBe('http://10.1.2.3/hook')
    expect(document.activeElement).toBe(url)
    expect(screen.queryByRole('region', { name: 'Endpoint added. Copy its signing secret' })).toBeNull()
    expect(screen.getByText('No endpoints yet')).toBeTruthy()
    // A new edit clears it.
    await user.type(url, '0')
    expect(screen.queryByText(said)).toBeNull()
  })

  it('lists each delivery’s outcome; Retry sends a failed one again and its row turns pending', async () => {
    let deliveries: WebhookDelivery[] = []
    const retried: string[] = []
    const t = await createTestEngagement({
      as: 'owner',
      // Deliveries are made by the service's dispatcher, which a test does not run: the list and the retry are answered here.
      fetch: async (request, sandbox) => {
        const path = new URL(request.url).pathname
        const retry = /\/deliveries\/([^/]+)\/retry$/.exec(path)
        if (retry) {
          retried.push(retry[1]!)
          deliveries = deliveries.map((delivery) =>
            delivery.id === retry[1] ? { ...delivery, status: 'pending', nextAttemptAt: '2026-11-18T21:20:00.000Z', attempts: delivery.attempts } : delivery,
          )
          return Response.json({ success: true, data: deliveries.find((delivery) => delivery.id === retry[1]) })
        }
        if (path.endsWith('/deliveries')) return Response.json({ success: true, data: deliveries })
        return sandbox.fetch(request)
      },
    })
    const hookId = await addHook(t, 'https://hooks.example.com/engage')
    const base = { messageId: 'msg_1', eventId: 1, responseCode: null, durationMs: null, error: null, createdAt: '2026-11-18T21:14:00.000Z', lastAttemptAt: '2026-11-18T21:14:00.000Z', nextAttemptAt: null }
    deliveries = [
      { ...base, id: '2', messageId: 'msg_2', event: 'level.reached', status: 'failed', attempts: 8, responseCode: 500, durationMs: 1203 },
      { ...base, id: '1', event: 'member.joined', status: 'delivered', attempts: 1, responseCode: 204, durationMs: 87 },
    ]
    renderWithEngagement(t, <WebhookManager locale="en-US" />)
    const user = userEvent.setup()
    const item = (await screen.findByText('https://hooks.example.com/engage', { selector: '.ek-webhook-manager__url' })).closest('li')!
    // The newest delivery's outcome on the endpoint's row.
    expect(await within(item).findByText(/^Last delivery: Failed · /)).toBeTruthy()

    const toggle = within(item).getByRole('button', { name: 'Deliveries to https://hooks.example.com/engage' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const table = within(item).getByRole('table', { name: 'Deliveries to https://hooks.example.com/engage' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['failed', 'delivered'])
    expect(rows[0]!.textContent).toContain('level.reached')
    expect(rows[0]!.textContent).toContain('500')
    expect(rows[0]!.textContent).toContain('1,203 ms')
    expect(rows[0]!.textContent).toContain('8 attempts')
    expect(rows[1]!.textContent).toContain('204')
    // Only what did not arrive can be sent again.
    expect(within(rows[1]!).queryByRole('button')).toBeNull()

    await user.click(within(rows[0]!).getByRole('button', { name: 'Retry level.reached' }))
    await waitFor(() => expect(within(table).getAllByRole('row')[1]!.getAttribute('data-status')).toBe('pending'))
    expect(retried).toEqual(['2'])
    expect(t.requests).toContain(`POST ${hooksPath}/${hookId}/deliveries/2/retry`)
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getByText('Pending')).toBeTruthy()
    // When it is tried next, in the next-try column.
    expect(row.querySelector('td[data-label="Next try"] time')!.getAttribute('datetime')).toBe('2026-11-18T21:20:00.000Z')
    expect((await screen.findByText('level.reached is being sent again.')).closest('[role="status"]')).not.toBeNull()
  })

  it('rotates the secret after asking, showing the new one once; deletes after asking', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    await addHook(t, 'https://hooks.example.com/engage')
    const onDeleted = vi.fn()
    renderWithEngagement(t, <WebhookManager onDeleted={onDeleted} />)
    const user = userEvent.setup()
    const item = (await screen.findByText('https://hooks.example.com/engage', { selector: '.ek-webhook-manager__url' })).closest('li')!

    // Rotate (in the endpoint's menu) asks first, and Escape puts the focus back.
    const menu = within(item).getByRole('button', { name: 'More actions for https://hooks.example.com/engage' })
    await user.click(menu)
    await user.click(within(item).getByRole('menuitem', { name: 'Rotate secret' }))
    let confirm = within(item).getByRole('group', { name: 'Rotate the secret of https://hooks.example.com/engage' })
    expect(confirm.textContent).toContain('the old one keeps signing for 24 hours')
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Cancel' }))
    await user.keyboard('{Escape}')
    expect(within(item).queryByRole('group')).toBeNull()
    expect(document.activeElement).toBe(within(item).getByRole('button', { name: 'More actions for https://hooks.example.com/engage' }))

    await user.click(within(item).getByRole('button', { name: 'More actions for https://hooks.example.com/engage' }))
    await user.click(within(item).getByRole('menuitem', { name: 'Rotate secret' }))
    await user.click(within(within(item).getByRole('group')).getByRole('button', { name: 'Rotate secret' }))
    const shown = await within(item).findByRole('region', { name: 'New signing secret' })
    expect(shown.textContent).toContain('For 24 hours deliveries are signed with both the old and the new secret')
    const secret = within(shown).getByLabelText<HTMLInputElement>('Signing secret').value
    expect(secret).toMatch(/^whsec_/)
    await user.click(within(shown).getByRole('button', { name: 'Done' }))
    expect(document.body.innerHTML).not.toContain(secret)

    // Delete asks too, then the endpoint leaves and the toast says so.
    await user.click(within(item).getByRole('button', { name: 'More actions for https://hooks.example.com/engage' }))
    await user.click(within(item).getByRole('menuitem', { name: 'Delete' }))
    confirm = within(item).getByRole('group', { name: 'Delete https://hooks.example.com/engage' })
    expect(confirm.textContent).toContain('Nothing more is sent to it')
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('No endpoints yet')).toBeTruthy()
    expect((await screen.findByText('https://hooks.example.com/engage deleted.')).closest('[role="status"]')).not.toBeNull()
    expect(onDeleted).toHaveBeenCalledWith(expect.stringMatching(/^wh_/))
    expect(t.requests.filter((request) => request.endsWith('/delete'))).toHaveLength(1)
  })

  it('is for owners: an admin is told so and nothing about webhooks is asked; a service without them says so', async () => {
    const admin = await createTestEngagement({ as: 'admin' })
    const view = renderWithEngagement(admin, <WebhookManager />)
    expect(await screen.findByText('Owners only')).toBeTruthy()
    expect(admin.requests.filter((request) => request.includes('webhooks'))).toEqual([])
    view.unmount()

    const plain = await createTestEngagement({
      as: 'owner',
      fetch: (request, sandbox) => (new URL(request.url).pathname === '/api/engagekit' ? Promise.resolve(Response.json({ success: false }, { status: 404 })) : sandbox.fetch(request)),
    })
    renderWithEngagement(plain, <WebhookManager />)
    expect(await screen.findByText('This service has no webhooks.')).toBeTruthy()
    expect(plain.requests.filter((request) => request.includes('webhooks'))).toEqual([])
  })
})
