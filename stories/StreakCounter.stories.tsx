import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { StreakCounter } from '../src/react/components/StreakCounter/StreakCounter.js'
import { useIncrementMetric } from '../src/react/hooks/useIncrementMetric.js'
import type { Sandbox } from '../src/sandbox/createSandbox.js'
import { demo } from '../src/service/seed/demo.js'
import { people } from '../src/service/seed/people.js'
import { periodAt, periodIndex } from '../src/service/streaks/streakPeriod.js'
import type { EngagekitStoryParameters } from './support/parameters.js'

// The clock stopped on a Wednesday afternoon (UTC), so the days and times drawn are the same every day.
const now = '2026-03-11T15:00:00Z'

const meta = {
  title: 'Components/StreakCounter',
  component: StreakCounter,
  tags: ['autodocs'],
  args: { locale: 'en-US' },
  parameters: {
    engagekit: { now } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'A member’s streak: the flame and count, the week’s days (or, for a weekly streak, the recent weeks) each extended, frozen or missed, the freezes left and what keeps it ("Add to Quests completed today to keep your 3-day streak", "Expires at 11:59 PM UTC", in the member’s time zone). When an increment or a live event extends it while shown, the flame flares, today’s mark fills and it is announced; nothing moves under reduced motion.',
      },
    },
  },
} satisfies Meta<typeof StreakCounter>

export default meta
type Story = StoryObj<typeof meta>

const member = demo.accounts.member.address
const guild = (sandbox: Sandbox) => sandbox.state.entities[demo.entityId]!
const withNow = (engagekit: EngagekitStoryParameters): EngagekitStoryParameters => ({ now, ...engagekit })
const marks = async (canvasElement: HTMLElement, name = 'This week') => within(await within(canvasElement).findByRole('list', { name })).getAllByRole('listitem')
const forget = (sandbox: Sandbox, address: string) => {
  const streaks = guild(sandbox).streaks ?? {}
  for (const key of Object.keys(streaks)) if (key.toLowerCase() === address.toLowerCase()) delete streaks[key]
}

/** The demo member: a 3-day streak waiting for today’s quest, one freeze held. */
export const AtRisk: Story = {
  play: async ({ canvasElement }) => {
    const items = await marks(canvasElement)
    await expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['extended', 'extended', 'missed', 'extended', 'extended', 'extended', 'pending'])
    await expect(within(canvasElement).getByText('Add to Quests completed today to keep your 3-day streak')).toBeVisible()
    await expect(within(canvasElement).getByText('Expires at Thu, 11:59 PM UTC')).toBeVisible()
    await expect(within(canvasElement).getByText('1 freeze left')).toBeVisible()
  },
}

/** The owner: a 12-day streak, today’s quest done. */
export const ExtendedToday: Story = {
  parameters: { engagekit: withNow({ as: 'owner' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Extended today')).toBeVisible()
    await expect(within(canvasElement).getByText('Come back tomorrow to make it 13 days')).toBeVisible()
    await expect(canvasElement.querySelector('.ek-streak-counter__body')).toHaveAttribute('data-standing', 'extended')
  },
}

/** A long streak (30 days), every day of the week extended. */
export const Running: Story = {
  args: { userAddress: people.jonas },
  play: async ({ canvasElement }) => {
    const items = await marks(canvasElement)
    await expect(items.every((item) => item.getAttribute('data-state') === 'extended')).toBe(true)
    await expect(within(canvasElement).getByText('30-day streak')).toBeInTheDocument()
    await expect(within(canvasElement).getByText('3 freezes left')).toBeVisible()
  },
}

/** Yesterday passed without a quest: a freeze kept the streak (no freezes left now). */
export const FrozenDay: Story = {
  args: { userAddress: people.sofia },
  play: async ({ canvasElement }) => {
    const items = await marks(canvasElement)
    await expect(items[5]).toHaveAttribute('data-state', 'frozen')
    await expect(items[5]).toHaveTextContent(/frozen, a freeze kept the streak$/)
    await expect(within(canvasElement).getByText('0 freezes left')).toBeVisible()
  },
}

/** A member who has never extended it: length 0, an invitation to start. */
export const NoStreakYet: Story = {
  parameters: { engagekit: withNow({ prepare: (sandbox) => forget(sandbox, member) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Start a streak')).toBeVisible()
    const items = await marks(canvasElement)
    await expect(items.filter((item) => item.getAttribute('data-state') === 'none')).toHaveLength(6)
  },
}

/** A streak that lapsed while nobody looked: it reads as ended. */
export const Ended: Story = {
  args: { userAddress: people.kwame },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Your streak ended. Start a new one today.')).toBeVisible()
  },
}

/** A weekly streak: the recent weeks, each named by its Monday. */
export const Weekly: Story = {
  parameters: {
    engagekit: withNow({
      prepare: (sandbox) => {
        const entity = guild(sandbox)
        entity.entity.streak = { ...entity.entity.streak!, frequency: 'weekly' }
        const week = periodIndex(Date.parse(now), 'UTC', 'weekly')
        const last = periodAt(week - 1, 'UTC', 'weekly')
        const first = periodAt(week - 5, 'UTC', 'weekly')
        forget(sandbox, member)
        entity.streaks![member] = {
          metricId: 'aurora-quests',
          frequency: 'weekly',
          length: 4,
          startedAt: new Date(first.start).toISOString(),
          lastPeriod: last.index,
          timeZone: 'UTC',
          lastStart: new Date(last.start).toISOString(),
          lastEnd: new Date(last.end).toISOString(),
          freezes: 1,
          history: 'mefeee',
        }
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const items = await marks(canvasElement, 'Recent weeks')
    await expect(items[6]).toHaveTextContent(/^.*Week of Mar 9: not yet$/)
    await expect(within(canvasElement).getByText('Add to Quests completed this week to keep your 4-week streak')).toBeVisible()
  },
}

/** What a host app's admin screen might do: credit the demo member with a quest. */
function CreditQuest() {
  const increment = useIncrementMetric()
  return (
    <button type="button" style={{ marginTop: 12 }} onClick={() => increment.mutate({ userAddress: member, metric: 'quests_completed', count: 1 })}>
      Credit a quest to the member
    </button>
  )
}

/** Today’s quest comes in while it is shown: the flame flares, today fills, the count grows and it is announced. */
export const GrowsLive: Story = {
  parameters: { engagekit: withNow({ as: 'admin' }) },
  args: { userAddress: member, onExtended: fn() },
  render: (args) => (
    <>
      <StreakCounter {...args} />
      <CreditQuest />
    </>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await marks(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Credit a quest to the member' }))
    await waitFor(() => expect(canvas.getByText('Extended today')).toBeVisible())
    await expect(canvas.getByText('Streak extended: 4-day streak!')).toBeInTheDocument()
    const badge = canvasElement.querySelector('.ek-streak-counter__badge')!
    await expect(badge).toHaveAttribute('data-growing')
    await expect(getComputedStyle(badge).animationName).toBe(window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'none' : 'ek-streak-counter-flare')
    await expect(args.onExtended).toHaveBeenCalledWith(expect.objectContaining({ length: 4 }))
  },
}

export const Loading: Story = {
  parameters: { engagekit: withNow({ respond: 'loading' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { busy: true })).toBeInTheDocument()
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: withNow({ as: 'signed-out' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to see your streak.')).toBeVisible()
  },
}

/** The community has no streak set up. */
export const NotSetUp: Story = {
  parameters: { engagekit: withNow({ prepare: (sandbox) => void (guild(sandbox).entity.streak = null) }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No streak here yet')).toBeVisible()
  },
}

/** A service of the spec alone, without the streaks feature. */
export const Unsupported: Story = {
  parameters: { engagekit: withNow({ service: 'spec' }) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Streaks aren’t available')).toBeVisible()
  },
}

export const ServiceError: Story = {
  parameters: { engagekit: withNow({ failPath: /\/streak$/ }) },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t load your streak.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Dark: Story = {
  parameters: { engagekit: withNow({ theme: 'dark' }) },
  play: async ({ canvasElement }) => {
    await marks(canvasElement)
    await expect(canvasElement.querySelector('.ek-streak-counter')).toHaveAttribute('data-ek-theme', 'dark')
  },
}

export const Narrow: Story = {
  parameters: { engagekit: withNow({ width: 320 }) },
  play: async ({ canvasElement }) => {
    await marks(canvasElement)
    const root = canvasElement.querySelector<HTMLElement>('.ek-streak-counter')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
  },
}

/** Arabic, right to left: the row of days runs from the right, the numbers and days as Arabic writes them. */
export const RightToLeft: Story = {
  args: { locale: 'ar' },
  parameters: { engagekit: withNow({ locale: 'ar' }) },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'هذا الأسبوع' })
    await expect(canvasElement.querySelector('.ek-streak-counter')).toHaveAttribute('dir', 'rtl')
  },
}
