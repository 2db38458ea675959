import { describe, expect, it, vi } from 'vitest'
import { demo } from '../service/seed/demo.js'
import type { SessionWallet } from '../session/SessionWallet.js'
import { createControllerPage, createTestWallet, recordChanges } from '../../test/session/sessionControllerKit.js'
import { createPageWallet } from './pageWallet.js'

const { owner, admin, member } = demo.accounts

describe('createPageWallet', () => {
  it('signs a returning user in from storage until the wallet is known, then follows the wallet', async () => {
    const page = createControllerPage()
    await page.controller({ wallet: createTestWallet(member.privateKey).wallet }).signIn()
    let finishLoading!: (wallet: SessionWallet) => void
    const pageWallet = createPageWallet({ store: page.store, load: () => new Promise((resolve) => (finishLoading = resolve)) })
    const controller = page.controller({ wallet: pageWallet })
    const changes = recordChanges(controller)
    expect(controller.getSnapshot()).toMatchObject({ status: 'signed-in', address: member.address, session: { address: member.address } })

    // The wallet code loads; meanwhile the stored session stays in use, and signing out of it works.
    const loading = pageWallet.load()
    expect(controller.getSnapshot().status).toBe('signed-in')
    await controller.signOut()
    expect(controller.getSnapshot()).toMatchObject({ status: 'reconnecting', session: null })
    expect(page.storage.items.size).toBe(0)

    // The wallet is someone else's: that account is what counts from now on.
    const test = createTestWallet(owner.privateKey)
    finishLoading(test.wallet)
    await loading
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', address: owner.address })
    test.connect(admin.privateKey)
    expect(controller.getSnapshot().address).toBe(admin.address)
    expect(changes.statuses()).toEqual(['reconnecting', 'connected', 'connected'])
  })

  it('says disconnected with nothing stored and nothing loading, and loads the wallet for a sign-in', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const load = vi.fn(async () => test.wallet)
    const pageWallet = createPageWallet({ store: page.store, load })
    const controller = page.controller({ wallet: pageWallet })
    expect(controller.getSnapshot()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(await controller.signIn()).toMatchObject({ address: owner.address })
    expect(load).toHaveBeenCalledTimes(1)
    expect(controller.getSnapshot()).toMatchObject({ status: 'signed-in', address: owner.address })
  })

  it('tries again after a wallet that failed to load', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const load = vi.fn<() => Promise<SessionWallet>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(test.wallet)
    const pageWallet = createPageWallet({ store: page.store, load })
    const controller = page.controller({ wallet: pageWallet })
    expect(await controller.signIn()).toBeNull()
    expect(controller.getSnapshot()).toMatchObject({ status: 'error' })
    expect(await controller.signIn()).toMatchObject({ address: owner.address })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
