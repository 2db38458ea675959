import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Sandbox } from '../../../sandbox/createSandbox.js'
import { demo } from '../../../service/seed/demo.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { DyNftGallery } from '../DyNftCard/DyNftGallery.js'
import { Leaderboard } from '../Leaderboard/Leaderboard.js'
import { LevelProgress } from '../LevelProgress/LevelProgress.js'
import { MetricsPanel } from '../MetricsPanel/MetricsPanel.js'
import { ProfileEditor } from '../ProfileEditor/ProfileEditor.js'
import { SkillTree } from '../SkillTree/SkillTree.js'
import { CommunityCard } from './CommunityCard.js'

const entityState = (sandbox: Sandbox) => sandbox.state.entities[demo.entityId]!
const makePrivate = (sandbox: Sandbox) => {
  entityState(sandbox).entity.public = false
}
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))

/** A community page as an app would build it: the card, then every member component. */
function CommunityPage() {
  return (
    <>
      <CommunityCard locale="en-US" />
      <LevelProgress />
      <MetricsPanel />
      <DyNftGallery />
      <SkillTree />
      <ProfileEditor />
      <Leaderboard limit={5} />
    </>
  )
}

/** The member components alone, without a card. */
function MemberComponents() {
  return (
    <>
      <MetricsPanel />
      <LevelProgress />
      <SkillTree />
      <DyNftGallery />
    </>
  )
}

const hints = ['Sign in to see your level and XP.', 'Sign in to see your metrics.', 'Sign in to see your NFTs.', 'Sign in to see your skills.', 'Sign in to edit your profile.']

describe('CommunityCard', () => {
  it('signed out, a public community: its name, banner, members, links and levels to earn, with the page’s one Sign in', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <CommunityPage />)
    const card = await screen.findByRole('region', { name: 'Aurora Builders Guild' })
    expect(within(card).getByRole('heading', { level: 2, name: 'Aurora Builders Guild' })).toBeTruthy()
    expect(within(card).getByText(/An open guild of builders/)).toBeTruthy()
    await waitFor(() => expect(within(card).getByText('9 members · 6 levels')).toBeTruthy())
    const ladder = within(card).getByRole('list', { name: 'Levels to earn' })
    expect(within(ladder).getAllByRole('listitem')).toHaveLength(6)
    expect(within(ladder).getAllByRole('listitem')[0]!.textContent).toBe('1Level 1: Newcomer')
    // The banner and logo go through the gateways, never as ipfs:// in src.
    const pictures = [...card.querySelectorAll('img')].map((image) => image.getAttribute('src'))
    expect(pictures).toHaveLength(2)
    expect(pictures.every((src) => src?.startsWith('https://'))).toBe(true)
    expect(within(card).getByRole('link', { name: 'Website' }).getAttribute('href')).toBe('https://aurora-guild.example/')
    expect(within(card).getByRole('link', { name: 'Discord' }).getAttribute('rel')).toBe('noopener noreferrer')

    // One call to sign in on the whole page: the card's. Every member component says what signing in shows, quietly.
    expect(screen.getAllByRole('button', { name: 'Sign in' })).toEqual([within(card).getByRole('button', { name: 'Sign in' })])
    for (const hint of hints) expect(screen.getByText(hint).closest('[data-variant="quiet"]')).toBeTruthy()
    // The public board and the levels to earn are there too.
    expect(await screen.findByText('6 levels to earn, starting at Newcomer')).toBeTruthy()
    expect(await screen.findByRole('list', { name: 'Top three' })).toBeTruthy()
  })

  it('signed out, a private community: nothing about it, only the one Sign in', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    makePrivate(t.sandbox)
    renderWithEngagement(t, <CommunityPage />)
    const card = await screen.findByRole('region', { name: 'Members only' })
    expect(card.textContent).toContain('This community is shown to its members.')
    expect(screen.queryByText(/Aurora/)).toBeNull()
    expect(card.querySelectorAll('img')).toHaveLength(0)
    await settle()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getAllByRole('button', { name: 'Sign in' })).toEqual([within(card).getByRole('button', { name: 'Sign in' })])
    expect(screen.getByText('Sign in to see the leaderboard.').closest('[data-variant="quiet"]')).toBeTruthy()
  })

  it('without a card, the first member component offers the one Sign in and the others defer to it', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <MemberComponents />)
    const [button, ...others] = screen.getAllByRole('button', { name: 'Sign in' })
    expect(others).toEqual([])
    expect(button!.closest('.ek-metrics-panel')).toBeTruthy()
    expect(screen.getByText('Sign in to see your skills.').closest('[data-variant="quiet"]')).toBeTruthy()
  })

  it('the one Sign in is the first hint on the page, whichever was drawn first', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { rerender } = renderWithEngagement(t, <MetricsPanel key="metrics" />)
    expect(screen.getByRole('button', { name: 'Sign in' }).closest('.ek-metrics-panel')).toBeTruthy()
    // SkillTree arrives later, above the panel: the Sign in moves up to it.
    rerender(
      <>
        <SkillTree key="skills" />
        <MetricsPanel key="metrics" />
      </>,
    )
    expect(screen.getAllByRole('button', { name: 'Sign in' })).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Sign in' }).closest('.ek-skill-tree')).toBeTruthy()
    expect(screen.getByText('Sign in to see your metrics.').closest('[data-variant="quiet"]')).toBeTruthy()
  })

  it('a card that goes away hands the one Sign in back to the member components', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { rerender } = renderWithEngagement(t, <CommunityPage />)
    await screen.findByRole('region', { name: 'Aurora Builders Guild' })
    rerender(<MemberComponents />)
    expect(screen.getAllByRole('button', { name: 'Sign in' })).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Sign in' }).closest('.ek-metrics-panel')).toBeTruthy()
  })

  it('Sign in asks the page for its sign-in (a ConnectAndSign or the app’s own wallet modal)', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <CommunityCard />)
    const asked = vi.fn((event: Event) => event.preventDefault())
    document.addEventListener('engagekit:sign-in-request', asked)
    try {
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
      expect(asked).toHaveBeenCalledTimes(1)
    } finally {
      document.removeEventListener('engagekit:sign-in-request', asked)
    }
  })

  it('signed in: the community without a call to sign in, and the member components draw their own data', async () => {
    const t = await createTestEngagement({ as: 'member' })
    renderWithEngagement(t, <CommunityPage />)
    await screen.findByRole('region', { name: 'Aurora Builders Guild' })
    await screen.findByRole('progressbar', { name: 'Level progress' })
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
  })

  it('shows the community’s strings as text, and only http(s) links', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    Object.assign(entityState(t.sandbox).entity, {
      name: '<img src=x onerror=alert(1)>',
      website: 'javascript:alert(1)',
      twitter: 'data:text/html,hi',
      bannerURL: 'javascript:alert(1)',
      imageURL: 'file:///etc/passwd',
    })
    renderWithEngagement(t, <CommunityCard />)
    const card = await screen.findByRole('region', { name: '<img src=x onerror=alert(1)>' })
    expect(card.querySelectorAll('img')).toHaveLength(0)
    expect(within(card).queryByRole('link', { name: 'Website' })).toBeNull()
    expect(within(card).queryByRole('link', { name: 'X' })).toBeNull()
    expect(within(card).getByRole('link', { name: 'Discord' })).toBeTruthy()
  })

  it('says plainly when the community cannot be read, with a retry', async () => {
    let fail = true
    const t = await createTestEngagement({
      as: 'member',
      fetch: async (request, sandbox) => (fail ? new Response(JSON.stringify({ success: false, error: { message: 'down' } }), { status: 500, headers: { 'content-type': 'application/json' } }) : sandbox.fetch(request)),
    })
    renderWithEngagement(t, <CommunityCard />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Couldn’t load this community.')
    expect(alert.textContent).toContain('The server had a problem.')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Aurora Builders Guild' })).toBeTruthy()
  })

  it('takes its strings from `labels`', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    renderWithEngagement(t, <CommunityCard labels={{ signIn: 'Anmelden', levelsTitle: 'Stufen', members: (count) => `${count} Mitglieder` }} />)
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeTruthy()
    expect(await screen.findByRole('list', { name: 'Stufen' })).toBeTruthy()
    await waitFor(() => expect(screen.getByText(/9 Mitglieder/)).toBeTruthy())
  })
})
