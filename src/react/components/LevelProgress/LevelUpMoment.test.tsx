import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement, type TestEngagement } from '../../../../test/react/renderWithEngagement.js'
import { LevelProgress } from './LevelProgress.js'

const member = demo.accounts.member.address

/** The member reaches `xp` (as a write elsewhere would), and the page reads it again. */
async function reach(t: TestEngagement, xp: number) {
  t.sandbox.state.entities[demo.entityId]!.counters[member]!['aurora-xp'] = xp
  await act(() => t.queryClient.invalidateQueries())
}

async function levelUpToFive() {
  const user = userEvent.setup()
  const t = await createTestEngagement({ as: 'member' })
  renderWithEngagement(t, <LevelProgress shareUrl="https://aurora.example/members/me" />)
  await screen.findByRole('progressbar')
  await reach(t, 1200)
  const moment = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.ek-level-progress__moment')
    if (!found) throw new Error('no level-up moment yet')
    return found
  })
  return { user, t, moment }
}

const setNavigator = (name: 'share' | 'canShare', value: unknown) => Object.defineProperty(navigator, name, { value, configurable: true, writable: true })

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
  Reflect.deleteProperty(navigator, 'canShare')
})

describe('the level-up moment', () => {
  it('shows the new level with its name and meaning, and the NFT art of that level in the theme it earns', async () => {
    const { t, moment } = await levelUpToFive()
    expect(within(moment).getByText('Level up!')).toBeTruthy()
    expect(moment.querySelector('.ek-level-progress__moment-title')!.textContent).toBe('Level 5Steward')
    expect(within(moment).getByText('Mentors and runs events.')).toBeTruthy()
    const art = moment.querySelector('.ek-level-progress__art')!
    expect(art.getAttribute('aria-hidden')).toBe('true')
    expect(art.querySelector('svg')!.getAttribute('data-level')).toBe('5')
    // The member's NFT at level 5 wears the Zenith theme: its colors reach the art.
    await waitFor(() => expect((art as HTMLElement).style.getPropertyValue('--ek-nft-accent-1')).toBe('#fbbf24'))
    expect(t.sandbox.state.entities[demo.entityId]!.themes.find((theme) => theme.level === '5')!.accentColor1).toBe('#fbbf24')
    // The plain announcement is still what a screen reader hears.
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Level up! You reached Level 5: Steward.')).toBe(true)
  })

  it('shares through the system share sheet where there is one', async () => {
    const share = vi.fn(async () => undefined)
    setNavigator('share', share)
    const { user, moment } = await levelUpToFive()
    await user.click(within(moment).getByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledWith({ title: 'Level up!', text: 'I reached Level 5: Steward!', url: 'https://aurora.example/members/me' })
    expect(moment.querySelector('.ek-level-progress__share-status')!.textContent).toBe('')
  })

  it('copies the text and link where there is no share sheet, and says so', async () => {
    const { user, moment } = await levelUpToFive()
    expect('share' in navigator).toBe(false)
    await user.click(within(moment).getByRole('button', { name: 'Share' }))
    expect(await navigator.clipboard.readText()).toBe('I reached Level 5: Steward! https://aurora.example/members/me')
    expect(within(moment).getByRole('status').textContent).toBe('Copied. Paste it anywhere to share.')
  })

  it('says nothing when the person closes the sheet, and tells them when nothing worked', async () => {
    setNavigator('share', vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError'))))
    const { user, moment } = await levelUpToFive()
    const status = within(moment).getByRole('status')
    await user.click(within(moment).getByRole('button', { name: 'Share' }))
    expect(status.textContent).toBe('')
    setNavigator('share', vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError'))))
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'))
    await user.click(within(moment).getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(status.textContent).toBe('Couldn’t copy. Try again.'))
  })

  it('goes away with Dismiss, focus on the bar', async () => {
    const { user, moment } = await levelUpToFive()
    await user.click(within(moment).getByRole('button', { name: 'Dismiss' }))
    expect(document.querySelector('.ek-level-progress__moment')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('progressbar'))
  })
})
