import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { getAddress } from 'viem'
import { MembersTable } from '../src/react/components/MembersTable/MembersTable.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const member = demo.accounts.member.address

const meta = {
  title: 'Admin/MembersTable',
  component: MembersTable,
  tags: ['autodocs'],
  parameters: {
    engagekit: { as: 'admin' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'An entity’s members for its admins and owners (rows 8, 9, 2 to 4): role, chain and join date, searchable and sortable, windowed so 10,000 rows stay quick. Add members from pasted addresses (each checked; repeats, members and typos shown and left out before sending) on a chosen chain. A member’s counters, adjusted by hand with a reason kept in a history on the page. Members see “Admins and owners only” and nothing is requested for them.',
      },
    },
  },
} satisfies Meta<typeof MembersTable>

export default meta
type Story = StoryObj<typeof meta>

/** An admin takes 40 XP back from a member, with a reason: the counter moves, the toast confirms it and the history keeps it. */
export const Admin: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Counters of Priya Natarajan' }))
    const panel = await canvas.findByRole('dialog', { name: 'Priya Natarajan' })
    const form = await within(panel).findByRole('form', { name: 'Adjust a counter' })
    await userEvent.selectOptions(within(form).getByLabelText('Metric'), 'xp')
    await userEvent.type(within(form).getByLabelText('Change by'), '-40')
    await userEvent.type(within(form).getByLabelText('Reason'), 'Duplicate event counted twice')
    await userEvent.click(within(form).getByRole('button', { name: 'Adjust' }))
    await within(panel).findByRole('group', { name: 'Adjustments made here' })
    await waitFor(() => expect(canvas.getByText('Counter adjusted.').closest('[role="status"]')).not.toBeNull())
    const { sandbox } = storyEnvironment({ loaded })
    await waitFor(() => expect(sandbox.state.entities[demo.entityId]!.counters[member]!['aurora-xp']).toBe(300))
  },
}

/** The owner pastes addresses: what will be sent, and what is left out, shows before sending. */
export const Owner: Story = {
  parameters: { engagekit: { as: 'owner' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Add members' })
    await userEvent.click(within(form).getByLabelText('Wallet addresses'))
    await userEvent.paste(`0x${'a1'.repeat(20)}\n0x${'b2'.repeat(20)}, ${member}\n0x123`)
    await expect(within(form).getByText('2 new addresses to add.')).toBeVisible()
    await expect(within(form).getByText('Left out, not wallet addresses: 0x123.')).toBeVisible()
    await expect(within(form).getByRole('button', { name: 'Add 2 members' })).not.toHaveAttribute('aria-disabled')
  },
}

/** A member: told plainly, and no member list is read. */
export const Member: Story = {
  parameters: { engagekit: { as: 'member' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText('Admins and owners only')
    await expect(storyEnvironment({ loaded }).requests.filter((request) => request.endsWith('/users'))).toEqual([])
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sign in as an admin or owner to manage this community.')
  },
}

/** Adding is refused: said plainly in the form's actions bar (focused), the pasted addresses kept. */
export const SaveRefused: Story = {
  parameters: { engagekit: { failPath: /\/force-add$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Add members' })
    await userEvent.click(within(form).getByLabelText('Wallet addresses'))
    await userEvent.paste(`0x${'a1'.repeat(20)}`)
    await userEvent.click(within(form).getByRole('button', { name: 'Add 1 member' }))
    const alert = await within(form).findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t save. Your edits are kept.')
    await waitFor(() => expect(alert).toHaveFocus())
    await expect(within(form).getAllByRole('row').map((chip) => chip.getAttribute('title')?.toLowerCase())).toEqual([`0x${'a1'.repeat(20)}`])
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
    await within(canvasElement).findByText('No members yet')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
}

export const ServiceError: Story = {
  parameters: { engagekit: { failPath: /\/users$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Couldn’t load the members.')
  },
}

/** 10,000 members: only the rows in view are drawn; sorting and searching stay quick. */
export const LongList: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        const members = sandbox.state.entities[demo.entityId]!.members
        for (let index = 0; index < 10_000 - 9; index++) {
          const day = String(1 + (index % 28)).padStart(2, '0')
          members.push({ address: getAddress(`0x7${(index + 1).toString(16).padStart(39, '0')}`), chain: index % 3 ? 'ethereum' : 'base', joinedAt: `2026-03-${day}T10:00:00.000Z`, updatedAt: `2026-03-${day}T10:00:00.000Z` })
        }
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('10,000 members')
    const table = canvas.getByRole('table')
    await expect(within(table).getAllByRole('row').length).toBeLessThan(60)
    await userEvent.click(within(canvas.getByRole('columnheader', { name: /Joined/ })).getByRole('button'))
    await expect(canvas.getByRole('columnheader', { name: /Joined/ })).toHaveAttribute('aria-sort', 'descending')
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('9 members')
  },
}

export const Narrow: Story = {
  parameters: { engagekit: { width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('9 members')
  },
}

/** Members on several chains: each by its name and mark; a chain not known here by its raw name beside a plain ring. */
export const Chains: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        const chains = ['ethereum', 'polygon', 'base', 'arbitrum', 'optimism', 'bsc', 'zora', 'ethereum', 'gnosis']
        sandbox.state.entities[demo.entityId]!.members.forEach((entry, index) => (entry.chain = chains[index % chains.length]!))
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table')
    await expect(within(table).getByText('Polygon')).toBeVisible()
    await expect(within(table).getByText('BNB Smart Chain')).toBeVisible()
    await expect(within(table).getByText('zora').closest('[data-known]')).toBeNull()
  },
}

/** Arabic, right to left: the member's drawer opens from the left edge, beside their row. */
export const RightToLeft: Story = {
  parameters: {
    engagekit: {
      locale: 'ar',
      prepare: (sandbox) => {
        const members = sandbox.state.entities[demo.entityId]!.members
        members.forEach((entry, index) => (entry.chain = index % 3 === 1 ? 'polygon' : index % 3 === 2 ? 'base' : 'ethereum'))
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table')
    const button = await waitFor(() => table.querySelector<HTMLButtonElement>(`button[data-address="${member}"]`) ?? Promise.reject(new Error('no row yet')))
    await userEvent.click(button)
    const drawer = await canvas.findByRole('dialog')
    await expect(drawer).toHaveFocus()
    await within(drawer).findByRole('form')
  },
}

/** Two members left off the boards (a bot and a test wallet): badged in the table; a drawer's switch shows them again. */
export const HiddenFromBoards: Story = {
  parameters: {
    engagekit: {
      as: 'owner',
      prepare: (sandbox) => {
        const members = sandbox.state.entities[demo.entityId]!.members
        for (const entry of members) if (entry.address === member || entry === members[members.length - 1]) entry.hiddenFromBoards = true
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = await canvas.findByRole('table')
    await expect(within(table).getAllByText('Hidden from boards')).toHaveLength(2)
    await userEvent.click(await canvas.findByRole('button', { name: 'Counters of Priya Natarajan' }))
    const panel = await canvas.findByRole('dialog', { name: 'Priya Natarajan' })
    await expect(await within(panel).findByRole('switch', { name: 'Hidden from boards' })).toBeChecked()
    await within(panel).findByRole('form', { name: 'Adjust a counter' })
  },
}
