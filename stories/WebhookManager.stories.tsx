import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { WebhookManager } from '../src/react/components/WebhookManager/WebhookManager.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'
import { serveWebhooks, storySecret } from './support/webhookFixtures.js'

const meta = {
  title: 'Admin/WebhookManager',
  component: WebhookManager,
  tags: ['autodocs'],
  args: { locale: 'en-US' },
  parameters: {
    engagekit: { as: 'owner' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'An entity’s webhooks, for its owners (an engagekit extension: engagekit-server and the sandbox offer it). The service POSTs the entity’s events to each endpoint, signed as Standard Webhooks says, and tries a failed delivery again for up to 5 days. The signing secret is shown once, to copy; each endpoint shows its events, whether the service still sends to it, and its newest delivery’s outcome; its deliveries open in place, where a failed or pending one can be sent again now.',
      },
    },
  },
} satisfies Meta<typeof WebhookManager>

export default meta
type Story = StoryObj<typeof meta>

const busy = { serve: serveWebhooks() } satisfies EngagekitStoryParameters
const discord = 'https://bots.example.com/engagekit/discord'

/** Three endpoints: one for two event types, one for all events, one the service stopped (its endpoint answered 410). */
export const Endpoints: Story = {
  parameters: { engagekit: busy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(3)
    await canvas.findByText(/^Last delivery: Pending · /)
    await expect(canvas.getByText('3 endpoints')).toBeVisible()
  },
}

/** An endpoint's deliveries opened: every outcome, failed and pending ones with Retry. */
export const Deliveries: Story = {
  parameters: { engagekit: busy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: `Deliveries to ${discord}` }))
    const table = await canvas.findByRole('table', { name: `Deliveries to ${discord}` })
    await expect(within(table).getAllByRole('row')).toHaveLength(5)
    await expect(within(table).getAllByRole('button', { name: /^Retry / })).toHaveLength(2)
  },
}

/** A failed delivery sent again: its row turns pending and the toast says so. */
export const Retried: Story = {
  parameters: { engagekit: busy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: `Deliveries to ${discord}` }))
    const table = await canvas.findByRole('table')
    await userEvent.click(within(table).getByRole('button', { name: 'Retry member.joined' }))
    await waitFor(() => expect(within(table).getAllByRole('row')[2]).toHaveAttribute('data-status', 'pending'))
    await waitFor(() => expect(canvas.getByText('member.joined is being sent again.').closest('[role="status"]')).not.toBeNull())
  },
}

/** An endpoint nothing was sent to yet. */
export const NoDeliveries: Story = {
  parameters: { engagekit: { serve: serveWebhooks(() => ({ hooks: [{ id: 'wh_new', url: 'https://hooks.example.com/engage', events: [], description: '', createdAt: '2026-11-18T21:00:00.000Z', disabledAt: null, disabledReason: null }], deliveries: {} })) } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Deliveries to https://hooks.example.com/engage' }))
    await expect(await within(canvas.getByRole('region', { name: 'Deliveries to https://hooks.example.com/engage' })).findByText('No deliveries yet')).toBeVisible()
  },
}

/** The deliveries could not be read: said where they would be, with Try again. */
export const DeliveriesError: Story = {
  parameters: { engagekit: { ...busy, failPath: /\/deliveries$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: `Deliveries to ${discord}` }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Couldn’t load the deliveries.')
  },
}

/** No endpoint yet: what webhooks are for, and the form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No endpoints yet')).toBeVisible()
  },
}

/** The form opened beside endpoints, some events picked by group. */
export const AddForm: Story = {
  parameters: { engagekit: busy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Add endpoint' }))
    await userEvent.type(canvas.getByLabelText('Endpoint URL'), 'https://analytics.example.com/in/engagekit')
    await userEvent.click(canvas.getByRole('radio', { name: 'Only the events I pick' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'member.joined' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'level.reached' }))
    await expect(canvas.getByRole('checkbox', { name: 'member.joined' })).toBeChecked()
  },
}

/** An endpoint just added: its secret shown this once, selected, with Copy; Done puts it away for good. */
export const JustAdded: Story = {
  // The secret is new on every run: the pictures draw it as a box.
  parameters: { visual: { mask: ['.ek-secret__value'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Endpoint URL'), 'https://hooks.example.com/engage')
    await userEvent.type(canvas.getByLabelText('Description'), 'Leaderboard sync')
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }))
    const shown = await canvas.findByRole('region', { name: 'Endpoint added. Copy its signing secret' })
    await expect(within(shown).getByLabelText('Signing secret')).toHaveFocus()
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1))
  },
}

/** Not a URL: flagged at the field before anything is sent. */
export const InvalidUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Endpoint URL'), 'hooks.example.com/engage')
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }))
    await expect(canvas.getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The service refuses the URL (a private address, on engagekit-server): said at the field, the URL kept. */
export const UrlRefused: Story = {
  parameters: {
    engagekit: {
      serve: (request) =>
        request.method === 'POST' && new URL(request.url).pathname.endsWith('/webhooks')
          ? Response.json({ success: false, error: { code: 'invalid-input', message: 'url must not point at a loopback, private, link-local or metadata address (10.1.2.3)', field: 'url' } }, { status: 400 })
          : undefined,
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Endpoint URL'), 'http://10.1.2.3/hook')
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }))
    await waitFor(() => expect(canvas.getByLabelText('Endpoint URL')).toHaveAttribute('aria-invalid', 'true'))
    await expect(canvas.getByLabelText('Endpoint URL')).toHaveValue('http://10.1.2.3/hook')
  },
}

/** The service fails to add it: said in the form's actions bar (focused), everything typed kept. */
export const AddRefused: Story = {
  parameters: { engagekit: { failPath: /\/webhooks$/, failMethod: 'POST' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Endpoint URL'), 'https://hooks.example.com/engage')
    await userEvent.click(canvas.getByRole('button', { name: 'Add endpoint' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t save.')
    await waitFor(() => expect(alert).toHaveFocus())
  },
}

/** Rotate asks once more, saying the old secret keeps signing for 24 hours. */
export const ConfirmRotate: Story = {
  parameters: { engagekit: busy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: `More actions for ${discord}` }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Rotate secret' }))
    await expect(canvas.getByRole('group', { name: `Rotate the secret of ${discord}` })).toBeVisible()
  },
}

/** The new secret after a rotation, shown this once in the endpoint's row. */
export const Rotated: Story = {
  parameters: { engagekit: busy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: `More actions for ${discord}` }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Rotate secret' }))
    await userEvent.click(within(canvas.getByRole('group')).getByRole('button', { name: 'Rotate secret' }))
    const shown = await canvas.findByRole('region', { name: 'New signing secret' })
    await expect(within(shown).getByLabelText('Signing secret')).toHaveValue(storySecret)
  },
}

/** Delete asks once more before nothing is sent any more. */
export const ConfirmDelete: Story = {
  parameters: { engagekit: busy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: `More actions for ${discord}` }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }))
    await expect(canvas.getByRole('group', { name: `Delete ${discord}` })).toBeVisible()
  },
}

/** Deleted after asking: the endpoint leaves and the toast confirms it. */
export const Deleted: Story = {
  parameters: { engagekit: busy },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: `More actions for ${discord}` }))
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Delete' }))
    await userEvent.click(within(canvas.getByRole('group')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(canvas.getByText(`${discord} deleted.`).closest('[role="status"]')).not.toBeNull())
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2))
  },
}

/** An admin: only owners manage webhooks, and none is read. */
export const Admin: Story = {
  parameters: { engagekit: { as: 'admin' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText('Owners only')
    await expect(storyEnvironment({ loaded }).requests.filter((request) => request.includes('/webhooks'))).toEqual([])
  },
}

export const Member: Story = {
  parameters: { engagekit: { as: 'member' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Admins and owners only')
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sign in as an admin or owner to manage this community.')
  },
}

/** A service of the spec alone has no webhooks: said plainly, nothing else asked. */
export const SpecService: Story = {
  parameters: { engagekit: { service: 'spec' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This service has no webhooks.')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
}

export const ServiceError: Story = {
  parameters: { engagekit: { failPath: /\/webhooks$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Couldn’t load the webhooks.')
  },
}

/** 320 px: URLs wrap, the actions go under the summary, each delivery is a block of labelled values. */
export const Narrow: Story = {
  parameters: { engagekit: { ...busy, width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: `Deliveries to ${discord}` }))
    await canvas.findByRole('table')
  },
}

export const Dark: Story = {
  parameters: { engagekit: { ...busy, theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: `Deliveries to ${discord}` }))
    await canvas.findByRole('table')
  },
}
