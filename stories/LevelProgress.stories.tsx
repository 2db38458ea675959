import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LevelProgress } from '../src/react/components/LevelProgress/LevelProgress.js'
import { useIncrementMetric } from '../src/react/hooks/useIncrementMetric.js'
import { useQueryClient } from '@tanstack/react-query'
import type { Sandbox } from '../src/sandbox/createSandbox.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'

const meta = {
  title: 'Components/LevelProgress',
  component: LevelProgress,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A user’s level and XP from the entity’s enabled levels: an accessible progress bar over the current level’s band, XP to the next level, "Max level" at the top, and an announced, animated level-up moment.',
      },
    },
  },
} satisfies Meta<typeof LevelProgress>

export default meta
type Story = StoryObj<typeof meta>

const member = demo.accounts.member.address

/** What a host app's admin screen might do: credit the demo member with XP. */
function AwardXp({ count }: { count: number }) {
  const increment = useIncrementMetric()
  return (
    <button type="button" style={{ marginTop: 12 }} onClick={() => increment.mutate({ userAddress: member, metric: 'xp', count })}>
      Award {count} XP to the member
    </button>
  )
}

/** The demo member: level 3 (Builder), 340 XP, 160 to level 4. */
export const SignedInMember: Story = {
  args: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Level progress' })
    await expect(bar).toHaveAttribute('aria-valuetext', 'Level 3: 340 of 500 XP')
    await expect(bar).toHaveAttribute('aria-valuemin', '250')
    await expect(bar).toHaveAttribute('aria-valuemax', '500')
    await expect(bar).toHaveAttribute('aria-valuenow', '340')
    await expect(within(canvasElement).getByText('160 XP to Level 4')).toBeVisible()
  },
}

/**
 * An admin credits the member past a threshold: the bar animates, the level-up is announced, and the moment shows
 * the new level, its name and meaning, the NFT art of that level and Share.
 */
export const LevelUp: Story = {
  parameters: { engagekit: { as: 'admin' } satisfies EngagekitStoryParameters },
  args: { userAddress: member, locale: 'en-US', onLevelUp: fn() },
  render: (args) => (
    <>
      <LevelProgress {...args} />
      <AwardXp count={200} />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const bar = await canvas.findByRole('progressbar')
    await expect(bar).toHaveAttribute('aria-valuetext', 'Level 3: 340 of 500 XP')
    await userEvent.click(canvas.getByRole('button', { name: 'Award 200 XP to the member' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Level up! You reached Level 4: Core Builder.'))
    await expect(bar).toHaveAttribute('aria-valuetext', 'Level 4: 540 of 1,000 XP')
    await expect(bar).toHaveAttribute('data-level-up')
    await expect(getComputedStyle(bar.querySelector('.ek-level-progress__fill')!).animationName).toBe('ek-level-progress-fill')
    // The badge of the new level pops; the moment shows the new level, its name and its NFT art turning into view.
    const badge = canvasElement.querySelector('.ek-level-progress__badge')!
    await expect(getComputedStyle(badge).animationName).toBe('ek-level-progress-pop')
    const moment = canvasElement.querySelector<HTMLElement>('.ek-level-progress__moment')!
    // (It rises into view.)
    await waitFor(() => expect(within(moment).getByText('Level up!')).toBeVisible())
    await expect(within(moment).getByText('Core Builder')).toBeVisible()
    await expect(within(moment).getByText('Trusted with the guild’s own code.')).toBeVisible()
    await expect(within(moment).getByRole('button', { name: 'Share' })).toBeVisible()
    const art = moment.querySelector('.ek-level-progress__art')!
    await expect(art.querySelector('svg')).toHaveAttribute('data-level', '4')
    await expect(getComputedStyle(art).animationName).toBe('ek-level-progress-reveal')
    // Sparks start on the moment's frame and fly outward: none crosses the words.
    const sparks = [...moment.querySelectorAll<HTMLElement>('.ek-level-progress__sparks > span')]
    await expect(sparks).toHaveLength(18)
    await expect(getComputedStyle(sparks[0]!).animationName).toBe('ek-level-progress-spark')
    const words = moment.querySelector('.ek-level-progress__moment-text')!.getBoundingClientRect()
    for (const spark of sparks) {
      const box = spark.getBoundingClientRect()
      const apart = box.right <= words.left || box.left >= words.right || box.bottom <= words.top || box.top >= words.bottom
      await expect(apart).toBe(true)
    }
    await expect(args.onLevelUp).toHaveBeenCalledWith(4, expect.objectContaining({ previousLevel: 3, xp: 540 }))
  },
}

let ownSandbox: Sandbox | undefined

/**
 * The member levels up on their own screen (an increment from elsewhere, read again): the moment's art wears the
 * theme their NFT now has (Zenith at level 5).
 */
export const LevelUpOwnNft: Story = {
  args: { locale: 'en-US', shareUrl: 'https://aurora-guild.example/members' },
  parameters: { engagekit: { prepare: (sandbox) => void (ownSandbox = sandbox) } satisfies EngagekitStoryParameters },
  render: function Render(args) {
    const queryClient = useQueryClient()
    return (
      <>
        <LevelProgress {...args} />
        <button
          type="button"
          style={{ marginTop: 12 }}
          onClick={() => {
            ownSandbox!.state.entities[demo.entityId]!.counters[member]!['aurora-xp'] = 1200
            void queryClient.invalidateQueries()
          }}
        >
          Reach 1,200 XP
        </button>
      </>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('progressbar')
    await userEvent.click(canvas.getByRole('button', { name: 'Reach 1,200 XP' }))
    const moment = await waitFor(() => {
      const found = canvasElement.querySelector<HTMLElement>('.ek-level-progress__moment')
      if (!found) throw new Error('no moment yet')
      return found
    })
    await waitFor(() => expect(within(moment).getByText('Steward')).toBeVisible())
    const art = moment.querySelector<HTMLElement>('.ek-level-progress__art')!
    await waitFor(() => expect(art.style.getPropertyValue('--ek-nft-accent-1')).toBe('#fbbf24'))
  },
}

/** The top level reached: a full bar and "Max level". */
export const MaxLevel: Story = {
  parameters: { engagekit: { as: 'owner' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const bar = await canvas.findByRole('progressbar')
    await expect(bar).toHaveAttribute('data-state', 'complete')
    await expect(bar).toHaveAttribute('aria-valuetext', 'Level 6 (max level): 2,350 XP')
    await expect(canvas.getByText('Max level')).toBeVisible()
  },
}

/** Never credited: level 1 at 0 XP. */
export const ZeroXp: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.counters[member] = {}
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar')
    await expect(bar).toHaveAttribute('aria-valuetext', 'Level 1: 0 of 100 XP')
    await expect(bar).toHaveAttribute('aria-valuenow', '0')
  },
}

/** Disabled levels are skipped: with level 4 off, the member's next level is 5. */
export const DisabledLevel: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.levels[3]!.isEnabled = false
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('660 XP to Level 5')).toBeVisible()
  },
}

/** No levels set up: a bar at 0 and a message. */
export const Empty: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.levels = []
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '0')
    await expect(canvas.getByText('No levels yet')).toBeVisible()
  },
}

/** A very long level name wraps instead of overflowing. */
export const LongLevelName: Story = {
  parameters: {
    engagekit: {
      width: 320,
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.levels[2]!.name = 'Distinguished_Builder_Of_Extraordinarily_Long_Level_Names_Without_Spaces and then some more words'
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('progressbar')
    const root = canvasElement.querySelector<HTMLElement>('.ek-level-progress')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
}

export const ServiceError: Story = {
  parameters: { engagekit: { respond: 'error' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t load your level.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Signed out, a public community: the levels there are to earn, read without a session, and the hint to sign in. */
export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('6 levels to earn, starting at Newcomer')).toBeVisible()
    await expect(within(canvas.getByRole('list', { name: 'Levels to earn' })).getAllByRole('listitem')).toHaveLength(6)
    await expect(canvas.getByText('Sign in to see your level and XP.')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible()
  },
}

/** Signed out, a private community: its levels are its members', so the hint to sign in alone. */
export const SignedOutPrivate: Story = {
  parameters: {
    engagekit: { as: 'signed-out', prepare: (sandbox) => void (sandbox.state.entities[demo.entityId]!.entity.public = false) } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Sign in to see your level and XP.')).toBeVisible()
    await waitFor(() => expect(canvasElement.querySelector('[data-state="signed-out"]')).toBeTruthy())
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('progressbar')
    await expect(canvasElement.querySelector('.ek-level-progress')).toHaveAttribute('data-ek-theme', 'dark')
  },
}

export const DarkMaxLevel: Story = {
  parameters: { engagekit: { as: 'owner', theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Max level')).toBeVisible()
  },
}

export const Narrow: Story = {
  parameters: { engagekit: { width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('progressbar')
    const root = canvasElement.querySelector<HTMLElement>('.ek-level-progress')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
  },
}

/** Every string can be replaced, e.g. to translate. */
export const Translated: Story = {
  args: {
    locale: 'de-DE',
    labels: {
      progress: 'Stufenfortschritt',
      level: (level) => `Stufe ${level}`,
      xp: (xp) => `${xp} EP`,
      toNext: (remaining, next) => `Noch ${remaining} EP bis ${next}`,
      valueText: (level, xp, max) => `${level}: ${xp} von ${max} EP`,
      maxLevel: 'Höchste Stufe',
    },
  },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', { name: 'Stufenfortschritt' })
    await expect(bar).toHaveAttribute('aria-valuetext', 'Stufe 3: 340 von 500 EP')
  },
}

/** The provider's `locale="ar"`: Arabic strings and digits, drawn right to left (the bar fills from the right). */
export const Arabic: Story = {
  parameters: { engagekit: { locale: 'ar' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>('.ek-level-progress[lang="ar"]')
      if (!element) throw new Error('not in Arabic yet')
      return element
    })
    await expect(root).toHaveAttribute('dir', 'rtl')
    await expect(getComputedStyle(root).direction).toBe('rtl')
    await within(canvasElement).findByRole('progressbar')
  },
}

/** `card={false}` inside a frame of the host's own: no surface, border or padding of its own, the title for assistive tech only. */
export const InHostFrame: Story = {
  args: { card: false },
  render: (args) => (
    <section style={{ border: '1px dashed #8a8fa3', borderRadius: 12, padding: 16, maxWidth: 420 }}>
      <p style={{ margin: '0 0 8px', font: '600 14px system-ui' }}>Your progress this season</p>
      <LevelProgress {...args} />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.ek-level-progress')!
    await expect(root).toHaveAttribute('data-ek-variant', 'plain')
    await expect(getComputedStyle(root).borderTopWidth).toBe('0px')
    // The title is still the region's name for assistive tech.
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your level' })).toBeInTheDocument()
  },
}
