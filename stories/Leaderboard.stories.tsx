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
          'An entity’s members ranked by a metric: read in one request from a service with boards (engagekit’s server and sandbox: all time, this month, this week or today, in the browser’s time zone), computed from the members, their counters and their profiles against a service of the spec alone, or read from the app’s own `source`. The first three stand on a podium and the table goes on from the fourth place (`limit` counts them all); members at 0 are not ranked yet, only counted; equal values share a rank; the signed-in user is highlighted, and pinned below the list after a gap marker when outside it; “See all” opens the whole board in a dialog. Signed out, a public community’s board is shown.',
      },
    },
  },
} satisfies Meta<typeof Leaderboard>

export default meta
type Story = StoryObj<typeof meta>

/** The visible rank and name of each member row of the first body (the table, after the podium). */
function ranking(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('tbody:first-of-type tr.ek-leaderboard__row')].map((row) => `${row.querySelector('.ek-leaderboard__rank')!.lastChild!.textContent} ${row.querySelector('.ek-leaderboard__name')!.textContent}`)
}

/** The rank and name of each place on the podium, first to third. */
function podium(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('.ek-leaderboard__place:not([data-empty])')].map((place) => `${place.querySelector('.ek-leaderboard__step')!.textContent} ${place.querySelector('.ek-leaderboard__place-name')!.textContent}`)
}

/** Every member at 0 but `kept` (address → xp). */
function onlyRanked(sandbox: Sandbox, kept: Record<string, number>) {
  const counters = sandbox.state.entities[demo.entityId]!.counters
  for (const address of Object.keys(counters)) counters[address]!['aurora-xp'] = kept[address] ?? 0
}

/** The demo community made private: strangers and signed-out visitors do not see it. */
function makePrivate(sandbox: Sandbox) {
  sandbox.state.entities[demo.entityId]!.entity.public = false
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

/** The demo member is seventh, outside the five shown: their place pinned below the list, after a gap marker. */
export const PinnedSelf: Story = {
  args: { limit: 5 },
  parameters: { engagekit: { prepare: (sandbox) => void (sandbox.state.entities[demo.entityId]!.counters[demo.accounts.member.address]!['aurora-xp'] = 50) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table', { name: 'Leaderboard' })
    await expect(podium(canvasElement)).toEqual(['1 Maya Lindqvist', '2 Tomás Reyes', '3 Jonas Weber'])
    await expect(ranking(canvasElement)).toEqual(['4 Sofia Rossi', '5 Amara Diallo'])
    await expect(within(table).getByRole('row', { name: '1 more' })).toBeVisible()
    const own = within(table).getByRole('rowheader', { name: /Priya Natarajan/ }).closest('tr')!
    await expect(own).toHaveAttribute('aria-current', 'true')
    await expect(own).toHaveTextContent(/^Your place: 7/)
  },
}

/** The admin is second: marked on the podium, nothing pinned; every ranked member shown, so no “See all”. */
export const SelfInTheList: Story = {
  parameters: { engagekit: { as: 'admin' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table')
    await expect(table.querySelectorAll('tbody')).toHaveLength(1)
    await expect(within(canvas.getByRole('list', { name: 'Top three' })).getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'true')
    await expect(canvas.getByText('8 members ranked · 1 member not ranked yet')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'See all' })).toBeNull()
  },
}

/** One or two members ranked: the podium keeps its three steps (the empty one dashed), so the board does not jump. */
export const FewMembers: Story = {
  parameters: { engagekit: { prepare: (sandbox) => onlyRanked(sandbox, { [demo.accounts.owner.address]: 120, [demo.accounts.admin.address]: 40 }) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Top three' })
    await expect(podium(canvasElement)).toEqual(['1 Maya Lindqvist', '2 Tomás Reyes'])
    await expect(canvasElement.querySelectorAll('.ek-leaderboard__place[data-empty]')).toHaveLength(1)
    // The signed-in member, at 0, is pinned as not ranked yet: no number.
    await expect(canvas.getByRole('rowheader', { name: /Priya Natarajan/ }).closest('tr')).toHaveTextContent(/^Your place: –Not ranked yet/)
    await expect(canvas.getByText('2 members ranked · 7 members not ranked yet')).toBeVisible()
  },
}

/** Members at 0 on a metric few have earned yet: only the ranked ones are numbered, the others counted. */
export const NotRankedYet: Story = {
  args: { metric: 'contributions' },
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        const counters = sandbox.state.entities[demo.entityId]!.counters
        for (const address of Object.keys(counters)) counters[address]!['aurora-contributions'] = 0
        counters[demo.accounts.admin.address]!['aurora-contributions'] = 2
        counters[demo.accounts.member.address]!['aurora-contributions'] = 1
        counters[demo.accounts.owner.address]!['aurora-contributions'] = 3
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Top three' })
    await expect(podium(canvasElement)).toEqual(['1 Maya Lindqvist', '2 Tomás Reyes', '3 Priya Natarajan'])
    await expect(canvas.getByText('3 members ranked · 6 members not ranked yet')).toBeVisible()
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
    await expect(podium(canvasElement).map((line) => line.split(' ')[0])).toEqual(['1', '1', '3'])
    await expect(ranking(canvasElement).map((line) => line.split(' ')[0])).toEqual(['3', '5'])
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
    await waitFor(() => expect(podium(canvasElement)[0]).toBe('1 Tomás Reyes'))
    await expect(canvas.getByRole('columnheader', { name: 'Reviews' })).toBeVisible()
  },
}

/** For sidebars: five rows, no pictures, no podium; “See all” for the rest. */
export const Compact: Story = {
  args: { variant: 'compact' },
  parameters: { engagekit: { width: 280 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table')
    await expect(ranking(canvasElement)).toHaveLength(5)
    await expect(canvasElement.querySelector('.ek-leaderboard__avatar')).toBeNull()
    await expect(within(canvasElement).getByRole('button', { name: 'See all' })).toBeVisible()
  },
}

/** Members without a profile show by short address (the full one in the title). */
export const MembersWithoutProfiles: Story = {
  args: { limit: 6 },
  parameters: { engagekit: { prepare: (sandbox) => addMembers(sandbox, 3, (index) => 3000 - index * 900) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table')
    await expect(podium(canvasElement)[0]).toMatch(/^1 0x0000…/)
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
  rankedCount: 9_310,
})

/** The app's own source (its server's endpoint): nothing is computed in the browser, and no sign-in is needed. */
export const ServerSource: Story = {
  args: { source: serverBoard },
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('table')
    await expect([...podium(canvasElement), ...ranking(canvasElement)].map((line) => line.split(' ')[0])).toEqual(['1', '2', '2', '4'])
    await expect(canvas.getByText('9,310 members ranked · 3,170 members not ranked yet')).toBeVisible()
    await expect(storyEnvironment({ loaded }).requests).toEqual([])
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
    await canvas.findByRole('list', { name: 'Top three' })
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

/** Signed out, a public community: its board is shown, read without a signature; nobody is marked as you. */
export const SignedOutPublic: Story = {
  args: { limit: 5 },
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('list', { name: 'Top three' })
    await expect(ranking(canvasElement)).toEqual(['4 Sofia Rossi', '5 Priya Natarajan'])
    await expect(canvas.queryByText('You')).toBeNull()
    await expect(canvas.getByRole('button', { name: 'See all' })).toBeVisible()
  },
}

/** Signed out, a private community: its board is its members', so the hint offers to sign in. */
export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out', prepare: makePrivate } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Sign in to see the leaderboard.')).toBeVisible()
  },
}

/** A wallet is connected but not signed in, on a private community: the hint offers to sign in, then the board shows. */
export const WalletConnected: Story = {
  parameters: { engagekit: { as: 'wallet', prepare: makePrivate } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    await canvas.findByRole('table', {}, { timeout: 5000 })
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
    const fourth = within(table).getByRole('rowheader', { name: /^Sofia Rossi/ })
    await expect(whole(within(fourth).getByText('Sofia Rossi'))).toBe(true)
    await expect(fourth.querySelector('.ek-leaderboard__address')).toBeVisible()
    // On the podium too: the name whole (on two lines, broken between its words), the short address beneath it.
    const places = [...canvasElement.querySelectorAll('.ek-leaderboard__place')]
    const second = places.find((place) => place.getAttribute('data-place') === '2')!
    await expect(whole(second.querySelector('.ek-leaderboard__place-name')!)).toBe(true)
    await expect(second.querySelector('.ek-leaderboard__place-address')).toHaveTextContent(shortAddress(demo.accounts.admin.address))
    await expect(second.querySelector('.ek-leaderboard__place-address')).toBeVisible()
    // The longest name, out of room on the podium, cut after two lines with an ellipsis, whole in its title.
    const longest = canvasElement.querySelector<HTMLElement>('.ek-leaderboard__place[data-place="1"] .ek-leaderboard__place-name')!
    await expect(longest).toHaveAttribute('title', 'Maximiliane Alexandra von Löwenstein-Wertheim-Freudenberg')
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

/** “See all”: the whole board in a modal dialog, from the first place, a page at a time; Escape closes it and the focus returns. */
export const SeeAll: Story = {
  args: { limit: 10 },
  parameters: { engagekit: { prepare: (sandbox) => addMembers(sandbox, 30, (index) => 150 + index * 7) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const seeAll = await canvas.findByRole('button', { name: 'See all' })
    await userEvent.click(seeAll)
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Leaderboard' })
    await waitFor(() => expect(dialog.querySelectorAll('tbody:first-of-type tr.ek-leaderboard__row')).toHaveLength(25))
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('dialog[open]')).toBeNull())
    await expect(seeAll).toHaveFocus()
    // Open again for the picture.
    await userEvent.click(seeAll)
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Leaderboard' })
  },
}

/** The provider's `locale="ar"`: Arabic strings and digits, drawn right to left (the podium's second place on the right). */
export const Arabic: Story = {
  args: { locale: undefined, limit: 4 },
  parameters: {
    engagekit: {
      locale: 'ar',
      prepare: (sandbox) => void (sandbox.state.entities[demo.entityId]!.counters[demo.accounts.member.address]!['aurora-xp'] = 50),
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const element = canvasElement.querySelector<HTMLElement>('.ek-leaderboard[lang="ar"]')
      if (!element) throw new Error('not in Arabic yet')
      return element
    })
    await expect(root).toHaveAttribute('dir', 'rtl')
    const canvas = within(canvasElement)
    const places = within(await canvas.findByRole('list', { name: 'المراكز الثلاثة الأولى' })).getAllByRole('listitem')
    // Right to left, the second place stands at the start (the right), the first in the middle.
    await expect(places[1]!.getBoundingClientRect().left).toBeGreaterThan(places[0]!.getBoundingClientRect().left)
    await expect(canvas.getByRole('row', { name: /^\S+ آخرون$/ })).toBeVisible()
  },
}
