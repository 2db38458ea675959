import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import type { Sandbox } from '../../../sandbox/createSandbox.js'
import { createTestEngagement, renderWithEngagement, type TestEngagement, type TestViewer } from '../../../../test/react/renderWithEngagement.js'
import { LevelEditor } from './LevelEditor.js'

const storedLevels = (t: TestEngagement) => t.sandbox.state.entities[demo.entityId]!.levels
const stored = (t: TestEngagement, level: number) => storedLevels(t).find((candidate) => candidate.level === level)
const posts = (t: TestEngagement) => t.requests.filter((request) => request.startsWith('POST'))
const cachedLevels = (t: TestEngagement) => t.queryClient.getQueriesData<{ level: number; xpThreshold: number }[]>({ queryKey: ['levels'] })[0]![1]!

/** Answers every POST with 403 once `release` is called: the roles changed while the form was open. */
function refuseWrites() {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const fetch = async (request: Request, sandbox: Sandbox) => {
    if (request.method !== 'POST') return sandbox.fetch(request)
    await held
    return Response.json({ success: false, error: { code: 'forbidden', message: 'admins and owners only' } }, { status: 403 })
  }
  return { fetch, release }
}

async function setup(as: TestViewer, fetch?: (request: Request, sandbox: Sandbox) => Promise<Response>) {
  const t = await createTestEngagement({ as, fetch })
  const onChanged = vi.fn()
  renderWithEngagement(t, <LevelEditor onChanged={onChanged} />)
  const list = await screen.findByRole('list', { name: 'Levels and the XP each needs' })
  return { t, onChanged, list, user: userEvent.setup() }
}

const refusal = 'The service says you may no longer change this. Your edits are kept; ask an owner for access.'

describe('LevelEditor', { timeout: 20_000 }, () => {
  it.each<TestViewer>(['owner', 'admin'])('lists the levels for an %s, who changes one level’s XP (row 24)', async (as) => {
    const { t, onChanged, list, user } = await setup(as)
    expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    expect(within(list).getByText('Core Builder')).toBeTruthy()
    expect(within(list).getByText('500 XP')).toBeTruthy()
    expect(screen.getByText('6 levels')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Edit XP of level 3' }))
    const form = screen.getByRole('form', { name: 'XP of level 3' })
    const xp = within(form).getByLabelText('XP needed')
    expect(document.activeElement).toBe(xp)
    await user.clear(xp)
    await user.type(xp, '300')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(stored(t, 3)?.xpThreshold).toBe(300))
    expect(await within(list).findByText('300 XP')).toBeTruthy()
    expect(onChanged).toHaveBeenCalledWith({ level: 3, change: 'xp' })
    // Back to the list, focus on the button that opened the form.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit XP of level 3' })))
  })

  it('says before sending that thresholds must rise with the level', async () => {
    const { t, user } = await setup('admin')
    await user.click(screen.getByRole('button', { name: 'Edit XP of level 3' }))
    const form = screen.getByRole('form', { name: 'XP of level 3' })
    const xp = within(form).getByLabelText('XP needed')
    await user.clear(xp)
    await user.type(xp, '100')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByText('Must be more than level 2 (100 XP).')).toBeTruthy()
    expect(xp.getAttribute('aria-invalid')).toBe('true')
    await user.clear(xp)
    await user.type(xp, '750')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByText('Must be less than level 4 (500 XP).')).toBeTruthy()
    await user.clear(xp)
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByText('Required.')).toBeTruthy()
    expect(document.activeElement).toBe(xp)
    expect(posts(t)).toEqual([])
    expect(stored(t, 3)?.xpThreshold).toBe(250)
  })

  it('adds the suggested next level (row 22), refusing a taken number or a threshold that does not rise', async () => {
    const { t, onChanged, list, user } = await setup('owner')
    const form = screen.getByRole('form', { name: 'Add a level' })
    const level = within(form).getByLabelText<HTMLInputElement>('Level')
    const xp = within(form).getByLabelText<HTMLInputElement>('XP needed')
    expect([level.value, xp.value]).toEqual(['7', '3000'])
    expect(within(form).getByText('Suggested: level 7 at 3,000 XP, one step past the last.')).toBeTruthy()

    await user.clear(level)
    await user.type(level, '2')
    await user.click(within(form).getByRole('button', { name: 'Add level' }))
    expect(within(form).getByText('This level already exists.')).toBeTruthy()
    await user.clear(level)
    await user.type(level, '7')
    await user.clear(xp)
    await user.type(xp, '1500')
    await user.click(within(form).getByRole('button', { name: 'Add level' }))
    expect(within(form).getByText('Must be more than level 6 (2,000 XP).')).toBeTruthy()
    expect(posts(t)).toEqual([])

    await user.clear(xp)
    await user.type(xp, '3000')
    await user.click(within(form).getByRole('button', { name: 'Add level' }))
    await waitFor(() => expect(stored(t, 7)).toMatchObject({ xpThreshold: 3000 }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7))
    expect(onChanged).toHaveBeenCalledWith({ level: 7, change: 'added' })
    // The next suggestion follows the new list.
    await waitFor(() => expect(level.value).toBe('8'))
  })

  it('names a new level as it is added (row 22, then row 20), and says so when only the name is refused', async () => {
    let refuseNames = false
    const { t, list, user } = await setup('owner', async (request, sandbox) =>
      refuseNames && request.method === 'POST' && /\/levels\/\d+\/update$/.test(new URL(request.url).pathname)
        ? Response.json({ success: false, error: { code: 'internal', message: 'down for a moment' } }, { status: 503 })
        : sandbox.fetch(request),
    )
    const form = screen.getByRole('form', { name: 'Add a level' })
    await user.type(within(form).getByLabelText('Name'), 'Luminary')
    await user.click(within(form).getByRole('button', { name: 'Add level' }))
    await waitFor(() => expect(stored(t, 7)).toMatchObject({ xpThreshold: 3000, name: 'Luminary' }))
    expect((await within(list).findAllByText('Luminary')).length).toBeGreaterThan(0)
    expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('')

    refuseNames = true
    await user.type(within(form).getByLabelText('Name'), 'Beacon')
    await user.click(within(form).getByRole('button', { name: 'Add level' }))
    expect(await within(form).findByText('Level 8 added, without its name: give it one under Requirements.')).toBeTruthy()
    // The level is there, without a name.
    expect(stored(t, 8)).toBeDefined()
    expect(stored(t, 8)?.name).toBeUndefined()
  })

  it('marks what each form needs as required from the start, before anything is sent', async () => {
    const { user } = await setup('owner')
    /** The field's label carries the mark (drawn by CSS); its input tells assistive technology. */
    const marked = (form: HTMLElement, label: string) => {
      const input = within(form).getByLabelText(label)
      const fieldLabel = input.closest('.ek-field')?.querySelector('label')
      return { mark: fieldLabel?.hasAttribute('data-required') ?? false, ariaRequired: input.getAttribute('aria-required') === 'true' }
    }
    const required = { mark: true, ariaRequired: true }
    const optional = { mark: false, ariaRequired: false }

    const add = screen.getByRole('form', { name: 'Add a level' })
    expect(marked(add, 'Level')).toEqual(required)
    expect(marked(add, 'XP needed')).toEqual(required)

    await user.click(screen.getByRole('button', { name: 'Edit XP of level 3' }))
    expect(marked(screen.getByRole('form', { name: 'XP of level 3' }), 'XP needed')).toEqual(required)
    await user.click(within(screen.getByRole('form', { name: 'XP of level 3' })).getByRole('button', { name: 'Cancel' }))

    await user.click(screen.getByRole('button', { name: 'More actions for level 5' }))
    await user.click(screen.getByRole('menuitem', { name: 'Requirements' }))
    const requirements = screen.getByRole('form', { name: 'Requirements of level 5' })
    expect(marked(requirements, 'Name')).toEqual(required)
    expect(marked(requirements, 'XP needed')).toEqual(required)
    expect(marked(requirements, 'Description')).toEqual(optional)
    expect(marked(requirements, 'Ends on')).toEqual(optional)
    // A skill the level needs needs its score.
    await user.click(await within(requirements).findByRole('checkbox', { name: 'Moderation' }))
    expect(within(requirements).getByLabelText('Score needed in Moderation').getAttribute('aria-required')).toBe('true')
    // Nothing was sent, and no error is shown: the marks are there before any check.
    expect(within(requirements).queryByText('Required.')).toBeNull()
  })

  it('deletes a level after confirmation (row 23); Undo creates it again with its requirements', async () => {
    const { t, onChanged, list, user } = await setup('admin')
    await user.click(screen.getByRole('button', { name: 'More actions for level 4' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const confirm = screen.getByRole('group', { name: 'Delete level 4?' })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(stored(t, 4)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'More actions for level 4' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.click(within(screen.getByRole('group', { name: 'Delete level 4?' })).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Level 4 deleted.')).toBeTruthy()
    expect(stored(t, 4)).toBeUndefined()
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    expect(onChanged).toHaveBeenCalledWith({ level: 4, change: 'deleted' })

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await waitFor(() => expect(screen.queryByText('Level 4 deleted.')).toBeNull())
    expect(stored(t, 4)).toMatchObject({ xpThreshold: 500, name: 'Core Builder', skillIds: ['aurora-skill-solidity', 'aurora-skill-react'], scores: [60, 40] })
    expect(await within(list).findByText('Core Builder')).toBeTruthy()
    expect(onChanged).toHaveBeenCalledWith({ level: 4, change: 'restored' })
  })

  it('says why Undo could not create the level again, and keeps Undo', async () => {
    let refuseCreate = false
    const { t, user } = await setup('admin', async (request, sandbox) =>
      refuseCreate && request.method === 'POST' && new URL(request.url).pathname.endsWith('/levels')
        ? Response.json({ success: false, error: { code: 'forbidden', message: 'admins and owners only' } }, { status: 403 })
        : sandbox.fetch(request),
    )
    await user.click(screen.getByRole('button', { name: 'More actions for level 6' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.click(within(screen.getByRole('group', { name: 'Delete level 6?' })).getByRole('button', { name: 'Delete' }))
    await screen.findByText('Level 6 deleted.')
    refuseCreate = true
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect((await screen.findByRole('alert')).textContent).toBe(`Couldn’t restore the level. ${refusal}`)
    expect(screen.getByRole('button', { name: 'Undo' })).toBeTruthy()
    expect(stored(t, 6)).toBeUndefined()
  })

  it('sets a level’s requirements: skills with scores, an end date and XP (row 20)', async () => {
    const { t, onChanged, user } = await setup('owner')
    await user.click(screen.getByRole('button', { name: 'More actions for level 5' }))
    await user.click(screen.getByRole('menuitem', { name: 'Requirements' }))
    const form = screen.getByRole('form', { name: 'Requirements of level 5' })
    expect(within(form).getByLabelText<HTMLInputElement>('Name').value).toBe('Steward')
    await user.click(await within(form).findByRole('checkbox', { name: 'Moderation' }))
    const score = within(form).getByLabelText('Score needed in Moderation')
    await user.clear(score)
    await user.type(score, 'lots')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    expect(within(form).getByText('Not valid.')).toBeTruthy()
    expect(document.activeElement).toBe(score)
    expect(posts(t)).toEqual([])

    await user.clear(score)
    await user.type(score, '50')
    await user.type(within(form).getByLabelText('Ends on'), '2027-03-31')
    const xp = within(form).getByLabelText('XP needed')
    await user.clear(xp)
    await user.type(xp, '1200')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(stored(t, 5)).toMatchObject({ name: 'Steward', skillIds: ['aurora-skill-moderation'], scores: [50], endsAt: '2027-03-31T00:00:00.000Z', xpThreshold: 1200 }),
    )
    expect(onChanged).toHaveBeenCalledWith({ level: 5, change: 'requirements' })
    // The day as the reader's language writes it, not the ISO text.
    expect(await screen.findByText('1 skill needed · Ends Mar 31, 2027')).toBeTruthy()
  })

  it("writes a level's end in the reader's language, its month by name, never the ISO text", async () => {
    const t = await createTestEngagement({ as: 'admin', provider: { locale: 'ar' } })
    storedLevels(t).find((level) => level.level === 6)!.endsAt = '2026-12-31T00:00:00.000Z'
    renderWithEngagement(t, <LevelEditor />)
    const list = await screen.findByRole('list')
    await waitFor(() => expect(list.textContent).toContain('ديسمبر'))
    expect(list.textContent).not.toContain('2026-12-31')
  })

  it('shows a member "Admins and owners only" and reads no levels', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <LevelEditor />)
    expect(await screen.findByText('Admins and owners only')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
    expect(t.requests.filter((request) => request.includes('/levels'))).toEqual([])
  })

  it('asks a visitor to sign in, and sends nothing', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <LevelEditor />)
    expect(await screen.findByText('Sign in as an admin or owner to manage this community.')).toBeTruthy()
    expect(t.requests).toEqual([])
  })

  it('shows a new XP at once; on a 403 puts the list back, says so plainly and keeps the value', async () => {
    const { fetch, release } = refuseWrites()
    const { t, list, user } = await setup('admin', fetch)
    await user.click(screen.getByRole('button', { name: 'Edit XP of level 2' }))
    const form = screen.getByRole('form', { name: 'XP of level 2' })
    const xp = within(form).getByLabelText<HTMLInputElement>('XP needed')
    await user.clear(xp)
    await user.type(xp, '150')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Saving…' })).toBeTruthy())
    expect(cachedLevels(t).find((level) => level.level === 2)?.xpThreshold).toBe(150)
    expect(within(list).getByText('150 XP')).toBeTruthy()

    release()
    expect((await within(form).findByRole('alert')).textContent).toBe(refusal)
    expect(xp.value).toBe('150')
    expect(cachedLevels(t).find((level) => level.level === 2)?.xpThreshold).toBe(100)
  })

  it('on a refused deletion brings the level back and says why', async () => {
    const { fetch, release } = refuseWrites()
    const { list, user } = await setup('admin', fetch)
    await user.click(screen.getByRole('button', { name: 'More actions for level 6' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    await user.click(within(screen.getByRole('group', { name: 'Delete level 6?' })).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(5))
    release()
    expect((await screen.findByRole('alert')).textContent).toBe(refusal)
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6))
    expect(screen.queryByText('Level 6 deleted.')).toBeNull()
  })

  it('on a refused addition takes the level out again and keeps the values', async () => {
    const { fetch, release } = refuseWrites()
    const { list, user } = await setup('owner', fetch)
    const form = screen.getByRole('form', { name: 'Add a level' })
    const xp = within(form).getByLabelText<HTMLInputElement>('XP needed')
    await user.clear(xp)
    await user.type(xp, '4000')
    await user.click(within(form).getByRole('button', { name: 'Add level' }))
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7))
    release()
    expect((await within(form).findByRole('alert')).textContent).toBe(refusal)
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(6))
    expect(xp.value).toBe('4000')
  })

  it('on a refused requirements save keeps every edit', async () => {
    const { fetch, release } = refuseWrites()
    const { user } = await setup('admin', fetch)
    await user.click(screen.getByRole('button', { name: 'More actions for level 1' }))
    await user.click(screen.getByRole('menuitem', { name: 'Requirements' }))
    const form = screen.getByRole('form', { name: 'Requirements of level 1' })
    const name = within(form).getByLabelText<HTMLInputElement>('Name')
    await user.clear(name)
    await user.type(name, 'First steps')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    release()
    expect((await within(form).findByRole('alert')).textContent).toBe(refusal)
    expect(name.value).toBe('First steps')
    expect(await screen.findByText('Newcomer')).toBeTruthy()
  })

  it('says why the levels could not be loaded, and loads them again on Try again', async () => {
    let fail = true
    const t = await createTestEngagement({
      as: 'owner',
      fetch: async (request, sandbox) => (fail && new URL(request.url).pathname.endsWith('/levels') ? Response.json({ success: false }, { status: 503 }) : sandbox.fetch(request)),
    })
    renderWithEngagement(t, <LevelEditor />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load the levels.')
    fail = false
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Levels and the XP each needs' })).toBeTruthy()
  })
})
