import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { AchievementEditor } from './AchievementEditor.js'

const member = demo.accounts.member.address
const stored = (t: Awaited<ReturnType<typeof createTestEngagement>>) => t.sandbox.state.entities[demo.entityId]!

describe('AchievementEditor', { timeout: 20_000 }, () => {
  it('lists the achievements with what earns each and who has it', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <AchievementEditor locale="en-US" />)
    const list = await screen.findByRole('list', { name: 'Achievements' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(7)
    const quests = list.querySelector<HTMLElement>('[data-key="quest-runner"]')!
    expect(within(quests).getByText('When Quests completed reaches 10')).toBeTruthy()
    expect(within(list.querySelector<HTMLElement>('[data-key="week-streak"]')!).getByText('A 7-day streak')).toBeTruthy()
    expect(within(list.querySelector<HTMLElement>('[data-key="founding-member"]')!).getByText('Awarded by hand')).toBeTruthy()
    expect(screen.getByText('7 achievements')).toBeTruthy()
  })

  it('creates an achievement on a metric, picked from the community’s metrics, and shows it in the list', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const onChanged = vi.fn()
    renderWithEngagement(t, <AchievementEditor onChanged={onChanged} />)
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'New achievement' })
    await user.type(within(form).getByLabelText(/^Name/), 'Review marathon')
    // The key follows the name until it is typed in.
    expect(within(form).getByLabelText<HTMLInputElement>(/^Key/).value).toBe('review-marathon')
    await user.selectOptions(within(form).getByLabelText(/^Metric/), 'reviews')
    const threshold = within(form).getByLabelText(/^Number to reach/)
    await user.clear(threshold)
    await user.type(threshold, '25')
    await user.click(within(form).getByRole('button', { name: 'Add achievement' }))

    const list = await screen.findByRole('list', { name: 'Achievements' })
    await waitFor(() => expect(list.querySelector('[data-key="review-marathon"]')).toBeTruthy())
    expect(within(list.querySelector<HTMLElement>('[data-key="review-marathon"]')!).getByText('When Reviews reaches 25')).toBeTruthy()
    expect(stored(t).achievements!.find((achievement) => achievement.key === 'review-marathon')).toMatchObject({ name: 'Review marathon', trigger: { type: 'metric', threshold: 25 } })
    expect(onChanged).toHaveBeenCalledWith({ key: 'review-marathon', change: 'created' })
    // The form is ready for the next one.
    expect(within(form).getByLabelText<HTMLInputElement>(/^Name/).value).toBe('')
  })

  it('keeps the form when the key is taken (409) and says why at the key field', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <AchievementEditor />)
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'New achievement' })
    await user.type(within(form).getByLabelText(/^Name/), 'Another regular')
    const key = within(form).getByLabelText<HTMLInputElement>(/^Key/)
    await user.clear(key)
    await user.type(key, 'regular')
    await user.click(within(form).getByLabelText('A streak of active days'))
    await user.click(within(form).getByRole('button', { name: 'Add achievement' }))

    await waitFor(() => expect(key.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(key.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe('Another achievement already has this key.')
    expect(document.activeElement).toBe(key)
    // Nothing lost: every edit is still there.
    expect(key.value).toBe('regular')
    expect(within(form).getByLabelText<HTMLInputElement>(/^Name/).value).toBe('Another regular')
    expect(within(form).getByLabelText<HTMLInputElement>('A streak of active days').checked).toBe(true)
    expect(stored(t).achievements!.filter((achievement) => achievement.key === 'regular')).toHaveLength(1)
    // A corrected key goes through.
    await user.clear(key)
    await user.type(key, 'regular-streak')
    expect(key.getAttribute('aria-invalid')).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Add achievement' }))
    await waitFor(() => expect(stored(t).achievements!.some((achievement) => achievement.key === 'regular-streak')).toBe(true))
  })

  it('refuses a key the service would refuse before sending it, at the field', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <AchievementEditor />)
    const user = userEvent.setup()
    const form = await screen.findByRole('form', { name: 'New achievement' })
    await user.type(within(form).getByLabelText(/^Name/), 'Odd')
    const key = within(form).getByLabelText<HTMLInputElement>(/^Key/)
    await user.clear(key)
    await user.type(key, 'Not A Key!')
    const before = t.requests.length
    await user.click(within(form).getByRole('button', { name: 'Add achievement' }))
    expect(key.getAttribute('aria-invalid')).toBe('true')
    expect(t.requests.slice(before).filter((request) => request.startsWith('POST'))).toEqual([])
  })

  it('edits an achievement’s threshold in place, focus back on its Edit button', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <AchievementEditor />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Edit Quest runner' }))
    const form = screen.getByRole('form', { name: 'Edit achievement Quest runner' })
    const threshold = within(form).getByLabelText(/^Number to reach/)
    await user.clear(threshold)
    await user.type(threshold, '12')
    await user.click(within(form).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit achievement Quest runner' })).toBeNull())
    expect(stored(t).achievements!.find((achievement) => achievement.key === 'quest-runner')?.trigger).toMatchObject({ type: 'metric', threshold: 12 })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Quest runner' }))
  })

  it('awards a manual achievement by hand, and says when the member had it already', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    delete stored(t).achievementsEarned!['founding-member']?.[member]
    const onChanged = vi.fn()
    renderWithEngagement(t, <AchievementEditor onChanged={onChanged} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'More actions for Founding member' }))
    await user.click(screen.getByRole('menuitem', { name: 'Award…' }))
    const form = screen.getByRole('form', { name: 'Award Founding member' })
    const address = within(form).getByLabelText(/^Member’s wallet address/)
    expect(document.activeElement).toBe(address)
    await user.type(address, member)
    await user.click(within(form).getByRole('button', { name: 'Award' }))
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith({ key: 'founding-member', change: 'awarded', userAddress: member }))
    expect(stored(t).achievementsEarned!['founding-member']?.[member]).toBeTruthy()
    // Again: nothing changes, and the form says so.
    await user.type(address, member)
    await user.click(within(form).getByRole('button', { name: 'Award' }))
    expect(await within(form).findByText(`${member.slice(0, 6)}…${member.slice(-4)} already has this badge.`)).toBeTruthy()
    expect(onChanged).toHaveBeenCalledTimes(1)
  })

  it('offers Award only for manual achievements', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(t, <AchievementEditor />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'More actions for Quest runner' }))
    expect(screen.queryByRole('menuitem', { name: 'Award…' })).toBeNull()
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy()
  })

  it('deletes an achievement after asking', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    renderWithEngagement(t, <AchievementEditor />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'More actions for Recruiter' }))
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }))
    const question = screen.getByRole('group', { name: 'Delete Recruiter?' })
    expect(within(question).getByText('Members who earned it lose the badge. This can’t be undone.')).toBeTruthy()
    await user.click(within(question).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Recruiter' })).toBeNull())
    expect(stored(t).achievements!.some((achievement) => achievement.key === 'recruiter')).toBe(false)
  })

  it('shows a member "Admins and owners only" and reads no achievement list', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <AchievementEditor />)
    expect(await screen.findByText('Admins and owners only')).toBeTruthy()
    expect(t.requests.filter((request) => request.endsWith('/achievements'))).toEqual([])
  })
})
