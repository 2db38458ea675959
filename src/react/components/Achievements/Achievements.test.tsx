import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { useIncrementMetric } from '../../hooks/useIncrementMetric.js'
import { Achievements } from './Achievements.js'

const member = demo.accounts.member.address

describe('Achievements', { timeout: 20_000 }, () => {
  it('shows the earned badges first with their date, then the locked ones with progress and rarity', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <Achievements locale="en-US" />)
    const list = await screen.findByRole('list', { name: 'Badges' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(7)
    const states = items.map((item) => item.getAttribute('data-state'))
    const firstLocked = states.indexOf('locked')
    expect(firstLocked).toBeGreaterThan(0)
    expect(states.slice(firstLocked).every((state) => state === 'locked')).toBe(true)
    expect(screen.getByText(`${firstLocked} of 7 earned`)).toBeTruthy()
    // An earned badge says when, as the reader's language writes the date.
    const earned = items[0]!
    expect(within(earned).getByText(/^Earned [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeTruthy()
    expect(earned.querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    // A locked one: the member's progress as a progress bar, and how many members have it.
    const quests = items.find((item) => item.getAttribute('data-key') === 'quest-runner')!
    expect(quests.getAttribute('data-state')).toBe('locked')
    const bar = within(quests).getByRole('progressbar', { name: 'Progress towards Quest runner' })
    expect(bar.getAttribute('aria-valuetext')).toBe('8 of 10')
    expect(within(quests).getByText('8 / 10')).toBeTruthy()
    expect(within(quests).getByText(/^(Earned by \d+% of members|No one has earned this yet)$/)).toBeTruthy()
    // The closest to earned comes first among the locked ones.
    expect(items[firstLocked]!.getAttribute('data-key')).toBe('quest-runner')
    // Every earned badge says how rare it is.
    expect(within(earned).getByText(/^Earned by \d+% of members$/)).toBeTruthy()
  })

  it('draws designed art for a badge without an image, and only http(s) or ipfs images reach src', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const stored = t.sandbox.state.entities[demo.entityId]!.achievements!
    stored[0]!.imageUrl = 'https://example.com/first-merge.png'
    stored[1]!.imageUrl = 'javascript:alert(1)'
    renderWithEngagement(t, <Achievements />)
    const list = await screen.findByRole('list', { name: 'Badges' })
    const byKey = (key: string) => list.querySelector(`[data-key="${key}"]`)!
    expect(byKey('first-merge').querySelector('img')?.getAttribute('src')).toBe('https://example.com/first-merge.png')
    expect(byKey('regular').querySelector('img')).toBeNull()
    expect(byKey('regular').querySelector('svg.ek-badge-art__generated')).toBeTruthy()
    // Distinct art per badge.
    const drawn = ['quest-runner', 'trusted-reviewer', 'recruiter'].map((key) => byKey(key).querySelector('svg.ek-badge-art__generated')!.innerHTML.replace(/ek[\w]+?(g|f|p)\b/g, ''))
    expect(new Set(drawn).size).toBe(3)
  })

  it('reveals a badge an increment earns while it is shown, announces it and tells the app', async () => {
    // An admin's screen: the member's badges beside the button that credits them (the increment's answer earns one).
    const t = await createTestEngagement({ as: 'admin' })
    const onEarned = vi.fn()
    function Credit() {
      const increment = useIncrementMetric()
      return (
        <button type="button" onClick={() => increment.mutate({ userAddress: member, metric: 'quests_completed', count: 2 })}>
          Credit two quests
        </button>
      )
    }
    renderWithEngagement(
      t,
      <>
        <Achievements userAddress={member} onEarned={onEarned} />
        <Credit />
      </>,
    )
    const list = await screen.findByRole('list', { name: 'Badges' })
    expect(list.querySelector('[data-key="quest-runner"]')?.getAttribute('data-state')).toBe('locked')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Credit two quests' }))
    await waitFor(() => expect(list.querySelector('[data-key="quest-runner"]')?.getAttribute('data-state')).toBe('earned'))
    const item = list.querySelector<HTMLElement>('[data-key="quest-runner"]')!
    expect(item.hasAttribute('data-new')).toBe(true)
    expect(within(item).getByText('New')).toBeTruthy()
    expect(screen.getByText('Achievement earned: Quest runner!')).toBeTruthy()
    expect(onEarned).toHaveBeenCalledTimes(1)
    expect(onEarned).toHaveBeenCalledWith(expect.objectContaining({ key: 'quest-runner' }))
    // The badges it first loaded with earned are not "new"; the new one moved to the top.
    expect(list.querySelectorAll('[data-new]')).toHaveLength(1)
    expect(within(list).getAllByRole('listitem')[0]).toBe(item)
  })

  it('asks a visitor to sign in', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <Achievements />)
    expect(await screen.findByText('Sign in to see your badges.')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('says so when the community has no achievements', async () => {
    const t = await createTestEngagement({ as: 'member' })
    t.sandbox.state.entities[demo.entityId]!.achievements = []
    renderWithEngagement(t, <Achievements />)
    expect(await screen.findByText('No achievements yet')).toBeTruthy()
  })

  it('hands each badge to renderItem, unstyled', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <Achievements unstyled renderItem={({ achievement, earned }) => <span>{`${achievement.name}: ${earned ? 'yes' : 'no'}`}</span>} />)
    expect(await screen.findByText('Quest runner: no')).toBeTruthy()
    expect(document.querySelector('.ek-unstyled.ek-achievements')).toBeTruthy()
  })
})
