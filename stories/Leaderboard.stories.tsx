import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { getAddress } from 'viem'
import { Leaderboard } from '../src/react/components/Leaderboard/Leaderboard.js'
import type { LeaderboardSource } from '../src/query/leaderboard.js'
import type { Sandbox } from '../src/sandbox/createSandbox.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const meta = {
  title: 'Components/Leaderboard',
  component: Leaderboard,
  tags: ['autodocs'],
  args: { metric: 'xp', locale: 'en-US' },
  parameters: {
    docs: {
      description: {
        component:
          'An entity’s members ranked by a metric: read in one request from a service with boards (engagekit’s server and sandbox: all time, this month, this week or today, in the browser’s time zone), computed from the members, their counters and their profiles against a service of the spec alone, or read from the app’s own `source`. Equal values share a rank; the signed-in user is highlighted, and pinned below the list with their rank when outside it.',
      },
    },
  },
} satisfies Meta<typeof Leaderboard>

export default meta
type Story = StoryObj<typeof meta>

/** The visible rank and name of each row of the first body. */
function ranking(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('tbody:first-of-type tr')].map((row) => `${row.querySelector('.ek-leaderboard__rank')!.lastChild!.textContent} ${row.querySelector('.ek-leaderboard__name')!.textContent}`)
}

/** An address as the board shows it beneath a name: `0x1234…abcd`. */
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** Made-up members without profiles, with xp from `xp(index)`. */
function addMembers(sandbox: Sandbox, count: number, xp: (index: number) => number) {
  const entity = sandbox.state.entities[demo.entityId]!
  for (let index = 0; index < count; index++) {
    const address = getAddress(`0x${(0xbee0000 + index).toString(16).padStart(40, '0')}`)
    entity.members.push({ address, chain: 'ethereum', joinedAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' })
    entity.counters[address] = { 'aurora-xp': xp(index) }
  }
}

/** The demo member is fifth: outside the top three, so their place is pinned below the list. */
export const PinnedSelf: Story = {
  args: { limit: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Leaderboard' })
    await expect(ranking(canvasElement)).toEqual(['1 Maya Lindqvist', '2 Tomás Reyes', '3 Jonas Weber'])
    const own = within(table).getByRole('rowheader', { name: /Priya Natarajan/ }).closest('tr')!
    await expect(own).toHaveAttribute('aria-current', 'true')
    await expect(own).toHaveTextContent(/^Your place: 5/)
  },
}

/** The admin is second: highlighted in place, nothing pinned. */
export const SelfInTheList: Story = {
  parameters: { engagekit: { as: 'admin' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table')
    await expect(table.querySelectorAll('tbody')).toHaveLength(1)
    await expect(within(table).getByRole('rowheader', { name: /Tomás Reyes/ }).closest('tr')).toHaveAttribute('aria-current', 'true')
  },
}

/** Equal values share a rank, and the next rank skips: 1, 1, 3. */
export const Ties: Story = {
  args: { limit: 5 },
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        const counters = sandbox.state.entities[demo.entityId]!.counters
        counters[demo.accounts.admin.address]!['aurora-xp'] = 2350
        counters[demo.accounts.member.address]!['aurora-xp'] = 780
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table')
    await expect(ranking(canvasElement).map((line) => line.split(' ')[0])).toEqual(['1', '1', '3', '3', '5'])
  },
}

/** Several metrics: a switcher of pressed toggle buttons. */
export const MetricSwitcher: Story = {
  args: { metric: undefined, metrics: ['xp', 'reviews', 'contributions'], limit: 5 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = await canvas.findByRole('group', { name: 'Rank by' })
    await canvas.findByRole('table')
    await userEvent.click(within(group).getByRole('button', { name: 'Reviews' }))
    await expect(within(group).getByRole('button', { name: 'Reviews' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(ranking(canvasElement)[0]).toBe('1 Tomás Reyes'))
    await expect(canvas.getByRole('columnheader', { name: 'Reviews' })).toBeVisible()
  },
}

/** For sidebars: five rows, no pictures. */
export const Compact: Story = {
  args: { variant: 'compact' },
  parameters: { engagekit: { width: 280 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table')
    await expect(ranking(canvasElement)).toHaveLength(5)
    await expect(canvasElement.querySelector('.ek-leaderboard__avatar')).toBeNull()
  },
}

/** Members without a profile show by short address (the full one in the title). */
export const MembersWithoutProfiles: Story = {
  args: { limit: 6 },
  parameters: { engagekit: { prepare: (sandbox) => addMembers(sandbox, 3, (index) => 3000 - index * 900) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table')
    await expect(ranking(canvasElement)[0]).toMatch(/^1 0x0000…/)
  },
}

// A server-computed board, as an app's endpoint running computeLeaderboard would send it.
const serverBoard: LeaderboardSource = async ({ limit }) => ({
  rows: [
    { address: demo.accounts.owner.address, value: 128_400, name: 'Maya Lindqvist' },
    { address: demo.accounts.admin.address, value: 97_250, name: 'Tomás Reyes' },
    { address: getAddress('0x00000000000000000000000000000000000c0ffe'), value: 97_250 },
    { address: demo.accounts.member.address, value: 41_000, name: 'Priya Natarajan' },
  ].slice(0, limit),
  memberCount: 12_480,
})

/** The app's own source (its server's endpoint): nothing is computed in the browser, and no sign-in is needed. */
export const ServerSource: Story = {
  args: { source: serverBoard },
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    await expect(ranking(canvasElement).map((line) => line.split(' ')[0])).toEqual(['1', '2', '2', '4'])
    await expect(canvas.getByText('12,480 members ranked')).toBeVisible()
    await expect(storyEnvironment({ loaded }).requests).toEqual([])
  },
}

/** This week's board, in Auckland's calendar: the increments of the week only (the clock stopped on a Thursday). */
export const ThisWeek: Story = {
  args: { period: 'week', timeZone: 'Pacific/Auckland', limit: 5 },
  parameters: { engagekit: { now: '2026-11-19T15:00:00Z' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('combobox', { name: 'Period' })).toHaveValue('week')
    await canvas.findByRole('table')
  },
}

/** The period switcher: from all time to this month, the board read again in one request. */
export const PeriodSwitcher: Story = {
  args: { limit: 5 },
  parameters: { engagekit: { now: '2026-11-19T15:00:00Z' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const periods = await canvas.findByRole('combobox', { name: 'Period' })
    await canvas.findByRole('table')
    await userEvent.selectOptions(periods, 'This month')
    await expect(periods).toHaveValue('month')
    await waitFor(() => expect(storyEnvironment({ loaded }).requests.filter((request) => request.endsWith('/leaderboard'))).toHaveLength(2))
    await expect(storyEnvironment({ loaded }).requests.filter((request) => /\/users\/0x[^/]+\/metrics$/.test(request))).toEqual([])
    // The month's board is drawn: the table no longer dimmed as it loads, its fade back done.
    await waitFor(() => expect(canvas.getByRole('table')).not.toHaveAttribute('aria-busy', 'true'))
    await waitFor(() => expect(getComputedStyle(canvas.getByRole('table')).opacity).toBe('1'))
  },
}

/** A service of the spec alone: the board is computed from members and counters, all time only (no period switcher). */
export const SpecService: Story = {
  args: { limit: 3 },
  parameters: { engagekit: { service: 'spec' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    await expect(canvas.queryByRole('combobox', { name: 'Period' })).toBeNull()
  },
}

/** More members than a browser should read one by one, against a service of the spec alone: it needs a server-computed source. */
export const TooManyMembers: Story = {
  args: { maxMembers: 20 },
  parameters: { engagekit: { service: 'spec', prepare: (sandbox) => addMembers(sandbox, 15, (index) => index) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('more than 20 members: its leaderboard needs a server-computed source')
    await expect(storyEnvironment({ loaded }).requests.filter((request) => /\/users\/0x[^/]+\/metrics$/.test(request))).toEqual([])
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.members = []
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No one to rank yet')).toBeVisible()
  },
}

export const ServiceError: Story = {
  parameters: { engagekit: { respond: 'error' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t load the leaderboard.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const UnknownMetric: Story = {
  args: { metric: 'karma' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This community has no metric called “karma”.')
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to see the leaderboard.')).toBeVisible()
  },
}

/** A wallet is connected but not signed in: the hint offers to sign in. */
export const WalletConnected: Story = {
  parameters: { engagekit: { as: 'wallet' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    await canvas.findByRole('table', {}, { timeout: 5000 })
  },
}

export const Dark: Story = {
  args: { limit: 3, metrics: ['xp', 'reviews'] },
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table')
    await expect(canvasElement.querySelector('.ek-leaderboard')).toHaveAttribute('data-ek-theme', 'dark')
  },
}

/** 320 px wide, long names and a switcher: nothing overflows, the rank column is as wide as its numbers, and names
 * are whole where they fit (over their short addresses), a name longer than the room cut at its end, never inside a word. */
export const Narrow: Story = {
  args: { limit: 4, metrics: ['xp', 'reviews', 'contributions'] },
  parameters: {
    engagekit: {
      width: 320,
      prepare: (sandbox) => {
        sandbox.state.users[demo.accounts.owner.address]!.profile.name = 'Maximiliane Alexandra von Löwenstein-Wertheim-Freudenberg'
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table')
    const root = canvasElement.querySelector<HTMLElement>('.ek-leaderboard')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
    const whole = (element: Element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight
    await expect(table.querySelector('.ek-leaderboard__rank')!.getBoundingClientRect().width).toBeLessThan(40)
    const admin = within(table).getByRole('rowheader', { name: /^Tomás Reyes/ })
    await expect(whole(within(admin).getByText('Tomás Reyes'))).toBe(true)
    await expect(within(admin).getByText(shortAddress(demo.accounts.admin.address))).toBeVisible()
    // On the podium too: the name whole (on two lines, broken between its words), the short address beneath it.
    const podium = [...canvasElement.querySelectorAll('.ek-leaderboard__place')]
    const second = podium.find((place) => place.getAttribute('data-place') === '2')!
    await expect(whole(second.querySelector('.ek-leaderboard__place-name')!)).toBe(true)
    await expect(second.querySelector('.ek-leaderboard__place-address')).toHaveTextContent(shortAddress(demo.accounts.admin.address))
    await expect(second.querySelector('.ek-leaderboard__place-address')).toBeVisible()
    // The longest name, out of room, on one line with an ellipsis, whole in its title.
    const longest = within(table).getByTitle('Maximiliane Alexandra von Löwenstein-Wertheim-Freudenberg')
    await expect(getComputedStyle(longest).whiteSpace).toBe('nowrap')
    await expect(getComputedStyle(longest).textOverflow).toBe('ellipsis')
  },
}

/** Every string can be replaced, e.g. to translate. */
export const Translated: Story = {
  args: {
    limit: 3,
    locale: 'de-DE',
    labels: { title: 'Bestenliste', rankColumn: 'Platz', memberColumn: 'Mitglied', you: 'Du', yourPlace: 'Dein Platz', memberCount: (count) => `${count} Mitglieder` },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('table', { name: 'Bestenliste' })).toBeVisible()
  },
}
