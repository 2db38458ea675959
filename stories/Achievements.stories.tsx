import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Achievements } from '../src/react/components/Achievements/Achievements.js'
import { useIncrementMetric } from '../src/react/hooks/useIncrementMetric.js'
import type { Sandbox } from '../src/sandbox/createSandbox.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'

const meta = {
  title: 'Components/Achievements',
  component: Achievements,
  tags: ['autodocs'],
  args: { locale: 'en-US' },
  parameters: {
    docs: {
      description: {
        component:
          'A member’s badges: the earned ones first (the latest first) with the date, then those still to earn, the closest first, with the member’s progress and how rare each is ("Earned by 12% of members"). A badge without an image gets designed art from its key and trigger (a faceted medal for a metric, a scalloped seal for a streak, a star with ribbons for an award). A badge earned while it is shown turns into colour with a short burst, says "New" and is announced; nothing moves under reduced motion.',
      },
    },
  },
} satisfies Meta<typeof Achievements>

export default meta
type Story = StoryObj<typeof meta>

const member = demo.accounts.member.address
const guild = (sandbox: Sandbox) => sandbox.state.entities[demo.entityId]!

/** The demo member: some badges earned, some close (8 of 10 quests, 5 of 10 reviews). */
export const Progress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Badges' })
    const items = within(list).getAllByRole('listitem')
    await expect(items[0]).toHaveAttribute('data-state', 'earned')
    await expect(within(items[0]!).getByText(/^Earned [A-Z][a-z]{2} \d/)).toBeVisible()
    const quests = list.querySelector<HTMLElement>('[data-key="quest-runner"]')!
    await expect(within(quests).getByRole('progressbar', { name: 'Progress towards Quest runner' })).toHaveAttribute('aria-valuetext', '8 of 10')
  },
}

/** Badges without an image, or with one that may not be shown (only http(s) and ipfs reach src): the designed art. */
export const NoImage: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        const [first, second] = guild(sandbox).achievements!
        first!.imageUrl = 'javascript:alert(1)'
        second!.imageUrl = 'data:image/svg+xml,<svg/>'
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Badges' })
    await expect(list.querySelectorAll('img')).toHaveLength(0)
    await expect(list.querySelectorAll('svg.ek-badge-art__generated')).toHaveLength(7)
  },
}

/** Every badge earned. */
export const AllEarned: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        const entity = guild(sandbox)
        entity.achievementsEarned ??= {}
        entity.achievements!.forEach((achievement, index) => {
          entity.achievementsEarned![achievement.key] = { ...entity.achievementsEarned![achievement.key], [member]: `2026-0${1 + (index % 6)}-1${index}T10:00:00.000Z` }
        })
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('7 of 7 earned')).toBeVisible()
    await expect(within(canvasElement).queryAllByRole('progressbar')).toHaveLength(0)
  },
}

/** None earned yet: every badge in grey, with the member's progress. */
export const NoneEarned: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        const entity = guild(sandbox)
        for (const earned of Object.values(entity.achievementsEarned ?? {})) delete earned[member]
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('0 of 7 earned')).toBeVisible()
    await expect(canvasElement.querySelectorAll('[data-state="earned"]')).toHaveLength(0)
  },
}

/** What a host app's admin screen might do: credit the demo member with quests. */
function CreditQuests() {
  const increment = useIncrementMetric()
  return (
    <button type="button" style={{ marginTop: 12 }} onClick={() => increment.mutate({ userAddress: member, metric: 'quests_completed', count: 2 })}>
      Credit two quests to the member
    </button>
  )
}

/** The increment's answer earns "Quest runner" while the badges are shown: it turns into colour, says New, and is announced. */
export const EarnedLive: Story = {
  parameters: { engagekit: { as: 'admin' } satisfies EngagekitStoryParameters },
  args: { userAddress: member, onEarned: fn() },
  render: (args) => (
    <>
      <Achievements {...args} />
      <CreditQuests />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Badges' })
    await userEvent.click(canvas.getByRole('button', { name: 'Credit two quests to the member' }))
    await waitFor(() => expect(list.querySelector('[data-key="quest-runner"]')).toHaveAttribute('data-state', 'earned'))
    const item = list.querySelector<HTMLElement>('[data-key="quest-runner"]')!
    await expect(within(item).getByText('New')).toBeVisible()
    await expect(getComputedStyle(item.querySelector('.ek-badge-art')!).animationName).toBe('ek-achievements-reveal')
    await expect(canvas.getByText('Achievement earned: Quest runner!')).toBeInTheDocument()
    await expect(args.onEarned).toHaveBeenCalledWith(expect.objectContaining({ key: 'quest-runner' }))
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { busy: true })).toBeInTheDocument()
  },
}

export const Empty: Story = {
  parameters: { engagekit: { prepare: (sandbox) => void (guild(sandbox).achievements = []) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No achievements yet')).toBeVisible()
  },
}

export const ServiceError: Story = {
  parameters: { engagekit: { respond: 'error' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t load the achievements.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to see your badges.')).toBeVisible()
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Badges' })
    await expect(canvasElement.querySelector('.ek-achievements')).toHaveAttribute('data-ek-theme', 'dark')
  },
}

export const Narrow: Story = {
  parameters: { engagekit: { width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Badges' })
    const root = canvasElement.querySelector<HTMLElement>('.ek-achievements')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
  },
}

/** Arabic, right to left: the badges and progress bars mirror, numbers and dates as Arabic writes them. */
export const RightToLeft: Story = {
  args: { locale: 'ar' },
  parameters: { engagekit: { locale: 'ar' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'الشارات' })
    await expect(canvasElement.querySelector('.ek-achievements')).toHaveAttribute('dir', 'rtl')
  },
}
