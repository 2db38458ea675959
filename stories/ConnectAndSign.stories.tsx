import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createSiweMessage } from 'viem/siwe'
import { ConnectAndSign } from '../src/react/components/ConnectAndSign/ConnectAndSign.js'
import { EngagementProvider } from '../src/react/EngagementProvider.js'
import { demo } from '../src/service/seed/demo.js'
import type { CreateTokenFn } from '../src/session/createSiweToken.js'
import type { EngagekitStoryParameters } from './support/parameters.js'
import { storyEnvironment, type StoryEnvironment } from './support/storyEnvironment.js'
import { useForcedStoryTheme } from './support/storyTheme.js'

const member = demo.accounts.member.address
const memberShort = `${member.slice(0, 6)}…${member.slice(-4)}`

const meta = {
  title: 'Components/ConnectAndSign',
  component: ConnectAndSign,
  tags: ['autodocs'],
  // An element of the page, not something to type in.
  argTypes: { portalContainer: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          'Pick a wallet, connect, then sign in on the same dialog’s second step (why a signature, the site and the account, the exact message on request, “Check your wallet…”, a refusal and Try again); see and copy the signed-in address, sign out. Closing the dialog on the sign-in step cancels it and leaves the wallet connected. Every session status is shown in words. `ConnectAndSign.Custom` gives the same state and actions to a render prop for apps that draw their own button.',
      },
    },
  },
} satisfies Meta<typeof ConnectAndSign>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The dialog is fixed to the viewport; in these stories it is fixed to a box of the canvas instead (a transform makes
 * the box its containing block), so the canvas, and its pictures, show it: centred, or a bottom sheet under 480 px.
 */
const dialogRoom: Decorator = (Story) => <div style={{ transform: 'translateZ(0)', minHeight: 640 }}>{Story()}</div>

const week = 7 * 24 * 60 * 60 * 1000
const issuedAt = new Date('2025-05-01T09:30:00Z')

/** The Sign-In with Ethereum message of one site, nonce and time: the same text (and picture) on every run. */
const fixedToken: CreateTokenFn = ({ address, chainId }) => ({
  token: createSiweMessage({
    address,
    chainId,
    domain: 'aurora.example',
    uri: 'https://aurora.example',
    nonce: 'k7Jx2mQp9vLr4TzA',
    issuedAt,
    expirationTime: new Date(issuedAt.getTime() + week),
    statement: 'Sign in to take part in this community. This signature costs nothing and sends no transaction.',
    version: '1',
  }),
  expiresAt: Date.now() + week,
})

function FixedMessage({ environment, children }: { environment: StoryEnvironment; children: ReactNode }) {
  const theme = useForcedStoryTheme() ?? environment.parameters.theme ?? 'light'
  return (
    <EngagementProvider baseUrl={environment.client.baseUrl} entityId={demo.entityId} client={environment.client} queryClient={environment.queryClient} wagmiConfig={environment.wagmiConfig} storage="memory" theme={theme} locale={environment.parameters.locale ?? 'en'} createToken={fixedToken}>
      {children}
    </EngagementProvider>
  )
}

/** Signs in with {@link fixedToken}'s message. */
const fixedMessage: Decorator = (Story, context) => <FixedMessage environment={storyEnvironment(context)}>{Story()}</FixedMessage>

/**
 * Waits for the signed-in member's name and picture to settle: the profile image once loaded, or the identicon once
 * every gateway has failed (as here, offline). What is shown then no longer changes.
 */
async function profileShown(canvasElement: HTMLElement) {
  // Named on the button, and again at the top of the open menu.
  await within(canvasElement).findAllByText('Priya Natarajan')
  await waitFor(() => {
    // The generated face, or the photo once it has loaded: never the blank circle of a picture on its way.
    const state = canvasElement.querySelector('.ek-connect-and-sign__avatar')?.getAttribute('data-state')
    return expect(state === 'generated' || state === 'loaded').toBe(true)
  })
}

/** Nobody connected: one button, which opens the wallet picker. */
export const Disconnected: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Connect wallet' })
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

/** The picker is a modal dialog: focus moves to the first wallet; Escape closes it and focus goes back. */
export const WalletPickerOpen: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  decorators: [dialogRoom],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const trigger = await canvas.findByRole('button', { name: 'Connect wallet' })
    await userEvent.click(trigger)
    const dialog = canvas.getByRole('dialog', { name: 'Connect a wallet' })
    await expect(within(dialog).getByRole('button', { name: 'Demo wallet' })).toHaveFocus()
    await step('Escape closes and returns focus', async () => {
      await userEvent.keyboard('{Escape}')
      await expect(canvas.queryByRole('dialog')).toBeNull()
      await expect(trigger).toHaveFocus()
    })
    // Left open for the canvas.
    await userEvent.click(trigger)
    await expect(canvas.getByRole('dialog')).toBeVisible()
  },
}

/** The whole way: pick the wallet, sign in on the dialog's second step, see the address. */
/** How far a dialog's title's centre is from the dialog's, in pixels. */
function titleOffCentre(dialog: HTMLElement): number {
  const box = dialog.getBoundingClientRect()
  const title = dialog.querySelector('h2')!.getBoundingClientRect()
  return Math.abs(title.left + title.width / 2 - (box.left + box.width / 2))
}

export const ConnectThenSignIn: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect wallet' }))
    // Both steps' titles are centred, and the dialog keeps its height from one step to the next.
    const picker = await canvas.findByRole('dialog', { name: 'Connect a wallet' })
    const pickerBox = picker.getBoundingClientRect()
    await expect(titleOffCentre(picker)).toBeLessThan(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Demo wallet' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Verify your account' })
    await expect(titleOffCentre(dialog)).toBeLessThan(2)
    await expect(dialog.getBoundingClientRect().height).toBeGreaterThanOrEqual(pickerBox.height - 1)
    await expect(Math.abs(dialog.getBoundingClientRect().top - pickerBox.top)).toBeLessThan(2)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    await canvas.findByRole('button', { name: /Signed in as/ })
    await expect(canvas.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByText(memberShort)).toBeVisible()
    await expect(storyEnvironment({ loaded }).requests).toContain('GET /api/token')
    await profileShown(canvasElement)
  },
}

/** The demo wallet is connected, not signed in yet. */
export const Connected: Story = {
  parameters: { engagekit: { as: 'wallet' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('button', { name: 'Sign in' })
    await expect(canvas.getByText(memberShort)).toBeVisible()
  },
}

/**
 * The dialog's second step, once the wallet is connected: why a signature, the site and the account, and that it is
 * free; the wallet is asked when "Sign in" is pressed.
 */
export const SignStep: Story = {
  decorators: [dialogRoom],
  // Before the message exists the site shown is the page's host, whose port is the test server's of the moment: the
  // pictures draw it as a box.
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters, visual: { mask: ['.ek-connect-and-sign__summary dl > div:first-child dd'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect wallet' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Demo wallet' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Verify your account' })
    await expect(dialog).toHaveAccessibleDescription('Sign a message in Demo wallet to prove this address is yours.')
    await expect(within(dialog).getByRole('button', { name: 'Sign in' })).toHaveFocus()
    await expect(within(dialog).getByText(memberShort)).toBeVisible()
  },
}

/** "Sign in" pressed after a reload (connected, not signed in): the dialog opens on its sign-in step, waiting for the wallet. */
export const Signing: Story = {
  parameters: { engagekit: { as: 'wallet', respond: 'loading' } satisfies EngagekitStoryParameters },
  decorators: [dialogRoom, fixedMessage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Verify your account' })
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Check your wallet… Sign the message in Demo wallet to continue.'))
    await expect(within(dialog).getByRole('heading', { name: 'Verify your account' })).toHaveFocus()
    await expect(within(dialog).getByText('aurora.example')).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible()
  },
}

/** While the wallet is asked, "See message" shows the exact text it signs. */
export const SigningMessageShown: Story = {
  parameters: { engagekit: { as: 'wallet', respond: 'loading' } satisfies EngagekitStoryParameters },
  decorators: [dialogRoom, fixedMessage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Verify your account' })
    await userEvent.click(await within(dialog).findByText('See message'))
    await expect(dialog.querySelector('pre')).toHaveTextContent(/^aurora\.example wants you to sign in with your Ethereum account:/)
  },
}

/** The user presses "Reject" in the wallet: a kind message in the dialog, Try again (focused) and Cancel. */
export const RejectedSignature: Story = {
  parameters: { engagekit: { as: 'wallet', wallet: { rejectSignatures: true } } satisfies EngagekitStoryParameters },
  decorators: [dialogRoom, fixedMessage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Verify your account' })
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('You declined the sign-in request in your wallet.')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Try again' })).toHaveFocus())
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible()
  },
}

/** The service is down when registering the signature. */
export const ServiceError: Story = {
  parameters: { engagekit: { as: 'wallet', respond: 'error' } satisfies EngagekitStoryParameters },
  decorators: [dialogRoom, fixedMessage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Sign-in failed\./)
  },
}

/** Signed in with the wallet: the account (picture, name, address) as a menu button. */
export const SignedIn: Story = {
  parameters: { engagekit: { as: 'wallet' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    const account = await canvas.findByRole('button', { name: /Signed in as/ })
    await waitFor(() => expect(account).toHaveFocus())
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`Signed in as ${memberShort}`))
    await profileShown(canvasElement)
  },
}

/** The account menu open: Copy address, Your profile and Sign out, focus on the first item. */
export const AccountMenuOpen: Story = {
  parameters: { engagekit: { as: 'wallet' } satisfies EngagekitStoryParameters },
  args: { profileHref: 'https://example.com/members/priya' },
  // The menu opens over the page below the button: room for it in the canvas.
  decorators: [(Story) => <div style={{ minHeight: 220 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    await userEvent.click(await canvas.findByRole('button', { name: /Signed in as/ }))
    await expect(await canvas.findByRole('menuitem', { name: 'Copy address' })).toHaveFocus()
    await expect(canvas.getByRole('menuitem', { name: 'Your profile' })).toHaveAttribute('href', 'https://example.com/members/priya')
    await userEvent.keyboard('{End}')
    await expect(canvas.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('menuitem', { name: 'Copy address' })).toHaveFocus()
    await profileShown(canvasElement)
  },
}

/** The app manages the session itself (controlled mode): the address shows; signing out is the app's business. */
export const SignedInMember: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /Signed in as/ }))
    await canvas.findByRole('menuitem', { name: 'Copy address' })
    await expect(canvas.queryByRole('menuitem', { name: 'Sign out' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    await profileShown(canvasElement)
  },
}

/** An app draws its own button with `ConnectAndSign.Custom`. */
export const CustomRender: Story = {
  parameters: { engagekit: { as: 'signed-out' } satisfies EngagekitStoryParameters },
  render: () => (
    <ConnectAndSign.Custom>
      {({ status, shortAddress, connectors, connect, signIn, signOut, isPending, error }) => (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', fontFamily: 'system-ui', flexWrap: 'wrap' }}>
          <span>
            {status === 'signed-in' ? `✔ ${shortAddress}` : status === 'connected' ? `Wallet ${shortAddress}` : 'Not connected'}
          </span>
          {status === 'disconnected' &&
            connectors.map((wallet) => (
              <button key={wallet.id} type="button" onClick={() => void connect(wallet)}>
                Use {wallet.name}
              </button>
            ))}
          {(status === 'connected' || status === 'error') && (
            <button type="button" onClick={() => void signIn()} disabled={isPending}>
              Sign the message
            </button>
          )}
          {status === 'signed-in' && (
            <button type="button" onClick={() => void signOut({ disconnect: true })}>
              Leave
            </button>
          )}
          {error && <span role="alert">{error.message}</span>}
        </div>
      )}
    </ConnectAndSign.Custom>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Use Demo wallet' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign the message' }))
    await canvas.findByText(`✔ ${memberShort}`)
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }))
    await canvas.findByText('Not connected')
  },
}

export const Dark: Story = {
  parameters: { engagekit: { as: 'signed-out', theme: 'dark' } satisfies EngagekitStoryParameters },
  decorators: [dialogRoom],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Connect wallet' }))
    await expect(canvas.getByRole('dialog')).toBeVisible()
  },
}

export const DarkSignedIn: Story = {
  parameters: { engagekit: { as: 'wallet', theme: 'dark' } satisfies EngagekitStoryParameters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    await canvas.findByRole('button', { name: /Signed in as/ })
    await profileShown(canvasElement)
  },
}

/** At 320 px, the dialog's long error and its buttons wrap instead of overflowing. */
export const Narrow: Story = {
  parameters: { engagekit: { as: 'wallet', width: 320, wallet: { rejectSignatures: true } } satisfies EngagekitStoryParameters },
  decorators: [dialogRoom, fixedMessage],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    await canvas.findByRole('alert')
    const root = canvasElement.querySelector<HTMLElement>('.ek-connect-and-sign')!
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1)
  },
}

/** In an app's narrow header beside its title: the account shrinks with the row, its name (shown rather than the address) giving way, inside the header. */
export const InNarrowHeader: Story = {
  parameters: { engagekit: { as: 'wallet' } satisfies EngagekitStoryParameters },
  decorators: [
    (Story) => (
      <header data-testid="app-header" style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, boxSizing: 'border-box', width: '100%', maxWidth: 220, padding: '4px 12px', border: '1px solid rgb(128 128 128 / 0.4)', borderRadius: 12 }}>
        <strong style={{ flex: 'none' }}>Aurora DAO</strong>
        {Story()}
      </header>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }))
    const account = await canvas.findByRole('button', { name: /Signed in as/ })
    await profileShown(canvasElement)
    const header = canvas.getByTestId('app-header').getBoundingClientRect()
    await expect(Math.round(account.getBoundingClientRect().right)).toBeLessThanOrEqual(Math.round(header.right))
    const name = canvas.getByText('Priya Natarajan')
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth)
  },
}

/** Long translated labels (German) still fit. */
export const LongLabels: Story = {
  parameters: { engagekit: { as: 'wallet', width: 320 } satisfies EngagekitStoryParameters },
  args: {
    labels: {
      signIn: 'Mit der verbundenen Wallet anmelden',
      disconnect: 'Verbindung zur Wallet trennen',
      connectedAs: 'Verbundene Wallet:',
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Mit der verbundenen Wallet anmelden' })
  },
}
