import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MetricDefinitions } from '../src/react/components/MetricDefinitions/MetricDefinitions.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const meta = {
  title: 'Admin/MetricDefinitions',
  component: MetricDefinitions,
  tags: ['autodocs'],
  parameters: {
    engagekit: { as: 'admin' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'The metrics an entity tracks, for its admins and owners to rename and describe inline (rows 1 and 5). A rename keeps every member’s counter. Members see “Admins and owners only” and nothing is requested for them.',
      },
    },
  },
} satisfies Meta<typeof MetricDefinitions>

export default meta
type Story = StoryObj<typeof meta>

/** An admin renames a metric: the list shows it at once and the sandbox has it. */
export const Admin: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Reviews' }))
    const name = canvas.getByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'peer reviews')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await canvas.findByRole('button', { name: 'Edit Peer reviews' })
    const { sandbox } = storyEnvironment({ loaded })
    await waitFor(() => expect(sandbox.state.entities[demo.entityId]!.metrics.find((metric) => metric.id === 'aurora-reviews')?.name).toBe('peer reviews'))
  },
}

/** The owner sees the same list. */
export const Owner: Story = {
  parameters: { engagekit: { as: 'owner' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(6)
  },
}

/** A member: told plainly, and no metric list is read. */
export const Member: Story = {
  parameters: { engagekit: { as: 'member' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText('Admins and owners only')
    await expect(storyEnvironment({ loaded }).requests.filter((request) => request.endsWith('/metrics'))).toEqual([])
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sign in as an admin or owner to manage this community.')
  },
}

/** Field errors before anything is sent: a blank name. */
export const InvalidEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit XP' }))
    await userEvent.clear(canvas.getByLabelText('Name'))
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(canvas.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText('Name')).toHaveFocus()
  },
}

/** The save is refused (roles changed meanwhile): said plainly, the edits kept. */
export const SaveRefused: Story = {
  parameters: { engagekit: { failPath: /\/metrics\/[^/]+\/update$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit XP' }))
    await userEvent.type(canvas.getByLabelText('Description'), ' (season 2)')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Couldn’t save. Your edits are kept.')
    await expect(canvas.getByLabelText('Description')).toHaveValue('Experience points earned across the guild (season 2)')
  },
}

export const Empty: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.metrics = []
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No metrics yet')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
}

export const ServiceError: Story = {
  parameters: { engagekit: { failPath: /\/metrics$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Couldn’t load the metrics.')
  },
}

/** Twelve more metrics with long names and descriptions, at 320 px. */
export const LongList: Story = {
  parameters: {
    engagekit: {
      width: 320,
      prepare: (sandbox) => {
        const metrics = sandbox.state.entities[demo.entityId]!.metrics
        for (let index = 0; index < 12; index++) {
          metrics.push({ id: `metric-${index}`, name: `community_contribution_metric_number_${index}`, description: 'A long description that goes on to show how the text wraps inside the narrow card without pushing anything sideways.', type: 'count' })
        }
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(18)
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
}

/** A metric capped per member and day (a bot's runaway stops there): the cap under it, and in its form to change or clear. */
export const Capped: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.metrics.find((metric) => metric.id === 'aurora-quests')!.maxPerMemberPerDay = 20
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('At most 20 per member per day')
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit XP' }))
    await expect(await canvas.findByLabelText('Max per member per day')).toHaveValue('')
  },
}
