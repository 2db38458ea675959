import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { CommunityCard } from '../src/react/components/CommunityCard/CommunityCard.js'
import { DyNftGallery } from '../src/react/components/DyNftCard/DyNftGallery.js'
import { Leaderboard } from '../src/react/components/Leaderboard/Leaderboard.js'
import { LevelProgress } from '../src/react/components/LevelProgress/LevelProgress.js'
import { MetricsPanel } from '../src/react/components/MetricsPanel/MetricsPanel.js'
import { SkillTree } from '../src/react/components/SkillTree/SkillTree.js'
import type { Sandbox } from '../src/sandbox/createSandbox.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'

const meta = {
  title: 'Components/CommunityCard',
  component: CommunityCard,
  tags: ['autodocs'],
  args: { locale: 'en-US' },
  parameters: {
    docs: {
      description: {
        component:
          'A community’s public face: banner, logo, name, description, members, links and the levels there are to earn, read without a session for a public community. Signed out it is the page’s one call to sign in: the member components on the page then say what signing in shows in a quiet line, without a button each. A community that is not public stays unknown to strangers: the card only offers to sign in.',
      },
    },
  },
} satisfies Meta<typeof CommunityCard>

export default meta
type Story = StoryObj<typeof meta>

/** The demo community made private: strangers and signed-out visitors do not see it. */
function makePrivate(sandbox: Sandbox) {
  sandbox.state.entities[demo.entityId]!.entity.public = false
}

/** Signed out, a public community: what it is, what there is to earn, and the one Sign in. */
export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Aurora Builders Guild' }))
    await waitFor(() => expect(card.getByText('9 members · 6 levels')).toBeVisible())
    await expect(card.getAllByRole('listitem', {}).length).toBeGreaterThanOrEqual(6)
    await expect(card.getByRole('button', { name: 'Sign in' })).toBeVisible()
  },
}

/** Signed in: the community as its members see it, without a call to sign in. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: 'Aurora Builders Guild' })
    await waitFor(() => expect(canvas.getByText('9 members · 6 levels')).toBeVisible())
    await expect(canvas.queryByRole('button', { name: 'Sign in' })).toBeNull()
  },
}

/** Signed out, a private community: nothing about it is shown, only the way in. */
export const Private: Story = {
  parameters: { engagekit: { as: 'signed-out', prepare: makePrivate } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Members only' }))
    await expect(card.getByRole('button', { name: 'Sign in' })).toBeVisible()
    await expect(card.queryByText(/Aurora/)).toBeNull()
  },
}

/** A community without a banner or logo: the accent's wash and the name's first letter stand in. */
export const WithoutPictures: Story = {
  parameters: {
    engagekit: {
      as: 'signed-out',
      prepare: (sandbox) => void Object.assign(sandbox.state.entities[demo.entityId]!.entity, { bannerURL: '', imageURL: '' }),
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Aurora Builders Guild' })
    await expect(canvasElement.querySelector('.ek-community-card__initial')).toHaveTextContent('A')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { as: 'signed-out', respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Error: Story = {
  parameters: { engagekit: { failPath: /\/entities\/[^/]+$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t load this community.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** A community page signed out: the card's one Sign in, the levels to earn, the public board, and a quiet line in each member component. */
export const CommunityPage: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  render: (args) => (
    <div className="story-community-page">
      <style>{`
        .story-community-page { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr)); align-items: start; }
        .story-community-page > .ek-community-card, .story-community-page > .ek-leaderboard { grid-column: 1 / -1; }
      `}</style>
      <CommunityCard {...args} />
      <LevelProgress headingLevel={3} />
      <MetricsPanel headingLevel={3} />
      <SkillTree headingLevel={3} />
      <DyNftGallery headingLevel={3} />
      <Leaderboard headingLevel={3} limit={5} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await canvas.findByRole('region', { name: 'Aurora Builders Guild' })
    await canvas.findByText('6 levels to earn, starting at Newcomer')
    await canvas.findByRole('list', { name: 'Top three' })
    await expect(canvas.getAllByRole('button', { name: 'Sign in' })).toEqual([within(card).getByRole('button', { name: 'Sign in' })])
    await expect(canvas.getByText('Sign in to see your metrics.')).toBeVisible()
    await expect(canvas.getByText('Sign in to see your skills.')).toBeVisible()
    await expect(canvas.getByText('Sign in to see your NFTs.')).toBeVisible()
  },
}

/** Signed out, pressing Sign in with no wallet connected asks the page for its sign-in: a ConnectAndSign, or the app's own wallet modal (here a listener that answers it). */
export const SignInPressed: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    let asked = 0
    const count = (event: Event) => {
      event.preventDefault()
      asked++
    }
    document.addEventListener('engagekit:sign-in-request', count)
    try {
      await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
      await expect(asked).toBe(1)
    } finally {
      document.removeEventListener('engagekit:sign-in-request', count)
    }
  },
}

/** The provider's `locale="ar"`: Arabic strings and digits, drawn right to left (the logo at the right). */
export const Arabic: Story = {
  args: { locale: undefined },
  parameters: { engagekit: { as: 'signed-out', locale: 'ar' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>('.ek-community-card[lang="ar"]')
      if (!element) throw new globalThis.Error('not in Arabic yet')
      return element
    })
    await expect(root).toHaveAttribute('dir', 'rtl')
    await within(root).findByRole('button', { name: 'تسجيل الدخول' })
    const logo = root.querySelector('.ek-community-card__logo')!.getBoundingClientRect()
    await expect(logo.right).toBeGreaterThan(root.getBoundingClientRect().right - 120)
  },
}
