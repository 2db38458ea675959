import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
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

  it('lists each delivery’s outcome; Retry sends a failed one again and its row turns pending, then delivered', async () => {
    // The receiver: down (503) until it is fixed.
    let answer = 503
    const sent: string[] = []
    const t = await createTestEngagement({
      as: 'owner',
      sandbox: {
        webhookSender: async (request) => {
          sent.push(request.headers['webhook-id']!)
          return { status: answer }
        },
      },
    })
    const hookId = await addHook(t, 'https://hooks.example.com/engage')
    // An event, and the dispatcher's pass: the receiver fails it, so it waits for its next try.
    await t.client.forceAddUsers({ entityId: demo.entityId, addresses: ['0x00000000000000000000000000000000000000a1'], chain: 'ethereum' }, { session: t.session! })
    await t.sandbox.deliverWebhooks()
    expect(sent).toHaveLength(1)

    renderWithEngagement(t, <WebhookManager locale="en-US" />)
    const user = userEvent.setup()
    const item = (await screen.findByText('https://hooks.example.com/engage', { selector: '.ek-webhook-manager__url' })).closest('li')!
    // The newest delivery's outcome on the endpoint's row.
    expect(await within(item).findByText(/^Last delivery: Pending · /)).toBeTruthy()

    const toggle = within(item).getByRole('button', { name: 'Deliveries to https://hooks.example.com/engage' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const table = within(item).getByRole('table', { name: 'Deliveries to https://hooks.example.com/engage' })
    const row = () => within(table).getAllByRole('row')[1]!
    expect(row().getAttribute('data-status')).toBe('pending')
    expect(row().textContent).toContain('member.joined')
    expect(row().querySelector('td[data-label="Response"]')!.textContent).toBe('503')
    const firstTry = row().querySelector('td[data-label="Next try"] time')!.getAttribute('datetime')!
    expect(Date.parse(firstTry)).toBeGreaterThan(Date.now())

    // Fixed: Retry sends it now (the next try moves to now), and the next pass delivers it.
    answer = 204
    await user.click(within(row()).getByRole('button', { name: 'Retry member.joined' }))
    expect(t.requests).toContain(`POST ${hooksPath}/${hookId}/deliveries/1/retry`)
    await waitFor(() => expect(Date.parse(row().querySelector('td[data-label="Next try"] time')!.getAttribute('datetime')!)).toBeLessThan(Date.parse(firstTry)))
    expect((await screen.findByText('member.joined is being sent again.')).closest('[role="status"]')).not.toBeNull()
    await t.sandbox.deliverWebhooks()
    // The same message (its webhook-id), sent again.
    expect(sent).toEqual([sent[0], sent[0]])
    // What the component's own reading when the next try is due does, at once.
    await t.queryClient.invalidateQueries()
    await waitFor(() => expect(row().getAttribute('data-status')).toBe('delivered'))
    expect(within(row()).getByText('Delivered')).toBeTruthy()
    expect(row().querySelector('td[data-label="Response"]')!.textContent).toBe('204')
    // Only what did not arrive can be sent again.
    expect(within(row()).queryByRole('button')).toBeNull()
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

  it('draws an endpoint and a delivery’s event as the app says, unstyled, in the labels it is given', async () => {
    const t = await createTestEngagement({ as: 'owner', sandbox: { webhookSender: async () => ({ status: 204 }) } })
    await addHook(t, 'https://hooks.example.com/engage')
    await t.client.forceAddUsers({ entityId: demo.entityId, addresses: ['0x00000000000000000000000000000000000000a2'], chain: 'ethereum' }, { session: t.session! })
    await t.sandbox.deliverWebhooks()
    const view = renderWithEngagement(
      t,
      <WebhookManager
        unstyled
        className="mine"
        labels={{ deliveries: 'Log', deliveriesOf: (url) => `Log of ${url}` }}
        renderEndpoint={(hook) => <a href={`/hooks/${hook.id}`}>Our Discord bot</a>}
        renderDeliveryEvent={(delivery) => <a href={`/events/${delivery.eventId}`}>{delivery.event}</a>}
      />,
    )
    expect(view.container.firstElementChild!.className).toBe('ek-unstyled ek-webhook-manager mine')
    const item = (await screen.findByRole('link', { name: 'Our Discord bot' })).closest('li')!
    expect(within(item).queryByText('https://hooks.example.com/engage')).toBeNull()
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Log of https://hooks.example.com/engage' }))
    const link = await within(item).findByRole('link', { name: 'member.joined' })
    expect(link.getAttribute('href')).toMatch(/^\/events\/\d+$/)
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
