import { act, cleanup, waitFor } from '@testing-library/react'
import { mainnet } from 'viem/chains'
import { parseSiweMessage } from 'viem/siwe'
import { signMessage } from 'wagmi/actions'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { demo } from '../../service/seed/demo.js'
import { createPage, expectNoSignatureInConsole, watchConsole, type Page } from '../../../test/react/sessionTestKit.js'
import { useRainbowKitAuthentication, type RainbowKitAuthenticationAdapter } from './useRainbowKitAuthentication.js'

const { owner, admin } = demo.accounts

let output: ReturnType<typeof watchConsole>
beforeEach(() => {
  output = watchConsole()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

async function loadConnected(page: Page, parameters?: Parameters<typeof useRainbowKitAuthentication>[0]) {
  const view = page.load({}, { use: () => useRainbowKitAuthentication(parameters) })
  await waitFor(() => expect(view.result.current.status).toBe('disconnected'))
  await page.connectWallet()
  return view
}

/** What RainbowKit's sign-in step does with the adapter: nonce, message, the wallet's signature, verify. */
async function signInLikeRainbowKit(page: Page, adapter: RainbowKitAuthenticationAdapter, account: { address: `0x${string}` } = owner) {
  const nonce = await adapter.getNonce()
  const message = adapter.createMessage({ nonce, address: account.address.toLowerCase(), chainId: mainnet.id })
  const signature = await signMessage(page.config(), { message: adapter.getMessageBody({ message }) })
  let verified: boolean | undefined
  await act(async () => {
    verified = await adapter.verify({ message, signature })
  })
  return { nonce, message, signature, verified }
}

describe('useRainbowKitAuthentication', () => {
  it("signs in through RainbowKit's steps: one signature, registered once, kept as the engagekit session", async () => {
    const page = createPage()
    const view = await loadConnected(page, { statement: 'Join the guild.' })
    expect(view.result.current.extra.status).toBe('unauthenticated')

    const { nonce, message, signature, verified } = await signInLikeRainbowKit(page, view.result.current.extra.adapter)
    expect(verified).toBe(true)
    const parsed = parseSiweMessage(message)
    expect(parsed).toMatchObject({ address: owner.address, chainId: mainnet.id, nonce, statement: 'Join the guild.', domain: window.location.host })
    expect(view.result.current.extra.status).toBe('authenticated')
    expect(view.result.current).toMatchObject({ status: 'signed-in', session: { address: owner.address, signature } })
    expect(page.wallet.signatureRequests).toBe(1)
    expect(page.row25.signatures).toEqual([signature])
    expect(page.stored()).toEqual([{ address: owner.address, signature, token: message, expiresAt: parsed.expirationTime!.getTime() }])
    expectNoSignatureInConsole(page, output.text())
  })

  it('follows the account: another account is unauthenticated, switching back restores the session', async () => {
    const page = createPage()
    const view = await loadConnected(page)
    await signInLikeRainbowKit(page, view.result.current.extra.adapter)
    act(() => page.connector().setAccount(admin.privateKey))
    await waitFor(() => expect(view.result.current.address).toBe(admin.address))
    expect(view.result.current.extra.status).toBe('unauthenticated')
    expect(view.result.current.session).toBeNull()

    act(() => page.connector().setAccount(owner.privateKey))
    await waitFor(() => expect(view.result.current.extra.status).toBe('authenticated'))
    expect(page.row25.calls).toBe(1)
  })

  it('signs out through the adapter, keeps the wallet connected, and stays signed out after a reload', async () => {
    const page = createPage()
    const view = await loadConnected(page)
    await signInLikeRainbowKit(page, view.result.current.extra.adapter)
    await act(() => view.result.current.extra.adapter.signOut())
    expect(view.result.current.extra.status).toBe('unauthenticated')
    expect(view.result.current.status).toBe('connected')
    expect(page.stored()).toEqual([])

    view.unmount()
    const reloaded = page.load({}, { use: () => useRainbowKitAuthentication() })
    await waitFor(() => expect(reloaded.result.current.status).toBe('connected'))
    expect(reloaded.result.current.extra.status).toBe('unauthenticated')
  })

  it('refuses a message for another account and a registration the service refuses, and registers nothing', async () => {
    const page = createPage()
    const view = await loadConnected(page)
    const { verified } = await signInLikeRainbowKit(page, view.result.current.extra.adapter, admin)
    expect(verified).toBe(false)
    expect(view.result.current).toMatchObject({ status: 'error', error: { code: 'account-mismatch' } })
    expect(view.result.current.extra.status).toBe('unauthenticated')
    expect(page.row25.calls).toBe(0)

    const refusing = createPage({ createUserStatus: 401 })
    const refused = await loadConnected(refusing)
    expect((await signInLikeRainbowKit(refusing, refused.result.current.extra.adapter)).verified).toBe(false)
    expect(refused.result.current.error).toMatchObject({ kind: 'api', status: 401 })
    expect(refusing.stored()).toEqual([])
    expectNoSignatureInConsole(refusing, output.text())
  })
})
