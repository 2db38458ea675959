import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { AdminPanel } from '../src/react/components/AdminPanel/AdminPanel.js'
import type { EngagekitStoryParameters } from './support/parameters.js'

const meta = {
  title: 'Admin/AdminPanel',
  component: AdminPanel,
  tags: ['autodocs'],
  parameters: {
    engagekit: { as: 'owner' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component: 'Every admin component in tabs, under the community’s name and the caller’s role. Members see one plain “Admins and owners only”.',
      },
    },
  },
} satisfies Meta<typeof AdminPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByLabelText('Name')
    await userEvent.click(canvas.getByRole('tab', { name: 'Metrics' }))
    await canvas.findByRole('button', { name: 'Edit XP' })
  },
}

export const Admin: Story = {
  parameters: { engagekit: { as: 'admin' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('note')
  },
}

export const Member: Story = {
  parameters: { engagekit: { as: 'member' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Admins and owners only')
    await expect(canvas.queryByRole('tablist')).toBeNull()
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
}

/** The service fails while the community is read: the cause in plain words, and a way to try again. */
export const ServiceError: Story = {
  parameters: { engagekit: { respond: 'error' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The server had a problem.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** In a 320 px column the tabs give way to one select of the sections, which switches them the same way. */
export const Narrow: Story = {
  parameters: { engagekit: { width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const select = await canvas.findByRole('combobox', { name: 'Section' })
    await expect(select).toBeVisible()
    await expect(canvas.queryByRole('tablist')).toBeNull()
    await expect(canvas.getByRole('tabpanel', { name: 'Settings' })).toBeVisible()
    await userEvent.selectOptions(select, 'Metrics')
    const panel = canvas.getByRole('tabpanel', { name: 'Metrics' })
    await expect(panel).toBeVisible()
    await within(panel).findByRole('button', { name: 'Edit XP' })
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark', as: 'admin' } satisfies EngagekitStoryParameters },
}
