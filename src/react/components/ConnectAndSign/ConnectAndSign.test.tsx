import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { mainnet } from 'viem/chains'
import { createConfig, createStorage, custom, type Config, type Connector } from 'wagmi'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEngagementClient } from '../../../core/createEngagementClient.js'
import { createSandbox } from '../../../sandbox/createSandbox.js'
import { faultPresets } from '../../../sandbox/faultPresets.js'
import { demo } from '../../../service/seed/demo.js'
import { sandboxConnector, type SandboxConnectorProperties } from '../../../sandbox/sandboxConnector.js'
import { createTestEngagement, renderWithEngagement } from '../../../../test/react/renderWithEngagement.js'
import { EngagementProvider } from '../../EngagementProvider.js'
import { createSiweToken, type CreateTokenFn } from '../../../session/createSiweToken.js'
import { CommunityCard } from '../CommunityCard/CommunityCard.js'
import { MetricsPanel } from '../MetricsPanel/MetricsPanel.js'
import { ConnectAndSign } from './ConnectAndSign.js'
import { shortAddress } from '../internal/shortAddress.js'
import { defaultConnectAndSignLabels } from './ConnectAndSignLabels.js'
import { WalletPicker } from './WalletPicker.js'
import { WalletIcon } from './WalletIcon.js'
import { recentWallets, rememberWallet } from './recentWallets.js'
import { walletOptions } from './walletOptions.js'

const baseUrl = 'https://sandbox.test'
const { member } = demo.accounts
const memberShort = `${member.address.slice(0, 6)}…${member.address.slice(-4)}`

afterEach(cleanup)

const offline = custom({
  request: async () => {
    throw new Error('no RPC in these tests')
  },
})

function memoryStorage() {
  const items = new Map<string, string>()
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) }
}

/** A page with the in-process sandbox and the member's offline wallet, not yet connected. */
function createPage(options: { createToken?: CreateTokenFn; portalContainer?: HTMLElement } = {}) {
  const sandbox = createSandbox()
  // `held`: the service waits before registering a signature (GET /api/token) until it settles.
  const wallet = { rejecting: false, asked: 0, held: undefined as Promise<void> | undefined }
  const client = createEngagementClient({
    baseUrl,
    retry: false,
    fetch: async (request) => {
      if (new URL(request.url).pathname.endsWith('/api/token')) await wallet.held
      return sandbox.fetch(request)
    },
  })
  const config: Config = createConfig({
    chains: [mainnet],
    connectors: [sandboxConnector({ privateKey: member.privateKey, rejectSignatures: () => (wallet.asked++, wallet.rejecting) })],
    transports: { [mainnet.id]: offline },
    storage: createStorage({ storage: memoryStorage() }),
    multiInjectedProviderDiscovery: false,
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <EngagementProvider baseUrl={baseUrl} entityId={demo.entityId} client={client} wagmiConfig={config} storage="memory" createToken={options.createToken}>
      {children}
    </EngagementProvider>
  )
  const connector = () => config.connectors[0] as Connector & SandboxConnectorProperties
  return { sandbox, wallet, config, wrapper, connector }
}

async function renderPage(page: ReturnType<typeof createPage>, ui: ReactNode = <ConnectAndSign />) {
  const user = userEvent.setup()
  const view = render(ui, { wrapper: page.wrapper })
  await screen.findByRole('button', { name: 'Connect wallet' })
  return { user, view }
}

/** Connects the sandbox wallet through the dialog, which then stays open on its sign-in step; returns that dialog. */
async function connectWallet(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
  await user.click(within(screen.getByRole('dialog', { name: 'Connect a wallet' })).getByRole('button', { name: 'Sandbox Wallet' }))
  return screen.findByRole('dialog', { name: 'Verify your account' })
}

/** A promise the test settles itself. */
function gate() {
  let open = () => {}
  const promise = new Promise<void>((resolve) => (open = resolve))
  return { promise, open }
}

const liveRegion = (container: HTMLElement) => container.querySelector('.ek-connect-and-sign > [role="status"]')!

describe('ConnectAndSign', () => {
  it('connect → sign in → address shown → copy → sign out → disconnect', async () => {
    const page = createPage()
    const { user, view } = await renderPage(page)
    const root = view.container.firstElementChild!
    expect(root.getAttribute('data-state')).toBe('disconnected')

    localStorage.removeItem('engagekit.recent-wallets')
    const dialog = await connectWallet(user)
    expect(root.getAttribute('data-state')).toBe('connected')
    // Connected, so remembered for next time under "Recent".
    expect(recentWallets()).toHaveLength(1)

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    const account = await screen.findByRole('button', { name: /Signed in as/ })
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(account))
    expect(account.getAttribute('aria-haspopup')).toBe('menu')
    expect(root.getAttribute('data-state')).toBe('signed-in')
    expect(screen.getByText(memberShort).closest('[title]')?.getAttribute('title')).toBe(member.address)
    expect(liveRegion(view.container).textContent).toBe(`Signed in as ${memberShort}`)
    // The sandbox now knows the signature the session carries.
    expect(Object.keys(page.sandbox.state.users[member.address]?.sessions ?? {}).length).toBe(1)

    await user.click(account)
    expect(account.getAttribute('aria-expanded')).toBe('true')
    await user.click(screen.getByRole('menuitem', { name: 'Copy address' }))
    expect(await navigator.clipboard.readText()).toBe(member.address)
    expect(liveRegion(view.container).textContent).toBe('Address copied')
    // The menu closed and handed focus back to its button.
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(account)

    await user.click(account)
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBe(document.activeElement))
    expect(screen.getByText(memberShort)).toBeTruthy()
    expect(liveRegion(view.container).textContent).toBe(`Connected wallet: ${memberShort}`)
    await user.click(screen.getByRole('button', { name: 'Disconnect' }))
    await screen.findByRole('button', { name: 'Connect wallet' })
    expect(root.getAttribute('data-state')).toBe('disconnected')
  })

  it('after connecting, the dialog stays open on its sign-in step: why, the site and the short address; Sign in closes it once signed', async () => {
    const page = createPage()
    const { user, view } = await renderPage(page)
    const dialog = await connectWallet(user)
    const signIn = within(dialog).getByRole('button', { name: 'Sign in' })
    expect(document.activeElement).toBe(signIn)
    // Named by its visible heading, described by why it asks.
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('Verify your account')
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe('Sign a message in Sandbox Wallet to prove this address is yours.')
    expect(within(dialog).getByText('Free: no transaction, no gas, nothing on-chain.')).toBeTruthy()
    const site = within(dialog).getByText('Site').nextElementSibling
    expect(site?.textContent).toBe(window.location.host)
    const account = within(dialog).getByText('Account').nextElementSibling
    expect(account?.textContent).toBe(memberShort)
    expect(account?.getAttribute('title')).toBe(member.address)
    // Nothing asked of the wallet yet.
    expect(page.wallet.asked).toBe(0)
    // The bar waits behind the dialog, hidden from assistive technology.
    expect(view.container.querySelector('.ek-connect-and-sign__bar')?.getAttribute('aria-hidden')).toBe('true')
    expect(liveRegion(view.container).textContent).toBe('')

    await user.click(signIn)
    await screen.findByRole('button', { name: /Signed in as/ })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(page.wallet.asked).toBe(1)
  })

  it('a declined signature: the reason in the dialog, Try again asks the wallet again, and signing in closes it', async () => {
    const page = createPage()
    const { user, view } = await renderPage(page)
    const dialog = await connectWallet(user)
    page.wallet.rejecting = true
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('You declined the sign-in request in your wallet. You can try again whenever you like.')
    expect(view.container.firstElementChild?.getAttribute('data-state')).toBe('error')
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' })
    await waitFor(() => expect(document.activeElement).toBe(tryAgain))
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy()
    expect(page.wallet.asked).toBe(1)

    page.wallet.rejecting = false
    await user.click(tryAgain)
    await screen.findByRole('button', { name: /Signed in as/ })
    expect(page.wallet.asked).toBe(2)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('while the wallet is asked: "Check your wallet…", the exact message as text, and closing cancels, the wallet staying connected', async () => {
    const page = createPage({ createToken: (parameters) => createSiweToken({ ...parameters, statement: 'Sign in to <img src=x onerror=alert(1)> Aurora.' }) })
    const held = gate()
    page.wallet.held = held.promise
    const { user, view } = await renderPage(page)
    const dialog = await connectWallet(user)
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    const status = within(dialog).getByRole('status')
    await waitFor(() => expect(status.textContent).toBe('Check your wallet… Sign the message in Sandbox Wallet to continue.'))
    expect(view.container.firstElementChild?.getAttribute('data-state')).toBe('signing')
    // Focus left the Sign in button, gone while the wallet is asked, for the heading.
    expect(within(dialog).queryByRole('button', { name: 'Sign in' })).toBeNull()
    expect(document.activeElement?.textContent).toBe('Verify your account')
    // Focus stays in the dialog: from the heading, Shift+Tab goes round to its last action.
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }))

    await user.click(within(dialog).getByText('See message'))
    const text = dialog.querySelector('pre')!
    expect(text.textContent.split('\n').slice(0, 5)).toEqual([`${window.location.host} wants you to sign in with your Ethereum account:`, member.address, '', 'Sign in to <img src=x onerror=alert(1)> Aurora.', ''])
    expect(text.textContent).toMatch(/\nNonce: \w+\n/)
    expect(text.children).toHaveLength(0)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    const signIn = await screen.findByRole('button', { name: 'Sign in' })
    expect(view.container.firstElementChild?.getAttribute('data-state')).toBe('connected')
    await waitFor(() => expect(document.activeElement).toBe(signIn))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByText(memberShort)).toBeTruthy()
    held.open()
  })

  it('connected but not signed in (say, after a reload): Sign in opens the dialog on its sign-in step and asks the wallet at once', async () => {
    const page = createPage()
    const { user } = await renderPage(page)
    await connectWallet(user)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    const held = gate()
    page.wallet.held = held.promise

    const trigger = screen.getByRole('button', { name: 'Sign in' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Verify your account' })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id)
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toMatch(/^Check your wallet…/))
    expect(page.wallet.asked).toBe(1)

    held.open()
    const account = await screen.findByRole('button', { name: /Signed in as/ })
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(account))
  })

  it('a service that fails to register the signature: the cause in plain words, not the client’s message', async () => {
    const page = createPage()
    const { user } = await renderPage(page)
    await connectWallet(user)
    page.sandbox.setFaults(faultPresets.down)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Sign-in failed. The server did not answer as expected. Try again in a moment.')

    page.sandbox.setFaults(undefined)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('button', { name: /Signed in as/ })
  })

  it('a sign-in started elsewhere on the page (the dialog closed): "Check your wallet…" and Cancel in the bar', async () => {
    const held = gate()
    const page = createPage({ createToken: async (parameters) => (await held.promise, createSiweToken(parameters)) })
    const { user, view } = await renderPage(
      page,
      <>
        <ConnectAndSign />
        <CommunityCard />
      </>,
    )
    await user.click(within(await connectWallet(user)).getByRole('button', { name: 'Close' }))
    const bar = within(view.container.querySelector<HTMLElement>('.ek-connect-and-sign')!)
    await user.click(within(await screen.findByRole('region', { name: 'Aurora Builders Guild' })).getByRole('button', { name: 'Sign in' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(view.container.querySelector('.ek-connect-and-sign__message')?.textContent).toBe('Check your wallet…'))
    expect(liveRegion(view.container).textContent).toBe('Check your wallet…')
    await user.click(bar.getByRole('button', { name: 'Cancel' }))
    expect(await bar.findByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    held.open()
  })

  it('the picker is an accessible dialog: focus moves in, stays in, Escape closes and returns focus', async () => {
    const page = createPage()
    const { user } = await renderPage(page)
    const trigger = screen.getByRole('button', { name: 'Connect wallet' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'Connect a wallet' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(trigger.getAttribute('aria-controls')).toBe(dialog.id)
    const wallet = within(dialog).getByRole('button', { name: 'Sandbox Wallet' })
    expect(document.activeElement).toBe(wallet)
    // Tab goes on to the footer's "Get a wallet", then round to Close, and back.
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole('link', { name: 'Get a wallet' }))
    await user.tab()
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
    await user.tab()
    expect(document.activeElement).toBe(wallet)
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })

  it('a wallet that refuses to connect: the reason shows in the picker, and it is not remembered as Recent', async () => {
    localStorage.removeItem('engagekit.recent-wallets')
    const page = createPage()
    const { user } = await renderPage(page)
    act(() => page.connector().setAccount(null))
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
    await user.click(screen.getByRole('button', { name: 'Sandbox Wallet' }))
    const alert = await within(screen.getByRole('dialog')).findByRole('alert')
    expect(alert.textContent).toBe('You declined the connection request in your wallet.')
    expect(recentWallets()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('renders the picker into the portal container, in its own styled root', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    const page = createPage()
    const { user, view } = await renderPage(page, <ConnectAndSign portalContainer={container} theme="dark" />)
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
    const dialog = within(container).getByRole('dialog', { name: 'Connect a wallet' })
    expect(view.container.contains(dialog)).toBe(false)
    const portalRoot = container.firstElementChild!
    expect(portalRoot.className).toBe('ek-root ek-connect-and-sign-portal')
    expect(portalRoot.getAttribute('data-ek-theme')).toBe('dark')
    container.remove()
  })

  it('signs in right after connecting when asked', async () => {
    const page = createPage()
    const { user } = await renderPage(page, <ConnectAndSign signInOnConnect />)
    await user.click(screen.getByRole('button', { name: 'Connect wallet' }))
    await user.click(screen.getByRole('button', { name: 'Sandbox Wallet' }))
    expect(await screen.findByRole('button', { name: /Signed in as/ })).toBeTruthy()
  })

  it('takes labels', async () => {
    const page = createPage()
    const user = userEvent.setup()
    render(<ConnectAndSign labels={{ connect: 'Wallet verbinden', pickerTitle: 'Wallet wählen', signIn: 'Anmelden' }} />, { wrapper: page.wrapper })
    await user.click(await screen.findByRole('button', { name: 'Wallet verbinden' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Wallet wählen' })).getByRole('button', { name: 'Sandbox Wallet' }))
    expect(within(await screen.findByRole('dialog', { name: 'Verify your account' })).getByRole('button', { name: 'Anmelden' })).toBeTruthy()
  })

  it('a session the app controls: address shown, no Sign out', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const view = renderWithEngagement(t, <ConnectAndSign />)
    await waitFor(() => expect(view.container.firstElementChild?.getAttribute('data-state')).toBe('signed-in'))
    expect(screen.getByText(memberShort)).toBeTruthy()
    await userEvent.setup().click(screen.getByRole('button', { name: /Signed in as/ }))
    expect(screen.getByRole('menuitem', { name: 'Copy address' })).toBeTruthy()
    expect(screen.queryByRole('menuitem', { name: 'Sign out' })).toBeNull()
  })

  it('the account menu: arrow keys move, Escape closes and returns focus, a click elsewhere closes; a profile link only if http(s)', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const user = userEvent.setup()
    const { rerender } = renderWithEngagement(t, <ConnectAndSign profileHref="https://example.com/me" />)
    const account = await screen.findByRole('button', { name: /Signed in as/ })
    await user.click(account)
    const menu = screen.getByRole('menu', { name: 'Account' })
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Copy address', 'Your profile'])
    expect(within(menu).getByRole('menuitem', { name: 'Your profile' }).getAttribute('href')).toBe('https://example.com/me')
    expect(document.activeElement?.textContent).toBe('Copy address')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Your profile')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('Copy address')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(account)

    await user.click(account)
    await user.click(document.body)
    expect(screen.queryByRole('menu')).toBeNull()

    rerender(<ConnectAndSign profileHref="/members/me" />)
    await user.click(screen.getByRole('button', { name: /Signed in as/ }))
    expect(screen.getByRole('menuitem', { name: 'Your profile' }).getAttribute('href')).toBe(new URL('/members/me', document.baseURI).href)
    await user.keyboard('{Escape}')

    rerender(<ConnectAndSign profileHref="javascript:alert(1)" />)
    await user.click(screen.getByRole('button', { name: /Signed in as/ }))
    expect(screen.queryByRole('menuitem', { name: 'Your profile' })).toBeNull()
  })

  it('ConnectAndSign.Custom hands the state and actions to a render prop', async () => {
    const page = createPage()
    const user = userEvent.setup()
    render(
      <ConnectAndSign.Custom>
        {({ status, shortAddress: short, connectors, connect, signIn, isPending }) => (
          <div>
            <p>status: {status}</p>
            <p>address: {short ?? 'none'}</p>
            <p>pending: {String(isPending)}</p>
            {connectors.map((wallet) => (
              <button key={wallet.id} type="button" onClick={() => void connect(wallet.id)}>
                use {wallet.name}
              </button>
            ))}
            <button type="button" onClick={() => void signIn()}>
              go
            </button>
          </div>
        )}
      </ConnectAndSign.Custom>,
      { wrapper: page.wrapper },
    )
    await screen.findByText('status: disconnected')
    await user.click(screen.getByRole('button', { name: 'use Sandbox Wallet' }))
    await screen.findByText('status: connected')
    expect(screen.getByText(`address: ${memberShort}`)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'go' }))
    await screen.findByText('status: signed-in')
    expect(screen.getByText('pending: false')).toBeTruthy()
  })

  it('unstyled and className reach the root', async () => {
    const page = createPage()
    const { view } = await renderPage(page, <ConnectAndSign unstyled className="mine" />)
    expect(view.container.firstElementChild?.className).toBe('ek-unstyled ek-connect-and-sign mine')
  })
})

describe('walletOptions', () => {
  const fake = (connector: Partial<Connector>) => ({ type: 'injected', uid: Math.random().toString(), ...connector }) as Connector

  it('shows each wallet once, whichever way it was found, and the generic one only when nothing better exists', () => {
    const connectors = [
      fake({ id: 'injected', name: 'Injected' }),
      fake({ id: 'metaMaskSDK', name: 'MetaMask', type: 'metaMask', rdns: ['io.metamask', 'io.metamask.mobile'] }),
      fake({ id: 'io.metamask', name: 'MetaMask', icon: 'data:image/svg+xml;base64,AAAA' }),
      fake({ id: 'com.coinbase.wallet', name: 'Coinbase Wallet', icon: 'https://example.com/cb.png' }),
      fake({ id: 'com.coinbase.wallet', name: 'Coinbase Wallet' }),
      fake({ id: 'app.rabby', name: 'rabby wallet' }),
      fake({ id: 'io.rabby', name: 'Rabby Wallet' }),
    ]
    const options = walletOptions(connectors)
    expect(options.map((option) => option.id)).toEqual(['metaMaskSDK', 'com.coinbase.wallet', 'app.rabby'])
    expect(options[1]?.icon).toBe('https://example.com/cb.png')
    expect(walletOptions([fake({ id: 'injected', name: 'Injected' })])).toMatchObject([{ id: 'injected', isGeneric: true }])
  })

  it('lets a wallet’s own image icon (data: png, svg, webp; http(s); ipfs) reach src, and nothing else', () => {
    const icon = (value: string) => walletOptions([fake({ id: 'x', name: 'X', icon: value })])[0]?.icon
    expect(icon('javascript:alert(1)')).toBeUndefined()
    expect(icon('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined()
    expect(icon('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=')
    expect(icon('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR')
    expect(icon('data:image/webp;base64,UklG')).toBe('data:image/webp;base64,UklG')
    expect(icon('https://example.com/w.png')).toBe('https://example.com/w.png')
  })

  it('lists wallets that can connect first, and the browser wallet as not installed when the browser has none', () => {
    const connectors = [fake({ id: 'injected', name: 'Injected' }), fake({ id: 'demo', name: 'Demo wallet', type: 'sandbox' })]
    expect(walletOptions(connectors, false).map((option) => [option.id, option.installed])).toEqual([
      ['demo', true],
      ['injected', false],
    ])
    expect(walletOptions(connectors, true).map((option) => [option.id, option.installed])).toEqual([
      ['injected', true],
      ['demo', true],
    ])
  })
})

describe('signed in', () => {
  it('shows the user’s name and picture rather than the address: the face generated from the address when there is no picture', async () => {
    const t = await createTestEngagement({ as: 'member' })
    t.sandbox.state.users[member.address]!.profile.imageUrl = ''
    const view = renderWithEngagement(t, <ConnectAndSign />)
    const chip = (await screen.findByText('Priya Natarajan')).closest('.ek-connect-and-sign__address')!
    expect(chip.getAttribute('title')).toBe(member.address)
    expect(chip.textContent).toBe(`Priya NatarajanSigned in as ${memberShort}`)
    // The address is still in the button's accessible name, its title and the menu, not in its visible text.
    expect([...chip.querySelectorAll('.ek-visually-hidden')].map((part) => part.textContent).join('')).toBe(`Signed in as ${memberShort}`)
    const avatar = chip.querySelector('.ek-connect-and-sign__avatar')!
    expect(avatar.getAttribute('aria-hidden')).toBe('true')
    const face = avatar.querySelector('.ek-avatar__art')!
    expect(face.getAttribute('data-address')).toBe(member.address.toLowerCase())
    // The menu draws the same face: one generator, one person, one picture.
    await userEvent.click(chip)
    const menuFace = (await screen.findByRole('menu')).querySelector('.ek-avatar__art')!
    expect(menuFace.getAttribute('data-address')).toBe(face.getAttribute('data-address'))
    view.unmount()
    // Another account, another picture.
    const other = await createTestEngagement({ as: 'admin' })
    renderWithEngagement(other, <ConnectAndSign />)
    const otherChip = (await screen.findByText(/Tomás Reyes/)).closest('.ek-connect-and-sign__address')!
    const otherFace = otherChip.querySelector('.ek-avatar__art')!
    expect(otherFace.getAttribute('data-address')).toBe(demo.accounts.admin.address.toLowerCase())
  })

  it('shows the short address where the profile gives no name', async () => {
    const t = await createTestEngagement({ as: 'member' })
    t.sandbox.state.users[member.address]!.profile.name = ''
    renderWithEngagement(t, <ConnectAndSign />)
    const chip = await screen.findByRole('button', { name: /Signed in as/ })
    await waitFor(() => expect(chip.querySelector('.ek-connect-and-sign__avatar')?.getAttribute('data-state')).not.toBe('loading'))
    expect(chip.querySelector('.ek-connect-and-sign__name')).toBeNull()
    const visible = [...chip.querySelectorAll('span')].filter((part) => !part.classList.contains('ek-visually-hidden') && part.textContent === memberShort)
    expect(visible).toHaveLength(1)
  })
})

describe('signed in, while the profile loads', () => {
  const heldProfile = async (imageUrl: string | undefined) => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const t = await createTestEngagement({
      as: 'member',
      fetch: async (request, sandbox) => {
        if (new URL(request.url).pathname.startsWith('/api/users/')) await held
        return sandbox.fetch(request)
      },
    })
    if (imageUrl !== undefined) t.sandbox.state.users[member.address]!.profile.imageUrl = imageUrl
    renderWithEngagement(t, <ConnectAndSign />)
    const chip = await screen.findByRole('button', { name: /Signed in as/ })
    await waitFor(() => expect(t.requests).toContain(`GET /api/users/${member.address}`))
    return { chip, release }
  }

  it('shows a blank circle, then the photo: never the generated face first', async () => {
    const { chip, release } = await heldProfile('ipfs://bafybein6a6wfhym6l3vfz5zfkkibj5j6wjibagi3mnbqnspuq2idw52ijb')
    const avatar = () => chip.querySelector('.ek-connect-and-sign__avatar')!
    expect(avatar().getAttribute('data-state')).toBe('loading')
    expect(chip.querySelector('.ek-avatar__art')).toBeNull()
    expect(chip.querySelector('img')).toBeNull()
    release()
    await screen.findByText('Priya Natarajan')
    const photo = avatar().querySelector('img')!
    expect(photo.getAttribute('src')).toContain('bafybein6a6wfhym6l3vfz5zfkkibj5j6wjibagi3mnbqnspuq2idw52ijb')
    // Until the photo has loaded the circle stays blank (the stylesheet hides the face beneath while loading).
    expect(avatar().getAttribute('data-state')).toBe('loading')
    fireEvent.load(photo)
    expect(avatar().getAttribute('data-state')).toBe('loaded')
  })

  it('shows a blank circle, then the generated face when the profile has no photo', async () => {
    const { chip, release } = await heldProfile('')
    expect(chip.querySelector('.ek-connect-and-sign__avatar')!.getAttribute('data-state')).toBe('loading')
    expect(chip.querySelector('.ek-avatar__art')).toBeNull()
    release()
    await screen.findByText('Priya Natarajan')
    expect(chip.querySelector('.ek-connect-and-sign__avatar .ek-avatar__art')).not.toBeNull()
    expect(chip.querySelector('[data-state="loading"]')).toBeNull()
  })
})

describe('the wallet picker', () => {
  const fake = (connector: Partial<Connector>) => ({ type: 'injected', uid: Math.random().toString(), ...connector }) as Connector

  it('offers a browser wallet the browser lacks as not installed, with a link to get one, and never connects to it', async () => {
    const onPick = vi.fn()
    const wallets = walletOptions([fake({ id: 'injected', name: 'Injected' }), fake({ id: 'demo', name: 'Demo wallet', type: 'sandbox', icon: 'data:image/png;base64,iVBOR' })], false)
    render(<WalletPicker id="picker" wallets={wallets} connecting={undefined} error={undefined} labels={defaultConnectAndSignLabels} onPick={onPick} onClose={() => {}} portalContainer={undefined} unstyled={false} theme={undefined} />)
    const items = screen.getAllByRole('listitem')
    // The status on its own line, no separator; the browser's wallet drawn, not spelled from its (translated) name.
    expect(items.map((item) => item.textContent)).toEqual(['Demo wallet', 'Browser walletNot installedGet a wallet'])
    expect(items[1]!.querySelector('.ek-connect-and-sign__wallet-icon svg')).not.toBeNull()
    expect(within(items[0]!).getByRole('button').querySelector('img')?.getAttribute('src')).toBe('data:image/png;base64,iVBOR')
    expect(within(items[1]!).queryByRole('button')).toBeNull()
    expect(within(items[1]!).getByRole('link', { name: 'Get a wallet' }).getAttribute('href')).toBe('https://ethereum.org/en/wallets/find-wallet/')
    await userEvent.setup().click(within(items[0]!).getByRole('button'))
    expect(onPick).toHaveBeenCalledOnce()
  })

  it('groups wallets as Recent (picked here before) and Installed; an × closes; a wallet without an icon gets a colour of its own', async () => {
    localStorage.removeItem('engagekit.recent-wallets')
    const onClose = vi.fn()
    const wallets = walletOptions([fake({ id: 'alpha', name: 'Alpha Wallet', type: 'injected' }), fake({ id: 'beta', name: 'Beta Wallet', type: 'injected' }), fake({ id: 'injected', name: 'Injected' })], false)
    const picker = (props: { onPick?: () => void } = {}) => (
      <WalletPicker id="picker" wallets={wallets} connecting={undefined} error={undefined} labels={defaultConnectAndSignLabels} onPick={props.onPick ?? (() => {})} onClose={onClose} portalContainer={undefined} unstyled={false} theme={undefined} />
    )
    const view = render(picker())
    const titles = () => [...view.container.querySelectorAll('.ek-connect-and-sign__group-title')].map((title) => title.textContent)
    expect(titles()).toEqual(['Installed'])
    // Beta connected here before (a wallet is remembered once it has connected).
    rememberWallet('beta')
    view.rerender(picker())
    // Beta, picked here before, leads under Recent.
    expect(titles()).toEqual(['Recent', 'Installed'])
    expect(within(screen.getByRole('region', { name: 'Recent' })).getByRole('button', { name: 'Beta Wallet' })).toBeTruthy()
    const icons = [...view.container.querySelectorAll('button .ek-connect-and-sign__wallet-icon')].map((icon) => icon.getAttribute('data-hue'))
    expect(icons.every((hue) => hue !== null && /^[0-7]$/.test(hue))).toBe(true)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledOnce()
  })
})

describe('WalletIcon', () => {
  it('tells icon-less wallets apart by their initials, whatever their colours', () => {
    const drawn = (name: string) => render(<WalletIcon name={name} icon={undefined} />).container.textContent
    expect([drawn('Coinbase Wallet'), drawn('Core'), drawn('Rabby')]).toEqual(['CW', 'Co', 'Ra'])
  })

  it('falls back to the initials when the wallet’s own icon fails to load', () => {
    const view = render(<WalletIcon name="Core" icon="data:image/png;base64,broken" />)
    const image = view.container.querySelector('img')!
    expect(image.getAttribute('src')).toBe('data:image/png;base64,broken')
    fireEvent.error(image)
    expect(view.container.querySelector('img')).toBeNull()
    expect(view.container.textContent).toBe('Co')
  })
})

describe('shortAddress', () => {
  it('keeps the first four and last four hex digits', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd')
    expect(shortAddress('0x12')).toBe('0x12')
  })
})

describe('one sign-in for the page', () => {
  /** A page with the account bar, a community card and a member component, signed out; the card's Sign in. */
  const pageWithPrompt = async () => {
    const { user } = await renderPage(
      createPage(),
      <>
        <ConnectAndSign />
        <CommunityCard />
        <MetricsPanel />
      </>,
    )
    const card = await screen.findByRole('region', { name: 'Aurora Builders Guild' })
    const signIn = within(card).getByRole('button', { name: 'Sign in' })
    return { user, signIn, card }
  }

  it('beside the account bar, a member component’s signed-out hint is a quiet line without a button of its own', async () => {
    await renderPage(
      createPage(),
      <>
        <ConnectAndSign />
        <MetricsPanel />
      </>,
    )
    const hint = await screen.findByText('Sign in to see your metrics.')
    expect(hint.closest('[data-variant="quiet"]')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Connect wallet' })).toBeTruthy()
  })

  it('a community card’s Sign in opens the ConnectAndSign wallet picker, then signs in the same session', async () => {
    const { user, signIn, card } = await pageWithPrompt()
    await user.click(signIn)
    await user.click(within(screen.getByRole('dialog', { name: 'Connect a wallet' })).getByRole('button', { name: 'Sandbox Wallet' }))
    // Connected: the same dialog goes on to sign in.
    await user.click(within(await screen.findByRole('dialog', { name: 'Verify your account' })).getByRole('button', { name: 'Sign in' }))
    await screen.findByRole('button', { name: /Signed in as/ })
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(screen.queryByText(/^Sign in to see/)).toBeNull())
    expect(within(card).queryByRole('button', { name: 'Sign in' })).toBeNull()
  })

  it('closing the picker a community card opened returns focus to the card’s Sign in', async () => {
    const { user, signIn } = await pageWithPrompt()
    await user.click(signIn)
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(signIn))
    // Opened from the bar's own button, focus goes back there.
    const connect = screen.getByRole('button', { name: 'Connect wallet' })
    await user.click(connect)
    await screen.findByRole('dialog', { name: 'Connect a wallet' })
    await user.keyboard('{Escape}')
    await waitFor(() => expect(document.activeElement).toBe(connect))
  })

  it('an app answers the request with its own wallet modal', async () => {
    const page = createPage()
    const requests: Event[] = []
    const onRequest = (event: Event) => {
      event.preventDefault()
      requests.push(event)
    }
    document.addEventListener('engagekit:sign-in-request', onRequest)
    try {
      const user = userEvent.setup()
      render(<MetricsPanel />, { wrapper: page.wrapper })
      await user.click(await screen.findByRole('button', { name: 'Sign in' }))
      expect(requests).toHaveLength(1)
      expect(screen.queryByRole('dialog')).toBeNull()
      // Answered by the app: the session was not asked to sign in without a wallet.
      expect(screen.queryByRole('alert')).toBeNull()
    } finally {
      document.removeEventListener('engagekit:sign-in-request', onRequest)
    }
  })
})
