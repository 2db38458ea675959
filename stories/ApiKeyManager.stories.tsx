import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ApiKeyManager } from '../src/react/components/ApiKeyManager/ApiKeyManager.js'
import type { Sandbox } from '../src/sandbox/createSandbox.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const meta = {
  title: 'Admin/ApiKeyManager',
  component: ApiKeyManager,
  tags: ['autodocs'],
  args: { locale: 'en-US' },
  parameters: {
    engagekit: { as: 'owner' } satisfies EngagekitStoryParameters,
    docs: {
      description: {
        component:
          'An entity’s API keys, for its owners (an engagekit extension: engagekit-server and the sandbox offer it). A key lets a server or bot award points and read the entity without a wallet, sent as `Authorization: Bearer <key>`. The key is shown once, to copy; the list shows names, first characters and when each key was last used; a revoked key is refused at once.',
      },
    },
  },
} satisfies Meta<typeof ApiKeyManager>

export default meta
type Story = StoryObj<typeof meta>

/** Keys in use, as stored: never the key itself, only its first characters and its hash. */
function addKeys(sandbox: Sandbox) {
  sandbox.state.entities[demo.entityId]!.apiKeys = [
    { id: 'key-discord', name: 'Discord bot', prefix: 'ek_7Hq2', hash: '0'.repeat(64), createdAt: '2026-09-02T10:00:00.000Z', lastUsedAt: '2026-11-18T21:14:00.000Z', revokedAt: null },
    { id: 'key-github', name: 'GitHub Actions: award reviews', prefix: 'ek_Zp9c', hash: '1'.repeat(64), createdAt: '2026-10-11T08:30:00.000Z', lastUsedAt: null, revokedAt: null },
    { id: 'key-old', name: 'Old script', prefix: 'ek_a1b2', hash: '2'.repeat(64), createdAt: '2026-03-01T08:30:00.000Z', lastUsedAt: '2026-04-01T08:30:00.000Z', revokedAt: '2026-05-01T00:00:00.000Z' },
  ]
}

/** Two keys in use (a revoked one is not listed). */
export const Keys: Story = {
  parameters: { engagekit: { prepare: addKeys } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(2)
    await expect(canvas.getByText('2 keys')).toBeVisible()
  },
}

/** No key yet: what keys are for, and the form. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No API keys yet')).toBeVisible()
  },
}

/** A key just created: shown this once, selected, with Copy; Done puts it away for good. */
export const JustCreated: Story = {
  // The key and its prefix are new on every run, and the date is today's: the pictures draw them as boxes.
  parameters: { engagekit: { prepare: addKeys } satisfies EngagekitStoryParameters, visual: { mask: ['.ek-secret__value', '.ek-api-key-manager__prefix', '.ek-api-key-manager__meta'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Key name'), 'Leaderboard sync')
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }))
    const shown = await canvas.findByRole('region', { name: '“Leaderboard sync” is ready' })
    await expect(within(shown).getByLabelText('API key')).toHaveFocus()
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(3))
  },
}

/** Revoke asks once more, inline, before the key stops working. */
export const ConfirmRevoke: Story = {
  parameters: { engagekit: { prepare: addKeys } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Discord bot' }))
    await expect(canvas.getByRole('group', { name: 'Revoke Discord bot' })).toBeVisible()
  },
}

/** A key revoked after asking: it leaves the list and the toast confirms it. */
export const Revoked: Story = {
  parameters: { engagekit: { prepare: addKeys } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Revoke Discord bot' }))
    await userEvent.click(within(canvas.getByRole('group', { name: 'Revoke Discord bot' })).getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(canvas.getByText('“Discord bot” revoked.').closest('[role="status"]')).not.toBeNull())
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1)
  },
}

/** A blank name is flagged before anything is sent. */
export const InvalidName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Create key' }))
    await expect(canvas.getByLabelText('Key name')).toHaveAttribute('aria-invalid', 'true')
  },
}

/** The service refuses the new key: said in the form's actions bar (focused), the name kept. */
export const CreateRefused: Story = {
  parameters: { engagekit: { failPath: /\/api-keys$/, failMethod: 'POST', prepare: addKeys } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('Key name'), 'Payments webhook')
    await userEvent.click(canvas.getByRole('button', { name: 'Create key' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t save.')
    await waitFor(() => expect(alert).toHaveFocus())
    await expect(canvas.getByLabelText('Key name')).toHaveValue('Payments webhook')
  },
}

/** An admin: only owners manage keys, and no key is read. */
export const Admin: Story = {
  parameters: { engagekit: { as: 'admin' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    await within(canvasElement).findByText('Owners only')
    await expect(storyEnvironment({ loaded }).requests.filter((request) => request.includes('/api-keys'))).toEqual([])
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

/** A service of the spec alone has no keys: said plainly, nothing else asked. */
export const SpecService: Story = {
  parameters: { engagekit: { service: 'spec' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This service has no API keys.')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
}

export const ServiceError: Story = {
  parameters: { engagekit: { failPath: /\/api-keys$/ } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Couldn’t load the API keys.')
  },
}

/** 320 px: long names wrap, the key field and its button share the line. */
export const Narrow: Story = {
  parameters: { engagekit: { width: 320, prepare: addKeys } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('listitem')).toHaveLength(2)
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark', prepare: addKeys } satisfies EngagekitStoryParameters },
}
