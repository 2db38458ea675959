import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ProfileEditor } from '../src/react/components/ProfileEditor/ProfileEditor.js'
import { demo } from '../src/service/seed/demo.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment } from './support/storyEnvironment.js'

const owner = demo.accounts.owner.address
const member = demo.accounts.member.address

const meta = {
  title: 'Components/ProfileEditor',
  component: ProfileEditor,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'Your own profile (spec 2.6) as a form checked with the same schema as the client and the service: field errors, a pending save, failures that keep your edits. Anyone else’s profile is a read-only card; safe links and IPFS pictures only.',
      },
    },
  },
} satisfies Meta<typeof ProfileEditor>

export default meta
type Story = StoryObj<typeof meta>

const form = (canvasElement: HTMLElement) => within(canvasElement).findByRole('form', { name: 'Your profile' })

/** The demo member edits their own profile. */
export const SignedInMember: Story = {
  play: async ({ canvasElement }) => {
    await form(canvasElement)
    await expect(within(canvasElement).getByRole('textbox', { name: /^Name/ })).toHaveValue('Priya Natarajan')
  },
}

/** Change the name, save: "Saving…", then the confirmation's toast, and the service has it. */
export const Editing: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await form(canvasElement))
    const name = canvas.getByRole('textbox', { name: /^Name/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'Priya N.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }))
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Profile saved.'))
    await expect(storyEnvironment({ loaded }).sandbox.state.users[member]?.profile.name).toBe('Priya N.')
  },
}

/** A bad email is refused before anything is sent: the field says why and gets the focus. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(await form(canvasElement))
    const email = canvas.getByRole('textbox', { name: 'Email' })
    await userEvent.clear(email)
    await userEvent.type(email, 'priya-at-example')
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }))
    await expect(email).toHaveAttribute('aria-invalid', 'true')
    await expect(email).toHaveAccessibleDescription('Enter an email address, like name@example.com.')
    await expect(email).toHaveFocus()
    await expect(storyEnvironment({ loaded }).requests.filter((request) => request.startsWith('POST'))).toEqual([])
  },
}

/** The service fails the save: the save bar says so with the reason and takes the focus; Save becomes Try again and every edit stays in the form. */
export const FailedSaveKeepsEdits: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/users/:address', () => HttpResponse.json({ success: false, error: { code: 'internal-error', message: 'The service is unavailable' } }, { status: 500 })))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(await form(canvasElement))
    const about = canvas.getByRole('textbox', { name: 'About' })
    await userEvent.clear(about)
    await userEvent.type(about, 'Now writing Solidity full time.')
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(/Your changes were not saved\.\s*The server had a problem\./)
    await expect(alert).toHaveFocus()
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(about).toHaveValue('Now writing Solidity full time.')
  },
}

/** Someone else's profile is a read-only card: no inputs, links and pictures only when safe. */
export const ReadOnlyOtherUser: Story = {
  args: { userAddress: owner },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = await canvas.findByRole('article', { name: 'Maya Lindqvist' })
    await expect(canvas.queryByRole('textbox')).toBeNull()
    await expect(within(card).getByRole('link', { name: 'https://aurora-guild.example/maya' })).toHaveAttribute('href', 'https://aurora-guild.example/maya')
  },
}

/** Markup and script URLs in a profile are shown as text and never reach href or src. */
export const XssContent: Story = {
  args: { userAddress: owner },
  parameters: {
    engagekit: {
      prepare: (sandbox) => {
        Object.assign(sandbox.state.users[owner]!.profile, {
          name: '<img src=x onerror=alert(1)>',
          about: '<script>alert("about")</script>',
          website: 'javascript:alert(1)',
          imageUrl: 'javascript:alert(1)',
          bannerUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
        })
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { name: '<img src=x onerror=alert(1)>' })
    await expect(canvas.getByText('<script>alert("about")</script>')).toBeVisible()
    await expect(canvas.getByText('javascript:alert(1)').closest('a')).toBeNull()
    for (const element of canvasElement.querySelectorAll('[href], [src]')) {
      await expect(element.getAttribute('href') ?? element.getAttribute('src')).toMatch(/^https?:\/\//)
    }
  },
}

/** A member who never set up a profile, seen by someone else. */
export const NoProfileYet: Story = {
  args: { userAddress: '0x3333333333333333333333333333333333333333' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No profile yet. This member has not set one up.')
  },
}

/** A new user (empty sandbox): an empty form that invites them to fill it in. */
export const Empty: Story = {
  parameters: { engagekit: { seed: 'empty' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(await form(canvasElement))
    await expect(canvas.getByText(/You have not set up your profile yet/)).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('')
  },
}

export const Loading: Story = {
  parameters: { engagekit: { respond: 'loading' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
}

export const ServiceError: Story = {
  parameters: { engagekit: { respond: 'error' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('Couldn’t load the profile.')
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

export const SignedOut: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sign in to edit your profile.')
  },
}

/** An admin has no more rights over profiles than anyone: their own is a form, others' are read-only. */
export const AdminViewingAMember: Story = {
  args: { userAddress: member },
  parameters: { engagekit: { as: 'admin' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'Priya Natarajan' })
  },
}

const longText = 'Builds interfaces by day, audits contracts by night, and writes about both on weekends. '.repeat(12)

/** Very long values wrap instead of overflowing, in the form and on the card. */
export const LongContent: Story = {
  args: { userAddress: owner },
  parameters: {
    engagekit: {
      width: 320,
      prepare: (sandbox) => {
        Object.assign(sandbox.state.users[owner]!.profile, {
          name: 'Maya Alexandra Lindqvist-Johansson-Ferreira-Okonkwo-Nakamura',
          subtitle: 'Founder, Aurora Builders Guild, and a great many other things besides',
          about: longText,
          website: `https://aurora-guild.example/${'very-long-path-segment/'.repeat(8)}`,
        })
      },
    } satisfies EngagekitStoryParameters,
  },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByRole('article')
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1)
  },
}

export const Dark: Story = {
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await form(canvasElement)
  },
}

export const DarkReadOnly: Story = {
  args: { userAddress: owner },
  parameters: { engagekit: { theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article', { name: 'Maya Lindqvist' })
  },
}

export const Narrow: Story = {
  parameters: { engagekit: { width: 320 } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const element = await form(canvasElement)
    await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1)
  },
}

/** Only some fields, with email required by the app, and French labels. */
export const ChosenFieldsTranslated: Story = {
  args: {
    fields: ['name', 'subtitle', 'email', 'website'],
    required: ['email'],
    labels: { editTitle: 'Votre profil', name: 'Nom', subtitle: 'Titre', email: 'E-mail', website: 'Site web', save: 'Enregistrer', requiredHint: 'Les champs marqués * sont obligatoires.', groupBasics: 'Essentiel', groupContact: 'Contact' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(await within(canvasElement).findByRole('form', { name: 'Votre profil' }))
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4)
    await expect(canvas.getByRole('textbox', { name: /^E-mail/ })).toBeRequired()
  },
}
