import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEngagementClient } from '../core/createEngagementClient.js'
import { EngagementError, isEngagementError } from '../core/EngagementError.js'
import { createSandboxSession } from '../sandbox/createSandboxSession.js'
import { demo } from '../service/seed/demo.js'
import { baseUrl, createControllerPage, createTestWallet, recordChanges } from '../../test/session/sessionControllerKit.js'

const { owner, admin, member } = demo.accounts
const storageKey = (address: string) => `engagekit.session:${baseUrl}:${address}`

afterEach(() => {
  vi.useRealTimers()
})

describe('createSessionController', () => {
  it('goes disconnected → connected → signing → signed-in, with one signature and one registration', async () => {
    const page = createControllerPage()
    const test = createTestWallet()
    const controller = page.controller({ wallet: test.wallet })
    const changes = recordChanges(controller)
    expect(controller.getSnapshot()).toMatchObject({ status: 'disconnected', address: undefined, session: null, error: null })

    test.connect(owner.privateKey)
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', address: owner.address, session: null })

    const session = await controller.signIn()
    expect(session).toEqual({ address: owner.address, signature: expect.stringMatching(/^0x/) })
    expect(controller.getSnapshot()).toMatchObject({ status: 'signed-in', address: owner.address, session, error: null })
    // Signing twice: once asked, once the message to sign is known.
    expect(changes.statuses()).toEqual(['connected', 'signing', 'signing', 'signed-in'])
    expect(test.state.signatureRequests).toBe(1)
    expect(page.registrations).toEqual([session!.signature])
    expect([...page.storage.items.keys()]).toEqual([storageKey(owner.address)])
    // The service knows the pair now.
    await expect(page.client.getProfile({ userAddress: owner.address }, { session: controller.getSnapshot().session })).resolves.toBeTruthy()
  })

  it('returns the same snapshot, and tells nobody, while nothing changes', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const controller = page.controller({ wallet: test.wallet })
    await controller.signIn()
    const changes = recordChanges(controller)
    const first = controller.getSnapshot()
    expect(controller.getSnapshot()).toBe(first)
    // Unrelated changes: the store written for someone else, the same account reported again.
    page.store.set({ address: member.address, signature: '0x01', token: 'other' })
    test.connect(owner.privateKey)
    expect(controller.getSnapshot()).toBe(first)
    expect(changes.seen).toEqual([])
    expect(await controller.signIn()).toEqual(first.session)
    expect(controller.getSnapshot()).toBe(first)
    expect(controller.getServerSnapshot()).toBe(controller.getServerSnapshot())
  })

  it('ends the session the moment the account switches, before any listener or request can pair them', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const controller = page.controller({ wallet: test.wallet })
    await controller.signIn()
    const seen: unknown[] = []
    controller.subscribe(() => seen.push(controller.getSnapshot().session))

    test.connect(admin.privateKey)
    expect(seen).toEqual([null])
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', address: admin.address, session: null })

    // Switching back finds the owner's stored session again, without a signature.
    test.connect(owner.privateKey)
    expect(controller.getSnapshot()).toMatchObject({ status: 'signed-in', address: owner.address })
    expect(test.state.signatureRequests).toBe(1)
  })

  it('pairs no signature with another account, even when nobody listens', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const controller = page.controller({ wallet: test.wallet })
    test.connect(admin.privateKey)
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', address: admin.address })
    page.store.set({ address: owner.address, signature: '0x01', token: 'owner' })
    expect(controller.getSnapshot().session).toBeNull()
  })

  it('drops a sign-in under way when the account switches or disconnects', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    let release: ((token: string) => void) | undefined
    const controller = page.controller({ wallet: test.wallet, createToken: () => new Promise<string>((resolve) => (release = resolve)) })
    const changes = recordChanges(controller)
    const pending = controller.signIn()
    expect(controller.getSnapshot().status).toBe('signing')
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))

    test.connect(admin.privateKey)
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', address: admin.address, session: null, error: null })
    release!('late token')
    expect(await pending).toBeNull()
    expect(test.state.signatureRequests).toBe(0)
    expect(page.storage.items.size).toBe(0)
    expect(changes.statuses()).toEqual(['signing', 'connected'])

    release = undefined
    const again = controller.signIn()
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    test.connect(null)
    release!('late token')
    expect(await again).toBeNull()
    expect(controller.getSnapshot()).toMatchObject({ status: 'disconnected', error: null })
    expect(page.registrations).toEqual([])
  })

  it('ends on disconnect; signOut forgets the session and disconnects only when asked', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const controller = page.controller({ wallet: test.wallet })
    recordChanges(controller)
    await controller.signIn()

    test.connect(null)
    expect(controller.getSnapshot()).toMatchObject({ status: 'disconnected', session: null, address: undefined })
    test.connect(owner.privateKey)
    expect(controller.getSnapshot().status).toBe('signed-in')

    await controller.signOut()
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', session: null })
    expect(page.storage.items.size).toBe(0)
    expect(test.state.disconnects).toBe(0)

    await controller.signIn()
    await controller.signOut({ disconnect: true })
    expect(controller.getSnapshot().status).toBe('disconnected')
    expect(test.state.disconnects).toBe(1)
  })

  it('signOut ends the session on the service too; a service that cannot (404, down) still signs out here', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const controller = page.controller({ wallet: test.wallet })
    const session = (await controller.signIn())!
    await controller.signOut()
    const refused = await page.client.getProfile({ userAddress: owner.address }, { session }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ status: 401 })

    // A service of the spec alone has no sign-out: the local session is forgotten all the same.
    const specOnly = createControllerPage()
    const failing = createEngagementClient({
      baseUrl,
      retry: false,
      fetch: (request) => (new URL(request.url).pathname === '/api/session/delete' ? Promise.resolve(new Response('{}', { status: 404 })) : specOnly.sandbox.fetch(request)),
    })
    const other = specOnly.controller({ wallet: createTestWallet(admin.privateKey).wallet, client: failing })
    await other.signIn()
    await other.signOut()
    expect(other.getSnapshot()).toMatchObject({ status: 'connected', session: null })
    expect(specOnly.storage.items.size).toBe(0)
  })

  it('ends an expiring session on time, removes it from the store and asks again', async () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const controller = page.controller({ wallet: test.wallet, createToken: ({ address }) => ({ token: `short session for ${address}`, expiresAt: Date.now() + 60_000 }) })
    const changes = recordChanges(controller)
    await controller.signIn()
    expect(controller.getSnapshot().status).toBe('signed-in')

    vi.advanceTimersByTime(59_999)
    expect(controller.getSnapshot().status).toBe('signed-in')
    vi.advanceTimersByTime(1)
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', session: null })
    expect(changes.statuses().at(-1)).toBe('connected')
    expect(page.storage.items.size).toBe(0)

    await controller.signIn()
    expect(test.state.signatureRequests).toBe(2)
  })

  it('restores a stored session on load without a signature, and never an expired one', async () => {
    const page = createControllerPage()
    const first = createTestWallet(owner.privateKey)
    await page.controller({ wallet: first.wallet }).signIn()

    // A page load: a new controller over the same storage, the wallet being restored.
    const test = createTestWallet()
    test.reconnect(owner.privateKey)
    const reloaded = page.controller({ wallet: test.wallet })
    expect(reloaded.getSnapshot()).toMatchObject({ status: 'signed-in', address: owner.address })
    expect(reloaded.getServerSnapshot()).toMatchObject({ status: 'reconnecting', session: null })
    test.connect(owner.privateKey)
    expect(await reloaded.signIn()).toEqual(reloaded.getSnapshot().session)
    expect(test.state.signatureRequests).toBe(0)

    page.storage.setItem(storageKey(admin.address), JSON.stringify({ address: admin.address, signature: '0x01', token: 'old', expiresAt: Date.now() - 1 }))
    const adminWallet = createTestWallet(admin.privateKey)
    const expired = page.controller({ wallet: adminWallet.wallet })
    expect(expired.getSnapshot()).toMatchObject({ status: 'connected', session: null })
    recordChanges(expired)
    expect(page.storage.getItem(storageKey(admin.address))).toBeNull()
  })

  it('reports a controlled session as signed in without a wallet, and applies a new one at once', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const adminSession = await createSandboxSession(page.sandbox, admin.privateKey)
    const memberSession = await createSandboxSession(page.sandbox, member.privateKey)
    const controller = page.controller({ wallet: test.wallet, session: { address: adminSession.address, signature: adminSession.signature } })
    const changes = recordChanges(controller)
    expect(controller.getSnapshot()).toMatchObject({ status: 'signed-in', address: admin.address, session: { address: admin.address } })
    expect(await controller.signIn()).toEqual(controller.getSnapshot().session)
    expect(test.state.signatureRequests).toBe(0)

    // Set while a component renders: the snapshot has it at once, listeners a microtask later.
    controller.setSession({ address: memberSession.address, signature: memberSession.signature })
    expect(controller.getSnapshot().session).toEqual({ address: member.address, signature: memberSession.signature })
    expect(changes.seen).toEqual([])
    await Promise.resolve()
    expect(changes.seen.map((state) => state.address)).toEqual([member.address])

    // The same pair again changes nothing; none falls back to the wallet's account.
    const before = controller.getSnapshot()
    controller.setSession({ address: memberSession.address, signature: memberSession.signature })
    expect(controller.getSnapshot()).toBe(before)
    controller.setSession(null)
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', address: owner.address, session: null })
  })

  it('reports wallet rejections and refused registrations as errors, and recovers', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const controller = page.controller({ wallet: test.wallet })
    test.state.rejecting = true
    expect(await controller.signIn()).toBeNull()
    expect(controller.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'user-rejected' } })
    expect(isEngagementError(controller.getSnapshot().error, 'aborted')).toBe(true)

    controller.cancel()
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', error: null })

    test.state.rejecting = false
    expect(await controller.signIn()).not.toBeNull()

    const disconnected = page.controller({ wallet: createTestWallet().wallet })
    expect(await disconnected.signIn()).toBeNull()
    expect(disconnected.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'wallet-not-connected' } })
  })

  it('shows the message the wallet is asked to sign while it waits, keeps the declined one, and none otherwise', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    let answer = (_signature: string) => {}
    let asked: string | undefined
    test.wallet.signMessage = ({ message }) => ((asked = message), new Promise<string>((resolve) => (answer = resolve)))
    const controller = page.controller({ wallet: test.wallet })
    expect(controller.getSnapshot().message).toBeNull()
    const signing = controller.signIn()
    await vi.waitFor(() => expect(asked).toBeDefined())
    expect(controller.getSnapshot()).toMatchObject({ status: 'signing', message: asked })
    expect(asked).toMatch(/wants you to sign in with your Ethereum account:\n0x/)
    answer('0xbad')
    await signing
    // The service refused the signature: the message that failed is still there to read.
    expect(controller.getSnapshot()).toMatchObject({ status: 'error', message: asked })
    controller.cancel()
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', message: null })
  })

  it('shares one attempt between concurrent calls and times out a silent wallet', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    const controller = page.controller({ wallet: test.wallet })
    const results = await Promise.all([controller.signIn(), controller.signIn(), controller.signIn()])
    expect(new Set(results.map((result) => result?.signature)).size).toBe(1)
    expect(test.state.signatureRequests).toBe(1)
    expect(page.registrations).toHaveLength(1)

    const silent = createTestWallet(admin.privateKey)
    silent.wallet.signMessage = () => new Promise(() => {})
    const waiting = page.controller({ wallet: silent.wallet, signTimeoutMs: 20 })
    expect(await waiting.signIn()).toBeNull()
    expect(waiting.getSnapshot()).toMatchObject({ status: 'error', error: { kind: 'timeout', code: 'sign-timeout' } })
  })

  it('readies the wallet before signing in, and reports a wallet that cannot be readied', async () => {
    const page = createControllerPage()
    const test = createTestWallet()
    // Say, wallet code that loads on demand and finds the account connected.
    const prepare = vi.fn(async () => test.connect(owner.privateKey))
    const controller = page.controller({ wallet: { ...test.wallet, prepare } })
    expect(controller.getSnapshot().status).toBe('disconnected')
    expect(await controller.signIn()).toMatchObject({ address: owner.address })
    expect(prepare).toHaveBeenCalledTimes(1)
    expect(controller.getSnapshot()).toMatchObject({ status: 'signed-in', address: owner.address })

    const refusal = new EngagementError('Sign in on the page around this one.', { kind: 'invalid-input', code: 'sign-in-elsewhere' })
    const elsewhere = createControllerPage().controller({ wallet: { ...createTestWallet().wallet, prepare: () => Promise.reject(refusal) } })
    expect(await elsewhere.signIn()).toBeNull()
    expect(elsewhere.getSnapshot()).toMatchObject({ status: 'error', error: refusal })

    const broken = createControllerPage().controller({ wallet: { ...createTestWallet().wallet, prepare: () => Promise.reject(new Error('chunk failed')) } })
    expect(await broken.signIn()).toBeNull()
    expect(broken.getSnapshot()).toMatchObject({ status: 'error', error: { kind: 'network', code: 'wallet-error' } })
  })

  it('lets go of the wallet when the last listener leaves or on destroy, and resumes on subscribe', async () => {
    const page = createControllerPage()
    const test = createTestWallet(owner.privateKey)
    let release: ((token: string) => void) | undefined
    const controller = page.controller({ wallet: test.wallet, createToken: () => new Promise<string>((resolve) => (release = resolve)) })
    const stop = controller.subscribe(() => {})
    expect(test.listenerCount()).toBe(1)
    stop()
    expect(test.listenerCount()).toBe(0)

    const listener = vi.fn()
    controller.subscribe(listener)
    const pending = controller.signIn()
    await vi.waitFor(() => expect(release).toBeTypeOf('function'))
    controller.destroy()
    expect(test.listenerCount()).toBe(0)
    release!('late')
    expect(await pending).toBeNull()
    expect(controller.getSnapshot()).toMatchObject({ status: 'connected', error: null })
    listener.mockClear()

    controller.subscribe(listener)
    test.connect(admin.privateKey)
    expect(listener).toHaveBeenCalled()
  })
})
