import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { ProfileEditor } from './ProfileEditor.js'

const member = demo.accounts.member.address
const owner = demo.accounts.owner.address

afterEach(cleanup)

// Lets the provider's wallet layer finish mounting inside act.
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 10)))
const failing = (status: number) => Response.json({ success: false, error: { code: 'internal-error', message: 'boom' } }, { status })
const isProfileWrite = (request: Request) => request.method === 'POST' && new URL(request.url).pathname.startsWith('/api/users/')

async function ownForm(options: Parameters<typeof createTestEngagement>[0] = {}, props: Parameters<typeof ProfileEditor>[0] = {}) {
  const t = await createTestEngagement({ as: 'member', ...options })
  const user = userEvent.setup()
  const view = renderWithEngagement(t, <ProfileEditor {...props} />)
  await screen.findByRole('form', { name: props.labels?.editTitle ?? 'Your profile' })
  return { t, user, view }
}

describe('ProfileEditor, own profile', () => {
  it('shows a skeleton, then the form filled in with the saved profile', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const view = renderWithEngagement(t, <ProfileEditor />)
    expect(screen.getByRole('status')).toHaveProperty('ariaBusy', 'true')
    expect(screen.getByText('Loading profile…')).toBeTruthy()
    await screen.findByRole('form', { name: 'Your profile' })
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Priya Natarajan')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'priya@example.com')
    expect(screen.getByRole('textbox', { name: 'About' }).tagName).toBe('TEXTAREA')
    expect(view.container.firstElementChild?.className).toBe('ek-root ek-profile-editor')
    expect(view.container.firstElementChild?.getAttribute('data-state')).toBe('editing')
  })

  it('keeps the spec’s field order and marks the fields that may not be blank', async () => {
    await ownForm()
    const inputs = screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))
    expect(inputs).toEqual(['name', 'subtitle', 'imageUrl', 'bannerUrl', 'location', 'about', 'currentWork', 'expertise', 'goals', 'interests', 'helpWith', 'funFacts', 'email', 'website', 'twitter', 'discordId', 'linkedin', 'instagram', 'calendly'])
    const name = screen.getByRole('textbox', { name: /^Name/ })
    expect(name.getAttribute('aria-required')).toBe('true')
    // Marked from the start, for the eye (the mark is CSS, which screen readers skip: they hear aria-required).
    expect(name.closest('.ek-field')?.querySelector('label')?.hasAttribute('data-required')).toBe(true)
    expect(screen.getByRole('textbox', { name: 'Location' }).hasAttribute('aria-required')).toBe(false)
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy()
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual(['Basics', 'Story', 'Links'])
  })

  it('saves: pending state, then a confirmation, onSaved and the new data in the service', async () => {
    const onSaved = vi.fn()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { t, user } = await ownForm({ fetch: async (request, sandbox) => (isProfileWrite(request) && (await held), sandbox.fetch(request)) }, { onSaved })
    const name = screen.getByRole('textbox', { name: /^Name/ })
    await user.clear(name)
    await user.type(name, 'Priya N.')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(screen.getByRole('button', { name: 'Saving…' }).getAttribute('aria-disabled')).toBe('true')
    // A second press while saving sends nothing more.
    await user.click(screen.getByRole('button', { name: 'Saving…' }))
    release()
    expect(await screen.findByText('Profile saved.')).toBeTruthy()
    expect(screen.getByText('Profile saved.').closest('[role]')?.getAttribute('role')).toBe('status')
    expect(onSaved).toHaveBeenCalledTimes(1)
    expect(onSaved.mock.calls[0]![0]).toMatchObject({ address: member, name: 'Priya N.', location: 'Bengaluru, India' })
    expect(t.sandbox.state.users[member]?.profile).toMatchObject({ name: 'Priya N.', email: 'priya@example.com' })
    expect(t.requests.filter((request) => request.startsWith('POST'))).toHaveLength(1)
    // Typing again clears the confirmation.
    await user.type(name, '!')
    expect(screen.queryByText('Profile saved.')).toBeNull()
  })

  it('refuses bad input field by field, focuses the first one and sends nothing', async () => {
    const { t, user } = await ownForm()
    const name = screen.getByRole('textbox', { name: /^Name/ })
    const email = screen.getByRole('textbox', { name: 'Email' })
    const website = screen.getByRole('textbox', { name: 'Website' })
    const picture = screen.getByRole('textbox', { name: 'Profile picture link' })
    await user.clear(name)
    await user.clear(email)
    await user.type(email, 'not-an-email')
    await user.clear(website)
    await user.type(website, 'javascript:alert(1)')
    await user.clear(picture)
    await user.type(picture, 'ftp://example.com/me.png')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))

    expect(document.activeElement).toBe(name)
    for (const [input, message] of [
      [name, 'This field is required.'],
      [email, 'Enter an email address, like name@example.com.'],
      [website, 'Enter a link starting with https://'],
      [picture, 'Enter a link starting with https:// or ipfs://'],
    ] as const) {
      expect(input.getAttribute('aria-invalid')).toBe('true')
      const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent)
      expect(described[0]).toBe(message)
    }
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])

    // Fixing a field clears its error as you type.
    await user.clear(email)
    await user.type(email, 'priya@example.org')
    expect(email.hasAttribute('aria-invalid')).toBe(false)
    expect(screen.queryByText('Enter an email address, like name@example.com.')).toBeNull()
  })

  it('checks a field on blur once it has a value', async () => {
    const { user } = await ownForm()
    const calendly = screen.getByRole('textbox', { name: 'Booking link (Calendly)' })
    await user.type(calendly, 'calendly.com/me')
    await user.tab()
    expect(calendly.getAttribute('aria-invalid')).toBe('true')
  })

  it('a failed save keeps every edit, says why, and Try again saves them', async () => {
    let fail = true
    const { t, user } = await ownForm({ fetch: (request, sandbox) => (fail && isProfileWrite(request) ? Promise.resolve(failing(500)) : sandbox.fetch(request)) })
    const about = screen.getByRole('textbox', { name: 'About' })
    await user.clear(about)
    await user.type(about, 'Now writing Solidity full time.')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your changes were not saved.The server had a problem. Please try again in a moment.')
    // Said in the save bar that stays in view, in place of "Unsaved changes", with the focus on it.
    const bar = alert.closest('.ek-profile-editor__actions')!
    expect(bar).not.toBeNull()
    expect(bar.textContent).not.toContain('Unsaved changes')
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(about).toHaveProperty('value', 'Now writing Solidity full time.')
    expect(screen.getByRole('form', { name: 'Your profile' }).getAttribute('data-state')).toBe('failed')

    fail = false
    await user.click(within(bar as HTMLElement).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Profile saved.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(t.sandbox.state.users[member]?.profile.about).toBe('Now writing Solidity full time.')
  })

  it.each([
    [403, 'You can only edit your own profile.'],
    [401, 'Your sign-in has expired. Sign in again, then save.'],
  ])('explains a %i', async (status, reason) => {
    const { user } = await ownForm({ fetch: (request, sandbox) => (isProfileWrite(request) ? Promise.resolve(failing(status)) : sandbox.fetch(request)) })
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect((await screen.findByRole('alert')).textContent).toContain(reason)
  })

  it('explains a network failure', async () => {
    const { user } = await ownForm({ fetch: (request, sandbox) => (isProfileWrite(request) ? Promise.reject(new TypeError('Failed to fetch')) : sandbox.fetch(request)) })
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect((await screen.findByRole('alert')).textContent).toContain('The server could not be reached.')
  })

  it('without a profile yet: an empty form that says so', async () => {
    const isRead = (request: Request) => request.method === 'GET' && new URL(request.url).pathname === `/api/users/${member}`
    await ownForm({ fetch: (request, sandbox) => (isRead(request) ? Promise.resolve(failing(404)) : sandbox.fetch(request)) })
    expect(screen.getByText(/You have not set up your profile yet/)).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', '')
  })

  it('shows only the chosen fields, requires the extra ones, and still sends the hidden ones', async () => {
    const { t, user } = await ownForm({}, { fields: ['email', 'name'], required: ['email'] })
    expect(screen.getAllByRole('textbox').map((input) => input.getAttribute('name'))).toEqual(['name', 'email'])
    const email = screen.getByRole('textbox', { name: /^Email/ })
    expect(email.getAttribute('aria-required')).toBe('true')
    await user.clear(email)
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(email.getAttribute('aria-invalid')).toBe('true')
    await user.type(email, 'p@example.org')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    await screen.findByText('Profile saved.')
    expect(t.sandbox.state.users[member]?.profile).toMatchObject({ email: 'p@example.org', location: 'Bengaluru, India', about: expect.stringContaining('Builds interfaces') })
  })

  it('shows a hostile saved value as text in the input', async () => {
    const t = await createTestEngagement({ as: 'member' })
    t.sandbox.state.users[member]!.profile.name = '<img src=x onerror="alert(1)">'
    renderWithEngagement(t, <ProfileEditor />)
    const name = await screen.findByRole('textbox', { name: /^Name/ })
    expect(name).toHaveProperty('value', '<img src=x onerror="alert(1)">')
    // The header previews the name as text; the only pictures are the profile's own.
    expect(document.querySelector('img[src="x"], img[onerror]')).toBeNull()
    expect(document.querySelector('.ek-profile-editor__name')?.textContent).toBe('<img src=x onerror="alert(1)">')
  })

  it('folds sections, marks unsaved changes, and opens the section of the first invalid field to focus it', async () => {
    const { user } = await ownForm()
    const links = screen.getByRole('button', { name: 'Links' })
    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(screen.queryByText('Unsaved changes')).toBeNull()
    await user.clear(email)
    await user.type(email, 'not-an-email')
    expect(screen.getByText('Unsaved changes')).toBeTruthy()
    await user.click(links)
    expect(links.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(links.getAttribute('aria-expanded')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }))
  })

  it('previews the picture and name in the header as they are typed, with the face generated from the address when the picture fails', async () => {
    const { user } = await ownForm({}, { gateways: ['https://gw.test/ipfs/'] })
    const name = screen.getByRole('textbox', { name: /^Name/ })
    await user.clear(name)
    await user.type(name, 'Ada')
    expect(document.querySelector('.ek-profile-editor__name')?.textContent).toBe('Ada')
    const picture = screen.getByRole('textbox', { name: 'Profile picture link' })
    await user.clear(picture)
    await user.type(picture, 'https://cdn.test/ada.png')
    const avatar = screen.getByRole('img', { name: 'Profile picture of Ada' })
    expect(avatar.getAttribute('src')).toBe('https://cdn.test/ada.png')
    act(() => void avatar.dispatchEvent(new Event('error')))
    expect(screen.queryByRole('img', { name: 'Profile picture of Ada' })).toBeNull()
    expect(document.querySelector('.ek-profile-editor__avatar[data-fallback] .ek-avatar__art')?.getAttribute('data-address')).toBe(member.toLowerCase())
  })

  it('takes labels', async () => {
    await ownForm({}, { labels: { editTitle: 'Mon profil', name: 'Nom', save: 'Enregistrer' } })
    expect(screen.getByRole('form', { name: 'Mon profil' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeTruthy()
  })
})

describe('ProfileEditor, someone else’s profile', () => {
  it('is read-only: name, headline, a list of details, safe links and pictures with alt text', async () => {
    const t = await createTestEngagement({ as: 'member' })
    t.sandbox.state.users[owner]!.profile.imageUrl = 'ipfs://bafybeiujzdegxdncf32epf3dhodzdocis2jhtlgmxgedn73u55xtplpft7'
    const view = renderWithEngagement(t, <ProfileEditor userAddress={owner.toLowerCase()} />)
    const card = await screen.findByRole('article', { name: 'Maya Lindqvist' })
    expect(view.container.firstElementChild?.getAttribute('data-state')).toBe('viewing')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    expect(within(card).getByText('Founder, Aurora Builders Guild')).toBeTruthy()
    const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent)
    expect(terms.slice(0, 3)).toEqual(['Location', 'About', 'Currently working on'])
    expect(within(card).getByRole('link', { name: 'https://aurora-guild.example/maya' }).getAttribute('href')).toBe('https://aurora-guild.example/maya')
    expect(within(card).getByRole('link', { name: 'mayabuilds' }).getAttribute('href')).toBe('https://x.com/mayabuilds')
    // A fellow member reads no contact fields: the service keeps them for the user and their entities' admins.
    expect(within(card).queryByText('maya@aurora-guild.example')).toBeNull()
    expect(terms).not.toContain('Email')
    const avatar = within(card).getByRole('img', { name: 'Profile picture of Maya Lindqvist' })
    expect(avatar.getAttribute('src')).toMatch(/^https:\/\/ipfs\.io\/ipfs\/bafy/)
    expect(within(card).getByRole('img', { name: 'Banner of Maya Lindqvist' })).toBeTruthy()
  })

  it('shows an admin of the user\'s community their contact fields', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <ProfileEditor userAddress={member} />)
    const card = await screen.findByRole('article', { name: 'Priya Natarajan' })
    expect(within(card).getByText('priya@example.com').tagName).toBe('DD')
  })

  it('shows hostile content as text and never lets a javascript: URL reach href or src', async () => {
    const t = await createTestEngagement({ as: 'member' })
    Object.assign(t.sandbox.state.users[owner]!.profile, {
      name: '<script>alert(1)</script>',
      about: '<img src=x onerror="alert(1)">',
      website: 'javascript:alert(1)',
      calendly: 'data:text/html,<script>alert(1)</script>',
      imageUrl: 'javascript:alert(1)',
      bannerUrl: 'data:image/svg+xml,<svg onload="alert(1)"/>',
    })
    const view = renderWithEngagement(t, <ProfileEditor userAddress={owner} />)
    await screen.findByRole('heading', { name: '<script>alert(1)</script>' })
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy()
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull()
    expect(view.container.querySelector('script')).toBeNull()
    for (const element of view.container.querySelectorAll('[href], [src]')) {
      expect(element.getAttribute('href') ?? element.getAttribute('src')).toMatch(/^https?:\/\//)
    }
    expect(view.container.querySelectorAll('img')).toHaveLength(0)
  })

  it('someone who never set up a profile: "No profile yet"', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <ProfileEditor userAddress="0x3333333333333333333333333333333333333333" />)
    expect(await screen.findByText('No profile yet. This member has not set one up.')).toBeTruthy()
  })

  it('own profile read-only when asked', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <ProfileEditor readOnly />)
    expect(await screen.findByRole('article', { name: 'Priya Natarajan' })).toBeTruthy()
  })
})

describe('ProfileEditor, states', () => {
  it('signed out: your own profile asks you to sign in with a Sign in button, and reads nothing', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const view = renderWithEngagement(t, <ProfileEditor />)
    expect(screen.getByText('Sign in to edit your profile.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(view.container.firstElementChild?.getAttribute('data-state')).toBe('signed-out')
    await settle()
    expect(t.requests).toEqual([])
  })

  it('signed out: someone else’s profile shows its public fields, read without a session', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <ProfileEditor userAddress={owner} />)
    const card = await screen.findByRole('article', { name: 'Maya Lindqvist' })
    expect(t.requests).toEqual([`GET /api/users/${owner}`])
    // The contact fields are the user's and their admins' alone.
    expect(within(card).queryByText('maya@aurora-guild.example')).toBeNull()
    expect(within(card).getByText('Stockholm, Sweden')).toBeTruthy()
  })

  it('a load error offers a retry that works', async () => {
    let fail = true
    const t = await createTestEngagement({ as: 'member', fetch: (request, sandbox) => (fail ? Promise.resolve(failing(500)) : sandbox.fetch(request)) })
    const user = userEvent.setup()
    renderWithEngagement(t, <ProfileEditor />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load the profile.')
    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('form', { name: 'Your profile' })).toBeTruthy()
  })

  it('unstyled drops the scoped class; theme and className reach the root', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const view = renderWithEngagement(t, <ProfileEditor unstyled theme="dark" className="mine" />)
    await screen.findByRole('form', { name: 'Your profile' })
    const root = view.container.firstElementChild!
    expect(root.className).toBe('ek-unstyled ek-profile-editor mine')
    expect(root.getAttribute('data-ek-theme')).toBe('dark')
  })
})
