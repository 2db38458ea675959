import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { EntitySettings } from '../src/react/components/EntitySettings/EntitySettings.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const meta = {
  title: 'Admin/EntitySettings',
  component: EntitySettings,
  tags: ['autodocs'],
  parameters: {
    engagekit: { as: 'owner' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'An entity’s settings (rows 6 and 7): name, description, links, images with previews, OpenSea slug, default theme and owners. Owners edit them; admins read them, with a plain explanation; members see “Admins and owners only”.',
      },
    },
  },
} satisfies Meta<typeof EntitySettings>

export default meta
type Story = StoryObj<typeof meta>

/** The owner renames the community and saves. */
export const Owner: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const name = await canvas.findByLabelText('Name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Aurora Guild')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await canvas.findByText('Settings saved.')
    await waitFor(() => expect(storyEnvironment({ loaded }).sandbox.state.entities[demo.entityId]!.entity.name).toBe('Aurora Guild'))
  },
}

/** An admin reads the settings; a free-text link value stays text. */
export const AdminReadOnly: Story = {
  parameters: {
    engagekit: {
      as: 'admin',
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.entity.discord = 'to be added'
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('note')
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(canvas.getByText('to be added').closest('a')).toBeNull()
  },
}

export const Member: Story = {
  parameters: { engagekit: { as: 'member' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Admins and owners only')
  },
}

/** The service's rules, said before sending. */
export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const website = await canvas.findByLabelText('Website')
    await userEvent.clear(website)
    await userEvent.type(website, 'not a url')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(website).toHaveAttribute('aria-invalid', 'true')
    await expect(website).toHaveFocus()
  },
}

export const SaveFails: Story = {
  parameters: { engagekit: { failPath: /\/update$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.clear(await canvas.findByLabelText('Telegram'))
    await userEvent.type(canvas.getByLabelText('Telegram'), 'aurora')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Couldn’t save. Your edits are kept.')
    await expect(canvas.getByLabelText('Telegram')).toHaveValue('aurora')
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sign in as an admin or owner to manage this community.')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
}

/** The service fails while the settings are read: the cause in plain words, and a way to try again. */
export const ServiceError: Story = {
  parameters: { engagekit: { respond: 'error' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The server had a problem.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const Narrow: Story = {
  parameters: { engagekit: { width: 320 } satisfies EngagekitStoryParameters },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
}

/**
 * The owner pastes co-owners at once: each becomes a chip with the person's name and picture (a member's from the
 * member list) and short address; a typo stays as a red chip, and Save says which entry is wrong before sending.
 */
export const OwnerChips: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const input = await canvas.findByRole('textbox', { name: 'Owners' })
    await userEvent.click(input)
    await userEvent.paste(`${demo.accounts.admin.address}\n${demo.accounts.member.address}, 0x12345, 0x${'c3'.repeat(20)}`)
    const grid = canvas.getByRole('grid', { name: 'Owners' })
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(5))
    await waitFor(() => expect(within(grid).getByRole('row', { name: `Priya Natarajan, ${demo.accounts.member.address}` })).toBeVisible())
    await expect(within(grid).getByRole('row', { name: 'Not a wallet address: 0x12345' })).toHaveAttribute('data-state', 'invalid')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText('Not wallet addresses: 0x12345.')).toBeVisible()
    await expect(within(grid).getAllByRole('row')).toHaveLength(5)
    await expect(storyEnvironment({ loaded }).requests.filter((request) => request.startsWith('POST'))).toEqual([])
  },
}

/** The streak's settings: the owner makes it weekly with more freezes and sets the community's time zone. */
export const Streak: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('switch', { name: 'Streak' })).toBeChecked()
    await userEvent.selectOptions(canvas.getByLabelText('How often'), 'weekly')
    const max = canvas.getByLabelText('Most a member can hold')
    await userEvent.clear(max)
    await userEvent.type(max, '5')
    await userEvent.type(canvas.getByLabelText('Time zone'), 'Europe/Paris')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await canvas.findByText('Settings saved.')
    const entity = storyEnvironment({ loaded }).sandbox.state.entities[demo.entityId]!.entity
    await waitFor(() => expect(entity.streak).toMatchObject({ frequency: 'weekly', freezes: { max: 5 } }))
    await expect(entity.timeZone).toBe('Europe/Paris')
  },
}

/** A community without a streak: the switch is off and nothing else shows until it is turned on. */
export const StreakOff: Story = {
  parameters: { engagekit: { as: 'owner', prepare: (sandbox) => void (sandbox.state.entities[demo.entityId]!.entity.streak = null) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('switch', { name: 'Streak' })).not.toBeChecked()
    await expect(canvas.queryByLabelText('Metric that extends it')).toBeNull()
  },
}

/** The streak's rules, said before sending: more freezes to start with than the most, a zone that is an offset. */
export const StreakInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const initial = await canvas.findByLabelText('To start with')
    await userEvent.clear(initial)
    await userEvent.type(initial, '4')
    await userEvent.type(canvas.getByLabelText('Time zone'), '+05:00')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(initial).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('Can’t be more than the most a member can hold.')).toBeVisible()
    await expect(canvas.getByLabelText('Time zone')).toHaveFocus()
  },
}

/** The service refuses the streak (its metric was deleted meanwhile): said at the metric, every edit kept. */
export const StreakRefused: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    const metric = await canvas.findByLabelText('Metric that extends it')
    await waitFor(() => expect(within(metric).getByRole('option', { name: 'Contributions' })).toBeInTheDocument())
    await userEvent.selectOptions(metric, 'contributions')
    const guild = storyEnvironment({ loaded }).sandbox.state.entities[demo.entityId]!
    guild.metrics = guild.metrics.filter((entry) => entry.name !== 'contributions')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(metric).toHaveAttribute('aria-invalid', 'true'))
    await expect(metric).toHaveValue('contributions')
    await expect(canvas.getByText('Unsaved changes')).toBeVisible()
  },
}
