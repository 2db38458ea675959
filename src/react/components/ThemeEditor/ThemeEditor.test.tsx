import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement, type TestEngagement, type TestViewer } from '../../../../test/react/renderWithEngagement.js'
import { ThemeEditor } from './ThemeEditor.js'

const entity = (t: TestEngagement) => t.sandbox.state.entities[demo.entityId]!
const storedTheme = (t: TestEngagement, title: string) => entity(t).themes.find((theme) => theme.title === title)
const forbidden = () => Response.json({ success: false, error: { code: 'forbidden', message: 'admins and owners only' } }, { status: 403 })
/** Refuses (403) the POSTs whose path matches, as the service does when roles changed meanwhile. */
const refuse = (path: RegExp) => async (request: Request, sandbox: TestEngagement['sandbox']) =>
  request.method === 'POST' && path.test(new URL(request.url).pathname) ? forbidden() : sandbox.fetch(request)

async function openForm(name: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name }))
  const form = screen.getByRole('form')
  const field = (label: string) => within(form).getByLabelText<HTMLInputElement>(label)
  const retype = async (label: string, value: string) => {
    await user.clear(field(label))
    if (value) await user.type(field(label), value)
  }
  return { user, form, field, retype }
}

/** Opens a theme's "⋯" menu and chooses one of its actions. */
async function choose(user: ReturnType<typeof userEvent.setup>, title: string, action: 'Make default' | 'Delete') {
  await user.click(await screen.findByRole('button', { name: `More actions for ${title}` }))
  await user.click(screen.getByRole('menuitem', { name: action }))
}
/** The actions in a theme's "⋯" menu, read by opening it and closing it again. */
async function menuOf(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(await screen.findByRole('button', { name: `More actions for ${title}` }))
  const items = screen.getAllByRole('menuitem').map((item) => item.textContent)
  await user.keyboard('{Escape}')
  return items
}

describe('ThemeEditor', { timeout: 20_000 }, () => {
  it.each<TestViewer>(['owner', 'admin'])('lists the themes by level for an %s, with the default marked', async (as) => {
    const t = await createTestEngagement({ as })
    renderWithEngagement(t, <ThemeEditor />)
    const items = within(await screen.findByRole('list')).getAllByRole('listitem')
    expect(items.map((item) => item.querySelector('.ek-theme-editor__name')!.textContent)).toEqual(['SparkDefault', 'Current', 'Zenith'])
    // The price with its unit, as the reader's language writes money.
    expect(items[1]!.querySelector('.ek-theme-editor__meta')!.textContent).toBe('Level 3 · Price ETH\u00a00.01')
    expect(screen.getByText('3 themes')).toBeTruthy()
  })

  it("writes a price in the app's unit and the reader's language: 0,01 POL in German", async () => {
    const t = await createTestEngagement({ as: 'admin', provider: { locale: 'de' } })
    renderWithEngagement(t, <ThemeEditor priceUnit="POL" />)
    const items = within(await screen.findByRole('list')).getAllByRole('listitem')
    await waitFor(() => expect(items[1]!.querySelector('.ek-theme-editor__meta')!.textContent).toContain('0,01\u00a0POL'))
  })

  it('creates a theme; the live card follows every keystroke; the service has it after Create', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const onSaved = vi.fn()
    renderWithEngagement(t, <ThemeEditor onSaved={onSaved} />)
    const { user, form, field, retype } = await openForm('New theme')
    expect(field('From level').value).toBe('6')
    const card = within(form).getByRole('article')
    await user.type(field('Title'), 'Ember')
    expect(within(card).getByRole('heading').textContent).toBe('Ember')
    await retype('From level', '4')
    expect(within(card).getByText('Level 4')).toBeTruthy()
    await retype('Background colour', '#7c2d12')
    expect(card.style.getPropertyValue('--ek-nft-background')).toBe('#7c2d12')
    await user.type(field('Background image'), 'ipfs://bafybeis555hmtf6bs5e4rynnefjqxirhxo77zbka74ztj2wyuhvauvzhma')
    await user.type(field('Wide logo'), 'https://cdn.example/wide.png')
    await user.type(field('Square logo'), 'ipfs://bafybein7o4v43impflvfupxqmb2y2nyrvd7rxinfrpyz43tbic367aez54')
    await retype('Price', '0.02')
    await user.click(within(form).getByRole('button', { name: 'Create theme' }))

    expect(await screen.findByText('Ember created.')).toBeTruthy()
    expect(storedTheme(t, 'Ember')).toMatchObject({ level: '4', price: '0.02', backgroundColor: '#7c2d12', accentColor1: '#a78bfa', horizontalLogoImageIPFS: 'https://cdn.example/wide.png' })
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ title: 'Ember', id: storedTheme(t, 'Ember')!.id }))
    expect(screen.queryByRole('form')).toBeNull()
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(4)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New theme' })))
  })

  it('edits a theme, warns when an accent is hard to see on the background, and saves', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <ThemeEditor />)
    const { user, form, retype } = await openForm('Edit Current')
    expect(form.getAttribute('aria-label')).toBe('Edit theme Current')
    await retype('Accent colour 1', '#133f40')
    expect(within(form).getByText(/^Accent colour 1 is hard to see on the background \(contrast 1\.0:1/)).toBeTruthy()
    await retype('Accent colour 1', '#2dd4bf')
    expect(within(form).queryByText(/hard to see/)).toBeNull()
    await retype('Title', 'Current, season 2')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Current, season 2 saved.')).toBeTruthy()
    expect(entity(t).themes.find((theme) => theme.id === 'aurora-theme-current')).toMatchObject({ title: 'Current, season 2', accentColor1: '#2dd4bf' })
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Current, season 2' })))
  })

  it('marks what a new theme needs before anything is sent, and flags a colour that is not one as soon as it is left', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <ThemeEditor />)
    const { user, form, field, retype } = await openForm('New theme')
    for (const label of ['Title', 'Background image', 'Wide logo', 'Square logo', 'Background colour']) expect(field(label).getAttribute('aria-required'), label).toBe('true')
    expect(field('Accent colour 1').hasAttribute('aria-required')).toBe(false)
    expect(form.querySelectorAll('label[data-required]').length).toBeGreaterThanOrEqual(5)
    await retype('Accent colour 1', 'not a colour')
    expect(field('Accent colour 1').hasAttribute('aria-invalid')).toBe(false)
    await user.tab()
    expect(field('Accent colour 1').getAttribute('aria-invalid')).toBe('true')
    expect(within(form).getByText('Not valid.')).toBeTruthy()
    await retype('Accent colour 1', '#a78bfa')
    expect(field('Accent colour 1').hasAttribute('aria-invalid')).toBe(false)
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('says what is wrong before sending, per field, and focuses the first', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <ThemeEditor />)
    const { user, form, field, retype } = await openForm('New theme')
    await retype('From level', 'two')
    await retype('Price', '-1')
    await user.type(field('Background image'), 'javascript:alert(1)')
    await retype('Background colour', 'url(x)')
    await user.click(within(form).getByRole('button', { name: 'Create theme' }))
    expect(document.activeElement).toBe(field('Title'))
    expect(field('Title').getAttribute('aria-invalid')).toBe('true')
    expect(within(form).getByText('A whole number, such as 3.')).toBeTruthy()
    expect(within(form).getByText('An amount, such as 0.05.')).toBeTruthy()
    expect(field('Background image').getAttribute('aria-invalid')).toBe('true')
    expect(field('Background colour').getAttribute('aria-invalid')).toBe('true')
    // Nothing that is not a picture or a colour reaches the preview.
    expect(within(form).getByRole('article').querySelector('img')).toBeNull()
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])

    // A field being fixed stops saying it is wrong; the others keep their messages until the next try.
    await user.type(field('Title'), 'Ember')
    expect(field('Title').getAttribute('aria-invalid')).toBeNull()
    await retype('From level', '4')
    expect(within(form).queryByText('A whole number, such as 3.')).toBeNull()
    expect(within(form).getByText('An amount, such as 0.05.')).toBeTruthy()
    expect(field('Background colour').getAttribute('aria-invalid')).toBe('true')
  })

  it('deletes a theme after confirming, and Undo creates it again as it was, default included', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <ThemeEditor />)
    const user = userEvent.setup()
    await choose(user, 'Spark', 'Delete')
    const confirm = screen.getByRole('group', { name: 'Delete Spark' })
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Spark deleted.')).toBeTruthy()
    expect(storedTheme(t, 'Spark')).toBeUndefined()
    expect(entity(t).entity.defaultDyNftThemeId).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo' })))

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('Spark restored.')).toBeTruthy()
    const again = storedTheme(t, 'Spark')!
    expect(again).toMatchObject({ level: '1', price: '0', backgroundColor: '#1e1b4b', accentColor2: '#f472b6' })
    expect(entity(t).entity.defaultDyNftThemeId).toBe(again.id)
    expect(await screen.findByText('Default')).toBeTruthy()
  })

  it('makes a theme the default', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <ThemeEditor />)
    const user = userEvent.setup()
    // The default theme's menu offers no "Make default".
    expect(await menuOf(user, 'Spark')).toEqual(['Delete'])
    await choose(user, 'Zenith', 'Make default')
    expect(await screen.findByText('Zenith is now the default theme.')).toBeTruthy()
    expect(entity(t).entity.defaultDyNftThemeId).toBe('aurora-theme-zenith')
    expect(await menuOf(user, 'Spark')).toEqual(['Make default', 'Delete'])
  })

  it('shows a member "Admins and owners only" and reads no theme list', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <ThemeEditor />)
    expect(await screen.findByText('Admins and owners only')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
    expect(t.requests.filter((request) => request.includes('/themes'))).toEqual([])
  })

  it('asks a visitor to sign in, and sends nothing', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <ThemeEditor />)
    expect(await screen.findByText('Sign in as an admin or owner to manage this community.')).toBeTruthy()
    expect(t.requests).toEqual([])
  })

  it('on a refused edit (403) puts the list back, says so plainly, and keeps every edit', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const t = await createTestEngagement({ as: 'admin', fetch: async (request, sandbox) => (request.method === 'POST' ? (await held, forbidden()) : sandbox.fetch(request)) })
    renderWithEngagement(t, <ThemeEditor />)
    const { user, form, field, retype } = await openForm('Edit Zenith')
    await retype('Title', 'Zenith II')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Saving…' })).toBeTruthy())
    const cached = () => t.queryClient.getQueriesData<{ id: string; title: string }[]>({ queryKey: ['themes'] })[0]![1]!
    expect(cached().find((theme) => theme.id === 'aurora-theme-zenith')?.title).toBe('Zenith II')
    release()
    expect((await screen.findByRole('alert')).textContent).toBe('The service says you may no longer change this. Your edits are kept; ask an owner for access.')
    expect(field('Title').value).toBe('Zenith II')
    expect(cached().find((theme) => theme.id === 'aurora-theme-zenith')?.title).toBe('Zenith')
  })

  it('keeps a new theme’s fields when the service refuses to create it (403)', async () => {
    const t = await createTestEngagement({ as: 'admin', fetch: refuse(/\/themes$/) })
    renderWithEngagement(t, <ThemeEditor />)
    const { user, form, field } = await openForm('New theme')
    await user.type(field('Title'), 'Ember')
    for (const label of ['Background image', 'Wide logo', 'Square logo']) await user.type(field(label), 'https://cdn.example/a.png')
    await user.click(within(form).getByRole('button', { name: 'Create theme' }))
    expect((await within(form).findByRole('alert')).textContent).toContain('may no longer change this')
    expect(field('Title').value).toBe('Ember')
    expect(entity(t).themes).toHaveLength(3)
  })

  it('puts a theme back when its delete is refused (403), and says so', async () => {
    const t = await createTestEngagement({ as: 'admin', fetch: refuse(/\/delete$/) })
    renderWithEngagement(t, <ThemeEditor />)
    const user = userEvent.setup()
    await choose(user, 'Current', 'Delete')
    await user.click(within(screen.getByRole('group', { name: 'Delete Current' })).getByRole('button', { name: 'Delete' }))
    expect((await screen.findByRole('alert')).textContent).toContain('may no longer change this')
    expect(screen.getByRole('button', { name: 'Edit Current' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull()
  })

  it('keeps the default as it was when setting it is refused (403)', async () => {
    const t = await createTestEngagement({ as: 'owner', fetch: refuse(/\/themes\/default$/) })
    renderWithEngagement(t, <ThemeEditor />)
    const user = userEvent.setup()
    await choose(user, 'Current', 'Make default')
    expect((await screen.findByRole('alert')).textContent).toContain('may no longer change this')
    expect(await menuOf(user, 'Current')).toEqual(['Make default', 'Delete'])
    expect(entity(t).entity.defaultDyNftThemeId).toBe('aurora-theme-spark')
  })

  it('says why the themes could not be loaded, and loads them again on Try again', async () => {
    let fail = true
    const t = await createTestEngagement({
      as: 'owner',
      fetch: async (request, sandbox) => (fail && new URL(request.url).pathname.endsWith('/themes') ? Response.json({ success: false }, { status: 503 }) : sandbox.fetch(request)),
    })
    renderWithEngagement(t, <ThemeEditor />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load the themes.')
    fail = false
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list')).toBeTruthy()
  })
})
