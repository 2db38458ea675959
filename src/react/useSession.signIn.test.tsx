import { act, cleanup, waitFor } from '@testing-library/react'
import { mainnet } from 'viem/chains'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isEngagementError } from '../core/EngagementError.js'
import { demo } from '../service/seed/demo.js'
import { baseUrl, createPage, expectNoSignatureInConsole, loadConnected, signIn, watchConsole } from '../../test/react/sessionTestKit.js'

const { owner } = demo.accounts

let output: ReturnType<typeof watchConsole>
beforeEach(() => {
  output = watchConsole()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useSession sign-in failures and options', () => {
  it('treats a rejected signature as a normal, retryable outcome', async () => {
    const page = createPage()
    const view = await loadConnected(page)
    page.wallet.rejecting = true

    expect(await signIn(view)).toBeNull()
    const { status, error } = view.result.current
    expect(status).toBe('error')
    expect(isEngagementError(error, 'aborted')).toBe(true)
    expect(error).toMatchObject({ code: 'user-rejected', message: expect.stringMatching(/declined/) })
    expect(page.row25.calls).toBe(0)

    page.wallet.rejecting = false
    await signIn(view)
    expect(view.result.current).toMatchObject({ status: 'signed-in', error: null })
    expect(page.wallet.signatureRequests).toBe(2)
    expectNoSignatureInConsole(page, output.text())
  })

  it('reports a refused registration (row 25) as the error', async () => {
    const page = createPage({ createUserStatus: 401 })
    const view = await loadConnected(page)
    expect(await signIn(view)).toBeNull()
    expect(view.result.current.status).toBe('error')
    expect(view.result.current.error).toMatchObject({ kind: 'api', status: 401, endpoint: 'createUser' })
    expect(page.row25.calls).toBe(1)
    expect(page.sessionStorage.items.size).toBe(0)
    expect(page.row25.signatures[0]).toMatch(/^0x/)
    expectNoSignatureInConsole(page, output.text())
  })

  it('shares one attempt between concurrent calls: one signature, one registration', async () => {
    const page = createPage()
    const view = await loadConnected(page)
    let results: unknown[] = []
    await act(async () => {
      results = await Promise.all([view.result.current.signIn(), view.result.current.signIn(), view.result.current.signIn()])
    })
    expect(results[0]).toEqual(view.result.current.session)
    expect(results[1]).toEqual(results[0])
    expect(results[2]).toEqual(results[0])
    expect(page.wallet.signatureRequests).toBe(1)
    expect(page.row25.calls).toBe(1)
  })

  it('uses an async createToken and keeps what it returns', async () => {
    const page = createPage()
    const createToken = vi.fn(async ({ address }: { address: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { token: `server nonce 42 for ${address}`, expiresAt: new Date(Date.now() + 60_000) }
    })
    const view = await loadConnected(page, { createToken })
    await signIn(view)
    expect(createToken).toHaveBeenCalledWith(expect.objectContaining({ address: owner.address, chainId: mainnet.id, baseUrl, signal: expect.any(AbortSignal) }))
    const stored = page.stored()[0]!
    expect(stored.token).toBe(`server nonce 42 for ${owner.address}`)
    expect(stored.expiresAt).toBeGreaterThan(Date.now())
    await expect(page.client.getProfile({ userAddress: owner.address }, { session: view.result.current.session })).resolves.toBeTruthy()
  })

  it('reports a token creator that fails, without asking the wallet', async () => {
    const page = createPage()
    const view = await loadConnected(page, { createToken: async () => ({ token: '' }) })
    expect(await signIn(view)).toBeNull()
    expect(view.result.current).toMatchObject({ status: 'error', error: { kind: 'network', code: 'token-failed' } })
    expect(page.wallet.signatureRequests).toBe(0)
  })

  it('times out a wallet that never answers, and can be cancelled', async () => {
    const page = createPage()
    const view = await loadConnected(page, { signTimeoutMs: 50 })
    const provider = await page.connector().getProvider()
    const answer = provider.request.bind(provider)
    const hang = vi.spyOn(provider, 'request').mockImplementation(((args: { method: string }) =>
      args.method === 'personal_sign' ? new Promise(() => {}) : answer(args as never)))

    expect(await signIn(view)).toBeNull()
    expect(view.result.current.status).toBe('error')
    expect(isEngagementError(view.result.current.error, 'timeout')).toBe(true)

    view.rerender()
    let pending!: Promise<unknown>
    await act(async () => void (pending = view.result.current.signIn()))
    expect(view.result.current.status).toBe('signing')
    act(() => view.result.current.cancel())
    await act(async () => expect(await pending).toBeNull())
    expect(view.result.current).toMatchObject({ status: 'connected', error: null })

    hang.mockRestore()
    await signIn(view)
    expect(view.result.current.status).toBe('signed-in')
  })

  it('fails clearly without a wallet', async () => {
    const page = createPage()
    const view = page.load()
    await waitFor(() => expect(view.result.current.status).toBe('disconnected'))
    expect(await signIn(view)).toBeNull()
    expect(view.result.current).toMatchObject({ status: 'error', error: { kind: 'invalid-input', code: 'wallet-not-connected' } })
    await page.connectWallet()
    expect(view.result.current).toMatchObject({ status: 'connected', error: null })
  })
})
