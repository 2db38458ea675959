import { act, cleanup, waitFor } from '@testing-library/react'
import { mainnet } from 'viem/chains'
import { signMessage } from 'wagmi/actions'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demo } from '../../service/seed/demo.js'
import { createPage, type Page } from '../../../test/react/sessionTestKit.js'
import { useConnectKitSiwe, type UseConnectKitSiweReturnType } from './useConnectKitSiwe.js'

const { owner, admin } = demo.accounts

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function loadConnected(page: Page) {
  const view = page.load({}, { use: () => useConnectKitSiwe() })
  await waitFor(() => expect(view.result.current.status).toBe('disconnected'))
  await page.connectWallet()
  return view
}

/** What ConnectKit's SIWEProvider does on "Sign In": nonce, message, the wallet's signature, verifyMessage, getSession. */
async function signInLikeConnectKit(page: Page, config: UseConnectKitSiweReturnType) {
  const nonce = await config.getNonce()
  const message = config.createMessage({ nonce, address: owner.address, chainId: mainnet.id })
  const signature = await signMessage(page.config(), { message })
  let verified: boolean | undefined
  await act(async () => {
    verified = await config.verifyMessage({ message, signature })
  })
  return { signature, verified, session: await config.getSession() }
}

describe('useConnectKitSiwe', () => {
  it("signs in through ConnectKit's steps and reports the session ConnectKit asks for", async () => {
    const page = createPage()
    const view = await loadConnected(page)
    const config = view.result.current.extra
    expect(await config.getSession()).toBeNull()
    expect(config).toMatchObject({ signOutOnDisconnect: true, signOutOnAccountChange: true, signOutOnNetworkChange: false })

    const { signature, verified, session } = await signInLikeConnectKit(page, config)
    expect(verified).toBe(true)
    expect(session).toEqual({ address: owner.address, chainId: mainnet.id })
    expect(view.result.current).toMatchObject({ status: 'signed-in', session: { address: owner.address, signature } })
    expect(page.row25.signatures).toEqual([signature])
    expect(page.wallet.signatureRequests).toBe(1)
  })

  it('has no session for another account, and signs out on request', async () => {
    const page = createPage()
    const view = await loadConnected(page)
    await signInLikeConnectKit(page, view.result.current.extra)

    act(() => page.connector().setAccount(admin.privateKey))
    await waitFor(() => expect(view.result.current.address).toBe(admin.address))
    expect(await view.result.current.extra.getSession()).toBeNull()

    act(() => page.connector().setAccount(owner.privateKey))
    await waitFor(() => expect(view.result.current.status).toBe('signed-in'))
    let signedOut: boolean | undefined
    await act(async () => {
      signedOut = await view.result.current.extra.signOut()
    })
    expect(signedOut).toBe(true)
    expect(await view.result.current.extra.getSession()).toBeNull()
    expect(view.result.current.status).toBe('connected')
    expect(page.stored()).toEqual([])
  })
})
