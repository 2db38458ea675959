import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement, type TestViewer } from '../../../../test/react/renderWithEngagement.js'
import { SkillEditor } from './SkillEditor.js'

type Stored = { sandbox: { state: { entities: Record<string, { skills: { name: string; description: string; parentId: string | null }[] } | undefined> } } }
const storedSkill = (t: Stored, name: string) => t.sandbox.state.entities[demo.entityId]!.skills.find((skill) => skill.name === name)
/** A save's confirmation: said in the component's polite status region (its toast). */
const confirmed = async (text: string) => expect((await screen.findByText(text)).closest('[role="status"]')).not.toBeNull()
const forbidden = () => Response.json({ success: false, error: { code: 'forbidden', message: 'admins and owners only' } }, { status: 403 })

describe('SkillEditor', { timeout: 20_000 }, () => {
  it.each<TestViewer>(['owner', 'admin'])('shows the tree to an %s, who adds a skill under another one', async (as) => {
    const t = await createTestEngagement({ as })
    const onAdded = vi.fn()
    renderWithEngagement(t, <SkillEditor onAdded={onAdded} />)
    const react = await screen.findByText('React', { selector: '.ek-skill-editor__name' })
    // Nested: React sits in Frontend's list.
    expect(react.closest('li')!.parentElement!.closest('li')!.querySelector('.ek-skill-editor__name')!.textContent).toBe('Frontend')
    const form = screen.getByRole('form', { name: 'Add a skill' })
    const user = userEvent.setup()
    await user.type(within(form).getByLabelText('Name'), 'Next.js')
    await user.type(within(form).getByLabelText('Description'), 'Server components')
    await user.selectOptions(within(form).getByLabelText('Under'), 'React')
    await user.click(within(form).getByRole('button', { name: 'Add skill' }))

    await waitFor(() => expect(storedSkill(t, 'Next.js')).toMatchObject({ description: 'Server components', parentId: 'aurora-skill-react' }))
    const added = await screen.findByText('Next.js', { selector: '.ek-skill-editor__name' })
    await waitFor(() => expect(added.closest('li')!.getAttribute('data-state')).toBe('saved'))
    expect(added.closest('li')!.parentElement!.closest('li')!.querySelector('.ek-skill-editor__name')!.textContent).toBe('React')
    expect(onAdded).toHaveBeenCalledWith(['Next.js'])
    await confirmed('Skill added.')
    // Emptied, focused and still under React: ready for the next one.
    const name = within(form).getByLabelText<HTMLInputElement>('Name')
    expect(name.value).toBe('')
    expect(document.activeElement).toBe(name)
    expect(within(form).getByLabelText<HTMLSelectElement>('Under').value).toBe('aurora-skill-react')
  })

  it('adds many pasted lines at once; repeats and names that exist are shown and left out before sending', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <SkillEditor />)
    const form = await screen.findByRole('form', { name: 'Add many at once' })
    const user = userEvent.setup()
    const lines = within(form).getByLabelText('Skills, one per line')
    await user.click(lines)
    await user.paste('Rust: Systems programming\nreact\nGo\nrust\n: nameless')
    expect(within(form).getByText('2 new skills to add.')).toBeTruthy()
    expect(within(form).getByText('Left out, the name exists already: react, rust.')).toBeTruthy()
    expect(within(form).getByText('Left out: 1 line without a name or with one that is too long.')).toBeTruthy()
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
    await user.click(within(form).getByRole('button', { name: 'Add 2 skills' }))

    await waitFor(() => expect(storedSkill(t, 'Rust')).toMatchObject({ description: 'Systems programming', parentId: null }))
    expect(storedSkill(t, 'Go')).toBeTruthy()
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual(['POST /api/skills/multiple'])
    await confirmed('2 skills added.')
    expect((lines as HTMLTextAreaElement).value).toBe('')
    expect(document.activeElement).toBe(lines)
  })

  it('says a name exists before sending, focus on the field', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <SkillEditor />)
    const form = await screen.findByRole('form', { name: 'Add a skill' })
    const user = userEvent.setup()
    await user.click(within(form).getByRole('button', { name: 'Add skill' }))
    expect(within(form).getByText('Required.')).toBeTruthy()
    await user.type(within(form).getByLabelText('Name'), 'solidity')
    await user.click(within(form).getByRole('button', { name: 'Add skill' }))
    expect(within(form).getByText('A skill with this name exists already.')).toBeTruthy()
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'))
    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('shows the service’s default skills apart from the community’s own', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <SkillEditor />)
    const heading = await screen.findByRole('heading', { name: 'The service’s default skills' })
    const section = heading.parentElement!
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Communication', 'Collaboration', 'Leadership', 'Problem Solving'])
    expect(screen.getByText('13 skills')).toBeTruthy()
  })

  it('draws a new skill at once; on a 403 removes it again, says so plainly and keeps what was typed', async () => {
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
    renderWithEngagement(t, <SkillEditor />)
    const form = await screen.findByRole('form', { name: 'Add a skill' })
    const user = userEvent.setup()
    await user.type(within(form).getByLabelText('Name'), 'Cairo')
    await user.click(within(form).getByRole('button', { name: 'Add skill' }))
    const drawn = await screen.findByText('Cairo', { selector: '.ek-skill-editor__name' })
    expect(drawn.closest('li')!.getAttribute('data-state')).toBe('pending')
    expect(within(form).getByRole('button', { name: 'Saving…' })).toBeTruthy()

    release()
    // Said in the form's actions bar, beside its button, and focused so it is not missed.
    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toBe('The service says you may no longer change this. Your edits are kept; ask an owner for access.')
    expect(alert.closest('.ek-form-actions')).not.toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(screen.queryByText('Skill added.')).toBeNull()
    expect(screen.queryByText('Cairo', { selector: '.ek-skill-editor__name' })).toBeNull()
    expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('Cairo')
  })

  it('keeps the pasted lines when the service refuses them (403)', async () => {
    const t = await createTestEngagement({ as: 'admin', fetch: async (request, sandbox) => (request.method === 'POST' ? forbidden() : sandbox.fetch(request)) })
    renderWithEngagement(t, <SkillEditor />)
    const form = await screen.findByRole('form', { name: 'Add many at once' })
    const user = userEvent.setup()
    await user.click(within(form).getByLabelText('Skills, one per line'))
    await user.paste('Rust\nGo')
    await user.click(within(form).getByRole('button', { name: 'Add 2 skills' }))
    const alert = await within(form).findByRole('alert')
    expect(alert.textContent).toContain('may no longer change this')
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(screen.queryByText('2 skills added.')).toBeNull()
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Skills, one per line').value).toBe('Rust\nGo')
  })

  it('shows a member "Admins and owners only" and reads no skills', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <SkillEditor />)
    expect(await screen.findByText('Admins and owners only')).toBeTruthy()
    expect(screen.queryByRole('form')).toBeNull()
    expect(t.requests.filter((request) => request.includes('/skills'))).toEqual([])
  })

  it('asks a visitor to sign in, and sends nothing', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <SkillEditor />)
    expect(await screen.findByText('Sign in as an admin or owner to manage this community.')).toBeTruthy()
    expect(t.requests).toEqual([])
  })

  it('says why the skills could not be loaded, and loads them again on Try again', async () => {
    let fail = true
    const t = await createTestEngagement({
      as: 'owner',
      fetch: async (request, sandbox) => (fail && new URL(request.url).search.includes('entityID') ? Response.json({ success: false }, { status: 503 }) : sandbox.fetch(request)),
    })
    renderWithEngagement(t, <SkillEditor />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load the skills.')
    fail = false
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('React', { selector: '.ek-skill-editor__name' })).toBeTruthy()
  })
})
