import { getAddress, isAddress, type Address } from 'viem'
import { createUser } from '../core/actions/createUser.js'
import { deleteSession } from '../core/actions/deleteSession.js'
import { EngagementError } from '../core/EngagementError.js'
import type { Session } from '../core/types.js'
import type { StoredSession } from './createSessionStore.js'
import { cancelled, defaultSignTimeoutMs, isLive, maxTimerDelay, signTimeout, toExpiresAt, untilAborted } from './internal/timing.js'
import type { CreateSessionControllerParameters, SessionController } from './SessionController.js'
import type { SessionState, SessionStatus, SignOutParameters } from './SessionState.js'
import type { WalletConnection } from './SessionWallet.js'
import { toSessionError, type SignInStep } from './toSessionError.js'

export type { CreateSessionControllerParameters, SessionController } from './SessionController.js'

type Attempt = { address: Address | undefined; error: EngagementError | null; message?: string | undefined }
type InFlight = { address: Address; abort: AbortController; promise: Promise<Session | null> }
type Signed = { token: string; signature: string; address?: string | undefined; expiresAt?: Date | undefined }

// While wagmi restores a connection it already knows the account: that account's stored session stays usable, so a
// reload or a reconnect does not blank signed-in screens.
const ownerOf = (connection: WalletConnection): Address | undefined =>
  connection.status === 'connected' || connection.status === 'reconnecting' ? connection.address : undefined

const sameSession = (a: Session | null | undefined, b: Session | null | undefined) => a?.address === b?.address && a?.signature === b?.signature

/**
 * Creates the sign-in state machine of one service: wallet account, stored sessions, expiry, sign-in and sign-out.
 * The state is derived from the wallet's current account whenever it is read, so a switch of account or a
 * disconnect ends the old account's session before any request can pair them.
 */
export function createSessionController(parameters: CreateSessionControllerParameters): SessionController {
  const { client, store, wallet } = parameters
  let createToken = parameters.createToken
  let signTimeoutMs = parameters.signTimeoutMs ?? defaultSignTimeoutMs
  let controlled: Session | null = parameters.session ? { address: parameters.session.address, signature: parameters.session.signature } : null
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

  const storedNow = (owner: Address | undefined): StoredSession | null => (!controlled && owner ? store.get(owner) : null)

  function derive(previous: SessionState | undefined, withStorage: boolean): SessionState {
    const connection = wallet.getConnection()
    const owner = ownerOf(connection)
    const stored = withStorage ? storedNow(owner) : null
    const active = controlled ?? (stored && isLive(stored) ? stored : null)
    const own = attempt && attempt.address === owner ? attempt : null
    let status: SessionStatus
    if (active) status = 'signed-in'
    else if (own) status = own.error ? 'error' : 'signing'
    else if (connection.status === 'reconnecting' || connection.status === 'connecting') status = 'reconnecting'
    else status = owner ? 'connected' : 'disconnected'
    const shownAddress = controlled ? controlled.address : connection.address
    const address = shownAddress && isAddress(shownAddress, { strict: false }) ? getAddress(shownAddress) : undefined
    const error = status === 'error' ? (own?.error ?? null) : null
    const message = status === 'signing' || status === 'error' ? (own?.message ?? null) : null
    const session = active && sameSession(previous?.session, active) ? previous!.session : active && { address: active.address, signature: active.signature }
    if (previous && previous.status === status && previous.address === address && previous.session === session && previous.error === error && previous.message === message) return previous
    return { status, address, session, error, message, signIn, signOut, cancel }
  }

  const getSnapshot = (): SessionState => (clientState = derive(clientState, true))
  const getServerSnapshot = (): SessionState => (serverState = derive(serverState, false))

  /** Follows the end of the stored session in use: a timer while someone listens, removal once it has expired. */
  function watchExpiry(): void {
    const stored = listeners.size > 0 ? storedNow(ownerOf(wallet.getConnection())) : null
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
    const owner = ownerOf(wallet.getConnection())
    if (inflight && inflight.address !== owner) inflight.abort.abort(cancelled('The wallet account changed during sign-in.'))
    if (attempt && attempt.address !== owner) attempt = null
    watchExpiry()
    const next = getSnapshot()
    if (next === notified || listeners.size === 0) return
    notified = next
    for (const listener of [...listeners]) listener()
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener)
    if (listeners.size === 1) {
      unwatchStore = store.subscribe(changed)
      unwatchWallet = wallet.watchConnection(changed)
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
    clearTimeout(expiry?.timer)
    expiry = undefined
  }

  function fail(error: EngagementError, address?: Address): null {
    attempt = { address, error }
    changed()
    return null
  }

  /** Signs in: the wallet signs a fresh token, or, with `signed`, a message it signed elsewhere is registered. */
  async function signIn(signed?: Signed): Promise<Session | null> {
    if (controlled) return { address: controlled.address, signature: controlled.signature }
    if (!signed && wallet.prepare) {
      try {
        await wallet.prepare()
      } catch (error) {
        return fail(toSessionError(error, 'signature'))
      }
    }
    const { status, address, chainId } = wallet.getConnection()
    if (status !== 'connected' || !address || chainId === undefined) {
      return fail(new EngagementError('Connect a wallet before signing in.', { kind: 'invalid-input', code: 'wallet-not-connected' }))
    }
    if (signed) {
      // A message written for another account would register a session the connected account does not own.
      if (signed.address && signed.address.toLowerCase() !== address.toLowerCase()) {
        return fail(new EngagementError('The message names another account.', { kind: 'invalid-input', code: 'account-mismatch' }), address)
      }
    } else {
      const existing = store.get(address)
      if (existing && isLive(existing)) return { address: existing.address, signature: existing.signature }
      if (inflight?.address === address) return inflight.promise
    }
    return start(address, chainId, signed)
  }

  function start(address: Address, chainId: number, signed?: Signed): Promise<Session | null> {
    inflight?.abort.abort(cancelled('Another sign-in started.'))
    const abort = new AbortController()
    const flight: InFlight = { address, abort, promise: register(address, chainId, abort, signed) }
    inflight = flight
    attempt = { address, error: null, message: signed?.token }
    changed()
    return flight.promise
  }

  /** Creates the token and has the wallet sign it (unless `signed` brings both), registers it (row 25) and keeps it. */
  async function register(address: Address, chainId: number, abort: AbortController, signed?: Signed): Promise<Session | null> {
    const { signal } = abort
    const timer = setTimeout(() => abort.abort(signTimeout(signTimeoutMs)), signTimeoutMs)
    const settle = (next: Attempt | null) => {
      if (inflight?.abort !== abort) return
      attempt = next
      changed()
    }
    let step: SignInStep = 'token'
    let message: string | undefined
    try {
      // A message signed elsewhere brings its own token and expiry.
      const created = signed ?? (await untilAborted(() => createToken({ address, chainId, baseUrl: client.baseUrl, signal }), signal))
      const { token, expiresAt } = typeof created === 'string' ? { token: created, expiresAt: undefined } : created
      if (typeof token !== 'string' || token === '') throw new TypeError('createToken returned no token')
      step = 'signature'
      // What the wallet is asked to sign, for the sign-in screen to show while it waits.
      message = token
      settle({ address, error: null, message })
      const signature = signed ? signed.signature : await untilAborted(() => wallet.signMessage({ account: address, message: token }), signal)
      // The wallet has answered; registering has the client's own timeout.
      clearTimeout(timer)
      await createUser(client, { address, token, signature }, { signal })
      if (signal.aborted) throw signal.reason
      store.set({ address, signature, token, expiresAt: toExpiresAt(expiresAt) })
      settle(null)
      return { address, signature }
    } catch (caught) {
      const error = signal.aborted && signal.reason instanceof EngagementError ? signal.reason : toSessionError(caught, step)
      settle(error.code === 'cancelled' ? null : { address, error, message })
      return null
    } finally {
      clearTimeout(timer)
      if (inflight?.abort === abort) inflight = null
    }
  }

  /**
   * Signs out: forgets the stored session at once, then asks the service to end it (best effort: a service of the
   * spec alone answers 404, a failed call changes nothing here) while the wallet disconnects, when asked to.
   */
  async function signOut(options: SignOutParameters = {}): Promise<void> {
    inflight?.abort.abort(cancelled('Signed out.'))
    attempt = null
    const { address } = wallet.getConnection()
    const stored = address ? store.get(address) : null
    if (address) store.remove(address)
    changed()
    const ended = stored ? deleteSession(client, {}, { session: { address: stored.address, signature: stored.signature } }).then(() => undefined, () => undefined) : undefined
    await Promise.all([ended, options.disconnect ? wallet.disconnect() : undefined])
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

  function destroy(): void {
    inflight?.abort.abort(cancelled('Sign-in stopped.'))
    listeners.clear()
    release()
  }

  return {
    getSnapshot,
    getServerSnapshot,
    subscribe,
    // Called without arguments from event handlers too: whatever they pass is not a signed message.
    signIn: () => signIn(),
    signInWith: signIn,
    signOut,
    cancel,
    setSession,
    setOptions(options) {
      createToken = options.createToken ?? parameters.createToken
      signTimeoutMs = options.signTimeoutMs ?? defaultSignTimeoutMs
    },
    destroy,
  }
}
