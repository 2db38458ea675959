import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement, type TestViewer } from '../../../../test/react/renderWithEngagement.js'
import { MetricDefinitions } from './MetricDefinitions.js'

const member = demo.accounts.member.address
const storedMetric = (t: { sandbox: { state: { entities: Record<string, { metrics: { id: string; name: string; description: string; type: string }[] } | undefined> } } }, id: string) =>
  t.sandbox.state.entities[demo.entityId]!.metrics.find((metric) => metric.id === id)

async function openEditor(name: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: `Edit ${name}` }))
  const form = screen.getByRole('form', { name: `Edit metric ${name}` })
  return { user, form, field: (label: string) => within(form).getByLabelText<HTMLInputElement>(label) }
}

describe('MetricDefinitions', { timeout: 20_000 }, () => {
  it.each<TestViewer>(['owner', 'admin'])('lists the metrics for an %s, who renames one inline: the counters stay', async (as) => {
    const t = await createTestEngagement({ as })
    const onSaved = vi.fn()
    renderWithEngagement(t, <MetricDefinitions onSaved={onSaved} />)
    const list = await screen.findByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    expect(screen.getByText('6 metrics')).toBeTruthy()
    // Each metric by the name members read, then the name the service counts it by.
    const events = within(list).getAllByRole('listitem')[3]!
    expect(events.querySelector('.ek-metric-definitions__name')?.textContent).toBe('Events attended count')
    expect(events.querySelector('code')?.textContent).toBe('events_attended')

    const { user, field } = await openEditor('XP')
    expect(field('Name').value).toBe('xp')
    expect(screen.getByText('Shown as “XP”.')).toBeTruthy()
    await user.clear(field('Name'))
    await user.type(field('Name'), 'experience')
    expect(screen.getByText('Shown as “Experience”.')).toBeTruthy()
    expect(screen.getByText('Renaming keeps every member’s counter.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Save' }))

    await waitFor(() => expect(storedMetric(t, 'aurora-xp')).toMatchObject({ name: 'experience' }))
    expect(onSaved).toHaveBeenCalledWith({ id: 'aurora-xp', name: 'experience', description: 'Experience points earned across the guild', type: 'points' })
    // Back to the list, focus on the metric's own Edit button.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Experience' })))
    const counters = await t.client.getUserMetrics({ entityId: demo.entityId, userAddress: member }, { session: t.session })
    expect(counters.find((counter) => counter.metric === 'experience')?.counter).toBe(340)
  })

  it('sets, shows and removes a metric’s cap per member and day; refuses a cap that is no whole number of at least 1 before sending', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <MetricDefinitions />)
    const first = await openEditor('XP')
    expect(first.field('Max per member per day').value).toBe('')
    await first.user.type(first.field('Max per member per day'), '0')
    const sent = t.requests.length
    await first.user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(first.form).findByText('Enter a whole number of at least 1, or leave it empty.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(first.field('Max per member per day')))
    expect(t.requests.length).toBe(sent)
    await first.user.clear(first.field('Max per member per day'))
    await first.user.type(first.field('Max per member per day'), '1500')
    await first.user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(storedMetric(t, 'aurora-xp')).toMatchObject({ maxPerMemberPerDay: 1500 }))
    expect(await screen.findByText('At most 1,500 per member per day')).toBeTruthy()

    const again = await openEditor('XP')
    expect(again.field('Max per member per day').value).toBe('1500')
    await again.user.clear(again.field('Max per member per day'))
    await again.user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(storedMetric(t, 'aurora-xp')).not.toHaveProperty('maxPerMemberPerDay'))
    await waitFor(() => expect(screen.queryByText('At most 1,500 per member per day')).toBeNull())
  })

  it('offers no cap field against a service without board rules (a service of the spec alone)', async () => {
    const t = await createTestEngagement({
      as: 'admin',
      fetch: async (request, sandbox) => (new URL(request.url).pathname === '/api/engagekit' ? Response.json({ success: false, error: 'Not found' }, { status: 404 }) : sandbox.fetch(request)),
    })
    renderWithEngagement(t, <MetricDefinitions />)
    const { form } = await openEditor('XP')
    expect(within(form).getByLabelText('Name')).toBeTruthy()
    expect(within(form).queryByLabelText('Max per member per day')).toBeNull()
  })

  it('shows a member "Admins and owners only" and reads no metric list', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <MetricDefinitions />)
    expect(await screen.findByText('Admins and owners only')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
    expect(t.requests.filter((request) => request.endsWith('/metrics'))).toEqual([])
  })

  it('asks a visitor to sign in, and sends nothing', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <MetricDefinitions />)
    expect(await screen.findByText('Sign in as an admin or owner to manage this community.')).toBeTruthy()
    expect(t.requests).toEqual([])
  })

  it('says what is wrong before sending: a blank name, a name another metric has; focus on the field', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <MetricDefinitions />)
    const { user, field } = await openEditor('XP')
    // Name and type are required, marked before anything is sent (aria-required for assistive technology).
    const required = (label: string) => [field(label).getAttribute('aria-required'), field(label).closest('.ek-field')?.querySelector('label')?.hasAttribute('data-required')]
    expect(required('Name')).toEqual(['true', true])
    expect(required('Type')).toEqual(['true', true])
    expect(required('Description')).toEqual([null, false])
    await user.clear(field('Name'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(field('Name').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Name'))
    expect(screen.getByText('Required.')).toBeTruthy()
    await user.type(field('Name'), 'Reviews')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByText('Another metric already has this name.')).toBeTruthy()
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('shows the change at once; on a 403 (roles changed meanwhile) puts the list back, says so plainly, and keeps the edits', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const t = await createTestEngagement({
      as: 'admin',
      fetch: async (request, sandbox) => {
        if (request.method !== 'POST') return sandbox.fetch(request)
        await held
        return Response.json({ success: false, error: { code: 'forbidden', message: 'admins and owners only' } }, { status: 403 })
      },
    })
    renderWithEngagement(t, <MetricDefinitions />)
    const { user, field, form } = await openEditor('Reviews')
    await user.clear(field('Description'))
    await user.type(field('Description'), 'Peer reviews, counted once each')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    // In flight: the cached list already has the new text; the form says it is saving.
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Saving…' })).toBeTruthy())
    const cached = () => t.queryClient.getQueriesData<{ id: string; description: string }[]>({ queryKey: ['entityMetrics'] })[0]![1]!
    expect(cached().find((metric) => metric.id === 'aurora-reviews')?.description).toBe('Peer reviews, counted once each')

    release()
    expect((await screen.findByRole('alert')).textContent).toBe('The service says you may no longer change this. Your edits are kept; ask an owner for access.')
    expect(field('Description').value).toBe('Peer reviews, counted once each')
    expect(cached().find((metric) => metric.id === 'aurora-reviews')?.description).toBe('Reviews given to other members')
  })

  it('says why the list could not be loaded, and loads it again on Try again', async () => {
    let fail = true
    const t = await createTestEngagement({
      as: 'owner',
      fetch: async (request, sandbox) => (fail && new URL(request.url).pathname.endsWith('/metrics') ? Response.json({ success: false }, { status: 503 }) : sandbox.fetch(request)),
    })
    renderWithEngagement(t, <MetricDefinitions />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load the metrics.')
    expect(alert.textContent).toContain('The server had a problem.')
    fail = false
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list')).toBeTruthy()
  })
})
