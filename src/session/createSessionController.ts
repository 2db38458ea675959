import { getAddress, isAddress, type Address } from 'viem'
import { createUser } from '../core/actions/createUser.js'
import { EngagementError } from '../core/EngagementError.js'
import { callClient } from '../core/internal/clientBase.js'
import type { Session } from '../core/types.js'
import type { StoredSession } from './createSessionStore.js'
import { cancelled, defaultSignTimeoutMs, isLive, maxTimerDelay, signTimeout, toExpiresAt, untilAborted } from './internal/timing.js'
import type { CreateSessionControllerParameters, SessionController } from './SessionController.js'
import type { SessionState, SessionStatus, SignOutParameters } from './SessionState.js'
import type { SessionWallet, WalletConnection } from './SessionWallet.js'
import { toSessionError, type SignInStep } from './toSessionError.js'

export type { CreateSessionControllerParameters, SessionController } from './SessionController.js'

type Attempt = { address: Address | undefined; error: EngagementError | null }
type InFlight = { address: Address; abort: AbortController; promise: Promise<Session | null> }

const isPromise = (value: unknown): value is Promise<SessionWallet> => typeof (value as Promise<unknown> | undefined)?.then === 'function'

// While wagmi restores a connection it already knows the account: that account's stored session stays usable, so a
// reload or a reconnect does not blank signed-in screens.
const ownerOf = (connection: WalletConnection | undefined): Address | undefined =>
  connection && (connection.status === 'connected' || connection.status === 'reconnecting') ? connection.address : undefined

const sameSession = (a: Session | null | undefined, b: Session | null | undefined) => (a ?? null) === (b ?? null) || (!!a && !!b && a.address === b.address && a.signature === b.signature)

/**
 * Creates the sign-in state machine of one service: wallet account, stored sessions, expiry, sign-in and sign-out.
 * The state is derived from the wallet's current account whenever it is read, so a switch of account or a
 * disconnect ends the old account's session before any request can pair them.
 */
export function createSessionController(parameters: CreateSessionControllerParameters): SessionController {
  const { client, store, loadWallet } = parameters
  let createToken = parameters.createToken
  let signTimeoutMs = parameters.signTimeoutMs ?? defaultSignTimeoutMs
  let controlled: Session | null = null
  let wallet: SessionWallet | undefined
  let pendingWallet: Promise<SessionWallet> | undefined
  let attempt: Attempt | null = null
  let inflight: InFlight | null = null

  const listeners = new Set<() => void>()
  let unwatchStore: (() => void) | undefined
  let unwatchWallet: (() => void) | undefined
  let expiry: { session: StoredSession; timer: ReturnType<typeof setTimeout> | undefined } | undefined
  let notified: SessionState | undefined
  let noticeQueued = false
  let clientState: SessionState | undefined
  let serverState: SessionState | undefined

  const storedNow = (connection: WalletConnection | undefined): StoredSession | null => {
    if (controlled) return null
    if (wallet) {
      const owner = ownerOf(connection)
      return owner ? store.get(owner) : null
    }
    // No wallet (yet): the page cannot tell whose session to use, so it uses the latest one.
    return store.latest()
  }

  function derive(previous: SessionState | undefined, withStorage: boolean): SessionState {
    const connection = wallet?.getConnection()
    const owner = ownerOf(connection)
    const stored = withStorage ? storedNow(connection) : null
    const active = controlled ?? (stored && isLive(stored) ? stored : null)
    const own = attempt && attempt.address === owner ? attempt : null
    let status: SessionStatus
    if (active) status = 'signed-in'
    else if (own) status = own.error ? 'error' : 'signing'
    else if (pendingWallet || connection?.status === 'reconnecting' || connection?.status === 'connecting') status = 'reconnecting'
    else status = owner ? 'connected' : 'disconnected'
    const shownAddress = controlled ? controlled.address : wallet ? connection?.address : active?.address
    const address = shownAddress && isAddress(shownAddress, { strict: false }) ? getAddress(shownAddress) : undefined
    const error = status === 'error' ? (own?.error ?? null) : null
    const session = !active ? null : sameSession(previous?.session, active) ? previous!.session : { address: active.address, signature: active.signature }
    if (previous && previous.status === status && previous.address === address && previous.session === session && previous.error === error) return previous
    return { status, address, session, error, signIn, signOut, cancel }
  }

  const getSnapshot = (): SessionState => (clientState = derive(clientState, true))
  const getServerSnapshot = (): SessionState => (serverState = derive(serverState, false))

  /** Follows the end of the stored session in use: a timer while someone listens, removal once it has expired. */
  function watchExpiry(): void {
    const stored = listeners.size > 0 ? storedNow(wallet?.getConnection()) : null
    if (expiry?.session === stored) return
    clearTimeout(expiry?.timer)
    expiry = undefined
    if (stored?.expiresAt === undefined) return
    const left = stored.expiresAt - Date.now()
    expiry = { session: stored, timer: undefined }
    if (left > 0) {
      expiry.timer = setTimeout(() => ((expiry = undefined), changed()), Math.min(left, maxTimerDelay))
    } else if (store.get(stored.address) === stored) {
      store.remove(stored.address)
    }
  }

  /** Applies the account rule, follows expiry and tells the listeners when the state differs from the last they saw. */
  function changed(): void {
    // A new account (or none) drops the old account's sign-in: its signature must never end up paired with another.
    const owner = ownerOf(wallet?.getConnection())
    if (inflight && inflight.address !== owner) inflight.abort.abort(cancelled('The wallet account changed during sign-in.'))
    if (attempt && attempt.address !== owner) attempt = null
    watchExpiry()
    const next = getSnapshot()
    if (next === notified || listeners.size === 0) return
    notified = next
    for (const listener of [...listeners]) listener()
  }

  function watchWallet(): void {
    unwatchWallet?.()
    unwatchWallet = listeners.size > 0 && wallet ? wallet.watchConnection(changed) : undefined
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener)
    if (listeners.size === 1) {
      unwatchStore = store.subscribe(changed)
      watchWallet()
      notified = getSnapshot()
      changed()
    }
    return () => {
      if (!listeners.delete(listener) || listeners.size > 0) return
      release()
    }
  }

  function release(): void {
    unwatchStore?.()
    unwatchWallet?.()
    unwatchStore = unwatchWallet = undefined
    clearTimeout(expiry?.timer)
    expiry = undefined
  }

  function setWallet(next: SessionWallet | Promise<SessionWallet> | undefined): void {
    if (next === wallet || (next !== undefined && next === pendingWallet)) return
    if (isPromise(next)) {
      wallet = undefined
      pendingWallet = next
      next.then(
        (loaded) => {
          if (pendingWallet !== next) return
          pendingWallet = undefined
          wallet = loaded
          watchWallet()
          changed()
        },
        () => {
          if (pendingWallet !== next) return
          pendingWallet = undefined
          changed()
        },
      )
    } else {
      wallet = next
      pendingWallet = undefined
    }
    watchWallet()
    changed()
  }

  function fail(error: EngagementError): null {
    attempt = { address: undefined, error }
    changed()
    return null
  }

  async function walletForSignIn(): Promise<SessionWallet | null> {
    let pending = pendingWallet
    if (!pending && loadWallet) {
      try {
        pending = loadWallet()
      } catch (error) {
        pending = Promise.reject(error)
      }
      setWallet(pending)
    }
    if (!pending) return fail(new EngagementError('Connect a wallet before signing in.', { kind: 'invalid-input', code: 'wallet-not-connected' }))
    try {
      return await pending
    } catch (error) {
      return fail(
        error instanceof EngagementError
          ? error
          : new EngagementError('The wallet could not be loaded. Check your connection and reload the page.', { kind: 'network', code: 'wallet-load-failed', cause: error }),
      )
    }
  }

  async function signIn(): Promise<Session | null> {
    if (controlled) return { address: controlled.address, signature: controlled.signature }
    const current = wallet ?? (await walletForSignIn())
    if (!current) return null
    const { status, address, chainId } = current.getConnection()
    if (status !== 'connected' || !address || chainId === undefined) {
      return fail(new EngagementError('Connect a wallet before signing in.', { kind: 'invalid-input', code: 'wallet-not-connected' }))
    }
    const existing = store.get(address)
    if (existing && isLive(existing)) return { address: existing.address, signature: existing.signature }
    if (inflight?.address === address) return inflight.promise
    inflight?.abort.abort(cancelled('Another sign-in started.'))

    const abort = new AbortController()
    const flight: InFlight = { address, abort, promise: Promise.resolve().then(() => register(current, address, chainId, abort)) }
    inflight = flight
    attempt = { address, error: null }
    changed()
    return flight.promise
  }

  async function register(current: SessionWallet, address: Address, chainId: number, abort: AbortController): Promise<Session | null> {
    const { signal } = abort
    const timer = setTimeout(() => abort.abort(signTimeout(signTimeoutMs)), signTimeoutMs)
    const settle = (next: Attempt | null) => {
      if (inflight?.abort !== abort) return
      attempt = next
      changed()
    }
    // Checked between steps too, for a controller nobody listens to (it hears of no switch by itself).
    const stillOwner = () => {
      if (ownerOf(current.getConnection()) !== address) abort.abort(cancelled('The wallet account changed during sign-in.'))
      if (signal.aborted) throw signal.reason
    }
    let step: SignInStep = 'token'
    try {
      const created = await untilAborted(Promise.resolve().then(() => createToken({ address, chainId, baseUrl: client.baseUrl, signal })), signal)
      const { token, expiresAt } = typeof created === 'string' ? { token: created, expiresAt: undefined } : created
      if (typeof token !== 'string' || token === '') throw new TypeError('createToken returned no token')
      stillOwner()
      step = 'signature'
      const signature = await untilAborted(current.signMessage({ account: address, message: token }), signal)
      // The wallet has answered; registering has the client's own timeout.
      clearTimeout(timer)
      await callClient(client, 'createUser', createUser, { address, token, signature }, { signal })
      stillOwner()
      store.set({ address, signature, token, expiresAt: toExpiresAt(expiresAt) })
      settle(null)
      return { address, signature }
    } catch (caught) {
      const error = signal.aborted && signal.reason instanceof EngagementError ? signal.reason : toSessionError(caught, step)
      settle(error.code === 'cancelled' ? null : { address, error })
      return null
    } finally {
      clearTimeout(timer)
      if (inflight?.abort === abort) inflight = null
    }
  }

  async function signOut(options: SignOutParameters = {}): Promise<void> {
    inflight?.abort.abort(cancelled('Signed out.'))
    attempt = null
    const address = wallet ? wallet.getConnection().address : store.latest()?.address
    if (address) store.remove(address)
    changed()
    if (options.disconnect && wallet) await wallet.disconnect()
  }

  function cancel(): void {
    if (inflight) inflight.abort.abort(cancelled('Sign-in cancelled.'))
    else if (attempt) {
      attempt = null
      changed()
    }
  }

  function setSession(session: Session | null | undefined): void {
    if (sameSession(session, controlled)) return
    controlled = session ? { address: session.address, signature: session.signature } : null
    if (noticeQueued) return
    noticeQueued = true
    queueMicrotask(() => {
      noticeQueued = false
      changed()
    })
  }

  function invalidate(session: Session): void {
    if (controlled?.signature === session.signature) controlled = null
    const stored = store.get(session.address)
    if (stored?.signature === session.signature) store.remove(stored.address)
    changed()
  }

  function destroy(): void {
    inflight?.abort.abort(cancelled('Sign-in stopped.'))
    listeners.clear()
    release()
  }

  controlled = parameters.session ? { address: parameters.session.address, signature: parameters.session.signature } : null
  setWallet(parameters.wallet)
  return {
    getSnapshot,
    getServerSnapshot,
    subscribe,
    signIn,
    signOut,
    cancel,
    setSession,
    setWallet,
    setOptions(options) {
      createToken = options.createToken
      signTimeoutMs = options.signTimeoutMs ?? defaultSignTimeoutMs
    },
    invalidate,
    destroy,
  }
}
