import { act, cleanup, render, waitFor } from '@testing-library/react'
import { mainnet } from 'viem/chains'
import { parseSiweMessage } from 'viem/siwe'
// getAccount: the name wagmi 2 and 3 both export (these tests run against both).
import { disconnect, getAccount, reconnect } from 'wagmi/actions'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createSandboxSession } from '../sandbox/createSandboxSession.js'
import { demo } from '../service/seed/demo.js'
import { useEngagementContext } from './EngagementContext.js'
import { EngagementProvider } from './EngagementProvider.js'
import { useSession } from './useSession.js'
import { baseUrl, createPage, expectNoSignatureInConsole, loadConnected, signIn, watchConsole } from '../../test/react/sessionTestKit.js'

const { owner, admin } = demo.accounts

let output: ReturnType<typeof watchConsole>
beforeEach(() => {
  output = watchConsole()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useSession', () => {
  it('signs in: SIWE token, one signature, row 25, then authenticated calls work', async () => {
    const page = createPage()
    const view = await loadConnected(page)
    expect(view.result.current).toMatchObject({ address: owner.address, session: null, error: null })

    const session = await signIn(view)
    expect(session).toEqual({ address: owner.address, signature: expect.stringMatching(/^0x/) })
    expect(view.result.current).toMatchObject({ status: 'signed-in', session, error: null })
    expect(view.result.current.context.session).toEqual(session)
    expect(page.wallet.signatureRequests).toBe(1)
    expect(page.row25.calls).toBe(1)

    // The sandbox knows the signature now.
    const profile = await page.client.getProfile({ userAddress: owner.address }, { session: view.result.current.session })
    expect(profile).toBeTruthy()

    const stored = page.stored()[0]!
    const message = parseSiweMessage(stored.token)
    expect(message).toMatchObject({ address: owner.address, chainId: mainnet.id, domain: window.location.host, uri: window.location.origin })
    expect(stored.expiresAt! - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000)
    expect([...page.sessionStorage.items.keys()]).toEqual([`engagekit.session:${baseUrl}:${owner.address}`])
    expectNoSignatureInConsole(page, output.text())
  })

  it('restores the session after a reload without asking for a new signature', async () => {
    const page = createPage()
    const first = await loadConnected(page)
    await signIn(first)
    first.unmount()

    const reloaded = page.load()
    expect(reloaded.result.current.status).toBe('reconnecting')
    await waitFor(() => expect(reloaded.result.current.status).toBe('signed-in'))
    expect(reloaded.result.current.session?.address).toBe(owner.address)
    expect(await signIn(reloaded)).toEqual(reloaded.result.current.session)
    expect(page.wallet.signatureRequests).toBe(1)
    expect(page.row25.calls).toBe(1)
  })

  it("reports a wallet that is still reconnecting as 'reconnecting', not 'disconnected'", async () => {
    const page = createPage()
    ;(await loadConnected(page)).unmount()
    const reloaded = page.load()
    expect(reloaded.result.current).toMatchObject({ status: 'reconnecting', session: null })
    await waitFor(() => expect(reloaded.result.current.status).toBe('connected'))
  })

  it('keeps the session through provider re-renders and wallet reconnects', async () => {
    const page = createPage()
    const view = await loadConnected(page)
    await signIn(view)
    view.rerender()
    expect(getAccount(page.config()).status).toBe('connected')
    expect(view.result.current.status).toBe('signed-in')

    // A reconnect knows the account from the start: the session stays in use meanwhile.
    let reconnecting!: Promise<unknown>
    act(() => void (reconnecting = reconnect(page.config())))
    expect(getAccount(page.config()).status).toBe('reconnecting')
    expect(view.result.current.status).toBe('signed-in')
    await act(() => reconnecting.then(() => undefined))
    expect(view.result.current.status).toBe('signed-in')
  })

  it('ends the session at once when the account switches, and restores it on switching back', async () => {
    const page = createPage()
    const view = await loadConnected(page)
    await signIn(view)

    act(() => page.connector().setAccount(admin.privateKey))
    expect(view.result.current).toMatchObject({ status: 'connected', address: admin.address, session: null })
    expect(view.result.current.context.session).toBeNull()

    act(() => page.connector().setAccount(owner.privateKey))
    expect(view.result.current).toMatchObject({ status: 'signed-in', address: owner.address })
  })

  it('drops a sign-in under way when the account switches', async () => {
    const page = createPage()
    let release!: (token: string) => void
    const view = await loadConnected(page, { createToken: () => new Promise<string>((resolve) => (release = resolve)) })
    let pending!: Promise<unknown>
    await act(async () => void (pending = view.result.current.signIn()))
    expect(view.result.current.status).toBe('signing')

    act(() => page.connector().setAccount(admin.privateKey))
    expect(view.result.current).toMatchObject({ status: 'connected', session: null, error: null })
    release('late token')
    await act(async () => expect(await pending).toBeNull())
    expect(page.wallet.signatureRequests).toBe(0)
    expect(page.sessionStorage.items.size).toBe(0)
  })

  it('ends on disconnect; signOut forgets the session and disconnects only when asked', async () => {
    const page = createPage()
    const view = await loadConnected(page)
    await signIn(view)

    await act(() => disconnect(page.config()))
    expect(view.result.current).toMatchObject({ status: 'disconnected', session: null, address: undefined })

    await page.connectWallet()
    expect(view.result.current.status).toBe('signed-in')
    await act(() => view.result.current.signOut())
    expect(view.result.current).toMatchObject({ status: 'connected', session: null })
    expect(page.sessionStorage.items.size).toBe(0)

    await signIn(view)
    await act(() => view.result.current.signOut({ disconnect: true }))
    expect(view.result.current.status).toBe('disconnected')
  })

  it('asks again once the session expires', async () => {
    // A clock the test moves (and that also runs on its own, for the rendering): the session cannot expire while a
    // busy machine is still signing in.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    onTestFinished(() => void vi.useRealTimers())
    const page = createPage()
    const view = await loadConnected(page, { createToken: ({ address }) => ({ token: `short session for ${address}`, expiresAt: Date.now() + 60 * 60_000 }) })
    await signIn(view)
    expect(view.result.current.status).toBe('signed-in')
    await act(() => vi.advanceTimersByTimeAsync(60 * 60_000))
    await waitFor(() => expect(view.result.current.status).toBe('connected'))
    expect(view.result.current.session).toBeNull()
    await waitFor(() => expect(page.sessionStorage.items.size).toBe(0))
    await signIn(view)
    expect(page.wallet.signatureRequests).toBe(2)
  })

  it('does not restore an expired session on load', async () => {
    const page = createPage()
    page.sessionStorage.setItem(
      `engagekit.session:${baseUrl}:${owner.address}`,
      JSON.stringify({ address: owner.address, signature: '0x01', token: 'old', expiresAt: Date.now() - 1 }),
    )
    const view = await loadConnected(page)
    expect(view.result.current.session).toBeNull()
    await waitFor(() => expect(page.sessionStorage.items.size).toBe(0))
  })

  it('follows the wallet under StrictMode, whose effects run twice', async () => {
    const page = createPage()
    const view = page.load({}, { reactStrictMode: true })
    await waitFor(() => expect(view.result.current.status).toBe('disconnected'))
    await page.connectWallet()
    expect(view.result.current.status).toBe('connected')
    await signIn(view)
    expect(view.result.current.status).toBe('signed-in')
    act(() => page.connector().setAccount(admin.privateKey))
    expect(view.result.current).toMatchObject({ status: 'connected', address: admin.address, session: null })
    expect(page.wallet.signatureRequests).toBe(1)
  })

  it('switches a controlled session in the very render that brings the new one', async () => {
    const page = createPage()
    const adminSession = await createSandboxSession(page.sandbox, admin.privateKey)
    const ownerSession = await createSandboxSession(page.sandbox, owner.privateKey)
    const renders: string[] = []
    function Probe({ expected }: { expected: string }) {
      const { session } = useSession()
      renders.push(`${expected} -> ${session?.address} / ${useEngagementContext().session?.address}`)
      return null
    }
    const tree = (session: { address: string; signature: string }) => (
      <EngagementProvider baseUrl={baseUrl} client={page.client} wagmiConfig={page.config()} storage="memory" session={session}>
        <Probe expected={session.address} />
      </EngagementProvider>
    )
    page.load()
    const view = render(tree({ address: adminSession.address, signature: adminSession.signature }))
    view.rerender(tree({ address: ownerSession.address, signature: ownerSession.signature }))
    await act(() => Promise.resolve())
    expect(renders.length).toBeGreaterThanOrEqual(2)
    for (const line of renders) {
      const [expected, seen] = line.split(' -> ')
      expect(seen).toBe(`${expected} / ${expected}`)
    }
  })

  it('reports a controlled session as signed in, with no wallet', async () => {
    const page = createPage()
    const controlled = await createSandboxSession(page.sandbox, admin.privateKey)
    const view = page.load({ session: { address: controlled.address, signature: controlled.signature } })
    expect(view.result.current).toMatchObject({ status: 'signed-in', address: admin.address, error: null })
    expect(view.result.current.context.session).toEqual({ address: controlled.address, signature: controlled.signature })
    expect(await signIn(view)).toEqual(view.result.current.session)
    expect(page.wallet.signatureRequests).toBe(0)
    await expect(page.client.getProfile({ userAddress: admin.address }, { session: view.result.current.session })).resolves.toBeTruthy()
    expectNoSignatureInConsole(page, output.text(), controlled.signature)
  })
})
