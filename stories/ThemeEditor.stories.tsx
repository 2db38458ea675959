import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ThemeEditor } from '../src/react/components/ThemeEditor/ThemeEditor.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const meta = {
  title: 'Admin/ThemeEditor',
  component: ThemeEditor,
  tags: ['autodocs'],
  parameters: {
    engagekit: { as: 'admin' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'An entity’s dynamic NFT themes by level, for its admins and owners (rows 12 to 16): create and edit a theme (title, level, price, three IPFS pictures, background and accent colours) beside a live NFT card that follows every keystroke, delete with confirmation and Undo, and set the default. Members see “Admins and owners only” and nothing is requested for them.',
      },
    },
  },
} satisfies Meta<typeof ThemeEditor>

export default meta
type Story = StoryObj<typeof meta>

const themes = (loaded: Record<string, unknown>) => storyEnvironment({ loaded }).sandbox.state.entities[demo.entityId]!.themes

/** An admin edits a theme: the card follows the title and colours as they are typed; Save sends them. */
export const Admin: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Current' }))
    const form = within(canvas.getByRole('form', { name: 'Edit theme Current' }))
    await userEvent.clear(form.getByLabelText('Title'))
    await userEvent.type(form.getByLabelText('Title'), 'Current, season 2')
    await expect(form.getByRole('heading', { name: 'Current, season 2' })).toBeVisible()
    await userEvent.click(form.getByRole('button', { name: 'Save' }))
    await canvas.findByText('Current, season 2 saved.')
    await waitFor(() => expect(themes(loaded).find((theme) => theme.id === 'aurora-theme-current')?.title).toBe('Current, season 2'))
  },
}

/** The new-theme form filled in, beside its live card; accent 2 is too close to the background, and says so. */
export const Creating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'New theme' }))
    const form = within(canvas.getByRole('form', { name: 'New theme' }))
    await userEvent.type(form.getByLabelText('Title'), 'Ember')
    await userEvent.type(form.getByLabelText('Background image'), 'ipfs://bafybeiujzdegxdncf32epf3dhodzdocis2jhtlgmxgedn73u55xtplpft7')
    await userEvent.type(form.getByLabelText('Wide logo'), 'ipfs://bafybeihh7566tfjgvq6kbnxjbtfqxkwovompzom7wbbr6qmw4wxfogo6mv')
    await userEvent.type(form.getByLabelText('Square logo'), 'ipfs://bafybein6a6wfhym6l3vfz5zfkkibj5j6wjibagi3mnbqnspuq2idw52ijb')
    await userEvent.clear(form.getByLabelText('Accent colour 2'))
    await userEvent.type(form.getByLabelText('Accent colour 2'), '#2a2660')
    await expect(form.getByText(/Accent colour 2 is hard to see on the background/)).toBeVisible()
    await expect(form.getByRole('heading', { name: 'Ember' })).toBeVisible()
  },
}

/** The owner has the same editor. */
export const Owner: Story = {
  parameters: { engagekit: { as: 'owner' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(3)
  },
}

/** Delete asks first; after it, Undo creates the theme again. */
export const DeleteAndUndo: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for Zenith' }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }))
    await userEvent.click(within(canvas.getByRole('group', { name: 'Delete Zenith' })).getByRole('button', { name: 'Delete' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Undo' }))
    await canvas.findByText('Zenith restored.')
    await expect(themes(loaded).filter((theme) => theme.title === 'Zenith')).toHaveLength(1)
  },
}

/** The question before a delete, as it stands on the row. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'More actions for Current' }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }))
    await expect(canvas.getByRole('button', { name: 'Delete' })).toHaveFocus()
  },
}

/** A member: told plainly, and no theme list is read. */
export const Member: Story = {
  parameters: { engagekit: { as: 'member' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText('Admins and owners only')
    await expect(storyEnvironment({ loaded }).requests.filter((request) => request.includes('/themes'))).toEqual([])
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sign in as an admin or owner to manage this community.')
  },
}

/** Field errors before anything is sent. */
export const InvalidFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'New theme' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Create theme' }))
    await expect(canvas.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByLabelText('Title')).toHaveFocus()
  },
}

/** The save fails: said plainly, the edits kept. */
export const SaveFails: Story = {
  parameters: { engagekit: { failPath: /\/themes\/[^/]+\/update$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Spark' }))
    await userEvent.type(canvas.getByLabelText('Title'), ' II')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Couldn’t save. Your edits are kept.')
    await expect(canvas.getByLabelText('Title')).toHaveValue('Spark II')
  },
}

export const Empty: Story = {
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        sandbox.state.entities[demo.entityId]!.themes = []
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No themes yet')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
}

export const ServiceError: Story = {
  parameters: { engagekit: { failPath: /\/themes$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Couldn’t load the themes.')
  },
}

/** Twenty themes, some with long titles, at 320 px. */
export const LongList: Story = {
  parameters: {
    engagekit: {
      width: 320,
      prepare: (sandbox) => {
        const list = sandbox.state.entities[demo.entityId]!.themes
        const colors = ['#0c4a6e', '#14532d', '#7c2d12', '#4a044e', '#1f2937']
        for (let index = 0; index < 17; index++) {
          list.push({ ...list[index % 3]!, id: `theme-${index}`, level: String(index + 6), title: index % 4 === 0 ? `Seasonal community celebration theme number ${index}` : `Tier ${index + 6}`, backgroundColor: colors[index % 5]! })
        }
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(20)
  },
}

/** The new-theme form at 320 px: the card goes under the fields. */
export const Narrow: Story = {
  parameters: { engagekit: { width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'New theme' }))
    await userEvent.type(canvas.getByLabelText('Title'), 'Ember')
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
}
