import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect, useMemo, type ReactNode } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { EngagementToasts } from '../src/react/components/EngagementToasts/EngagementToasts.js'
import { EngagementContext, useEngagementContext } from '../src/react/EngagementContext.js'
import type { LiveUpdates, LiveUpdatesListener } from '../src/query/createLiveUpdates.js'
import type { StreamEvent } from '../src/core/schemas/streamEvent.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'

const member = demo.accounts.member.address
const at = '2026-12-07T06:00:00.000Z'

const levelReached = (level: number, name: string): StreamEvent => ({ id: level, type: 'level.reached', entityId: demo.entityId, at, data: { address: member, level, name } })
const awarded = (count: number, metric: string): StreamEvent => ({
  id: 100 + count,
  type: 'metric.incremented',
  entityId: demo.entityId,
  at,
  data: { address: member, metricId: `${metric}-id`, metric, count, counter: 340 + count, by: 'key:demo' },
})

/**
 * The entity's stream as a story tells it: the events given, once the toasts listen (the sandbox's own stream is
 * what the tests and the playground use; a story shows one moment, the same every time).
 */
function News({ events, children }: { events: readonly StreamEvent[]; children: ReactNode }) {
  const context = useEngagementContext()
  const listeners = useMemo(() => new Set<LiveUpdatesListener>(), [])
  const live = useMemo<LiveUpdates>(
    () => ({
      watch: () => () => {},
      subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
      setCaller: () => {},
      destroy: () => {},
    }),
    [listeners],
  )
  useEffect(() => {
    for (const event of events) for (const listener of listeners) listener(event, context.session?.address)
  }, [events, listeners, context.session?.address])
  // The toasts' corner is this box's: a transformed box holds what is fixed inside it, so the picture shows them.
  return (
    <EngagementContext.Provider value={{ ...context, live }}>
      <div style={{ transform: 'translateZ(0)', minHeight: 200 }}>{children}</div>
    </EngagementContext.Provider>
  )
}

const meta = {
  title: 'Components/EngagementToasts',
  component: EngagementToasts,
  tags: ['autodocs'],
  args: { locale: 'en-US', duration: Number.POSITIVE_INFINITY },
  parameters: {
    visual: { toasts: true },
    docs: {
      description: {
        component:
          'The signed-in member’s news as it happens, from the entity’s live stream: a level reached and a big award, each a toast in the page’s one toast region (a polite live region), closable, still under reduced motion.',
      },
    },
  },
} satisfies Meta<typeof EngagementToasts>

export default meta
type Story = StoryObj<typeof meta>

/** A level reached while the page is open. */
export const LevelUp: Story = {
  render: (args) => (
    <News events={[levelReached(4, 'Core Builder')]}>
      <EngagementToasts {...args} />
    </News>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('You reached Level 4: Core Builder!'))
  },
}

/** A level without a name of its own is said once ("Level 2", not "Level 2: Level 2"). */
export const UnnamedLevel: Story = {
  render: (args) => (
    <News events={[levelReached(2, 'Level 2')]}>
      <EngagementToasts {...args} />
    </News>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ek-toast__message')).toHaveTextContent(/^You reached Level 2!$/))
  },
}

/** A big award: an increment of at least `minAward` (default 100). */
export const BigAward: Story = {
  render: (args) => (
    <News events={[awarded(250, 'xp')]}>
      <EngagementToasts {...args} />
    </News>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('You earned 250 XP!'))
  },
}

/** An award and the level it brought, stacked (the newest nearest the corner); a small award is not announced. */
export const Stacked: Story = {
  render: (args) => (
    <News events={[awarded(5, 'reviews'), awarded(200, 'xp'), levelReached(4, 'Core Builder')]}>
      <EngagementToasts {...args} />
    </News>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(2))
    await expect([...canvasElement.querySelectorAll('.ek-toast__message')].map((message) => message.textContent)).toEqual(['You earned 200 XP!', 'You reached Level 4: Core Builder!'])
  },
}

/** Closed with its button: the region stays, empty, for what comes next. */
export const Dismissed: Story = {
  render: (args) => (
    <News events={[levelReached(4, 'Core Builder')]}>
      <EngagementToasts {...args} />
    </News>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull())
    await expect(canvasElement.querySelector('.ek-toasts')).toHaveAttribute('data-state', 'empty')
  },
}

/** Signed out there is no one's news to tell: nothing is shown. */
export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  render: (args) => (
    <News events={[levelReached(4, 'Core Builder')]}>
      <EngagementToasts {...args} />
    </News>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull()
  },
}
