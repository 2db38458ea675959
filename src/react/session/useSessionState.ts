'use client'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { getAddress, isAddress, type Address } from 'viem'
import { useConnection, type Config } from 'wagmi'
import { disconnect, getConnection, signMessage } from 'wagmi/actions'
import { createUser } from '../../core/actions/createUser.js'
import type { EngagementClientBase } from '../../core/internal/clientBase.js'
import { EngagementError } from '../../core/EngagementError.js'
import type { Session } from '../../core/types.js'
import type { SessionStatus, SignOutParameters, UseSessionReturnType } from '../useSession.js'
import type { SessionStore } from './createSessionStore.js'
import { createSiweToken, type CreateTokenFn } from './createSiweToken.js'
import { toSessionError, type SignInStep } from './toSessionError.js'

/** Inputs of {@link useSessionState}, as {@link EngagementProvider} resolves them. */
export type UseSessionStateParameters = {
  config: Config
  client: EngagementClientBase
  store: SessionStore
  /** The app's own session (controlled mode), if any. */
  controlled: Session | null | undefined
  createToken: CreateTokenFn | undefined
  signTimeoutMs: number | undefined
}

/** A sign-in attempt of one account: under way (`error` null) or failed. */
type Attempt = { address: Address | undefined; error: EngagementError | null }
type InFlight = { address: Address; controller: AbortController; promise: Promise<Session | null> }

// setTimeout fires at once for delays past 2^31 - 1 ms (about 24.8 days).
const maxTimerDelay = 2 ** 31 - 1
const defaultSignTimeoutMs = 120_000

const cancelled = (message: string) => new EngagementError(message, { kind: 'aborted', code: 'cancelled' })

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function toExpiresAt(value: Date | number | undefined): number | undefined {
  const ms = value instanceof Date ? value.getTime() : value
  return typeof ms === 'number' && Number.isFinite(ms) ? ms : undefined
}

/**
 * The sign-in state machine behind `useSession`. The active session is derived at render time from the wallet's
 * current account, so a switch or disconnect ends the old account's session before any request can pair them.
 */
export function useSessionState(parameters: UseSessionStateParameters): UseSessionReturnType {
  const { config, client, store, controlled } = parameters
  const connection = useConnection({ config })
  // While wagmi restores a connection it already knows the account: its stored session stays usable (the pair
  // still matches), so a reload or a reconnect does not blank signed-in screens.
  const owner = connection.status === 'connected' || connection.status === 'reconnecting' ? connection.address : undefined

  const stored = useSyncExternalStore(
    store.subscribe,
    () => (owner ? store.get(owner) : null),
    // The server cannot see the browser's storage: restore only once hydrated.
    () => null,
  )
  const [clock, setClock] = useState(0)
  const expired = stored?.expiresAt !== undefined && stored.expiresAt <= Date.now()

  const [attempt, setAttempt] = useState<Attempt | null>(null)
  const inflight = useRef<InFlight | null>(null)
  const latest = useRef(parameters)
  useEffect(() => {
    latest.current = parameters
  })

  useEffect(() => {
    if (stored?.expiresAt === undefined) return
    const left = stored.expiresAt - Date.now()
    if (left <= 0) {
      if (store.get(stored.address) === stored) store.remove(stored.address)
      return
    }
    const timer = setTimeout(() => setClock((tick) => tick + 1), Math.min(left, maxTimerDelay))
    return () => clearTimeout(timer)
  }, [stored, store, clock])

  // A new account (or none) drops the old account's attempt: its signature must never end up paired with another.
  useEffect(() => {
    const flight = inflight.current
    if (flight && flight.address !== owner) flight.controller.abort(cancelled('The wallet account changed during sign-in.'))
    setAttempt((current) => (current && current.address !== owner ? null : current))
  }, [owner])

  useEffect(() => () => inflight.current?.controller.abort(cancelled('Sign-in stopped.')), [])

  const signIn = useCallback(async (): Promise<Session | null> => {
    const { controlled: controlledNow, createToken = createSiweToken, signTimeoutMs = defaultSignTimeoutMs } = latest.current
    if (controlledNow) return { address: controlledNow.address, signature: controlledNow.signature }
    const { status, address, chainId } = getConnection(config)
    if (status !== 'connected' || !address || chainId === undefined) {
      const error = new EngagementError('Connect a wallet before signing in.', { kind: 'invalid-input', code: 'wallet-not-connected' })
      setAttempt({ address: undefined, error })
      return null
    }
    const existing = store.get(address)
    if (existing && (existing.expiresAt === undefined || existing.expiresAt > Date.now())) {
      return { address: existing.address, signature: existing.signature }
    }
    if (inflight.current?.address === address) return inflight.current.promise
    inflight.current?.controller.abort(cancelled('Another sign-in started.'))

    const controller = new AbortController()
    const { signal } = controller
    const settle = (next: Attempt | null) => {
      if (inflight.current?.controller === controller) setAttempt(next)
    }
    const run = async (): Promise<Session | null> => {
      const seconds = signTimeoutMs >= 1000 ? `${Math.round(signTimeoutMs / 1000)} s` : `${signTimeoutMs} ms`
      const timeout = new EngagementError(`Your wallet did not answer the sign-in request within ${seconds}. Please try again.`, {
        kind: 'timeout',
        code: 'sign-timeout',
      })
      const timer = setTimeout(() => controller.abort(timeout), signTimeoutMs)
      let step: SignInStep = 'token'
      try {
        const created = await untilAborted(Promise.resolve().then(() => createToken({ address, chainId, baseUrl: client.baseUrl, signal })), signal)
        const { token, expiresAt } = typeof created === 'string' ? { token: created, expiresAt: undefined } : created
        if (typeof token !== 'string' || token === '') throw new TypeError('createToken returned no token')
        step = 'signature'
        const signature = await untilAborted(signMessage(config, { account: address, message: token }), signal)
        // The wallet has answered; registering has the client's own timeout.
        clearTimeout(timer)
        await createUser(client, { address, token, signature }, { signal })
        if (signal.aborted) throw signal.reason
        store.set({ address, signature, token, expiresAt: toExpiresAt(expiresAt) })
        settle(null)
        return { address, signature }
      } catch (caught) {
        const error = signal.aborted && signal.reason instanceof EngagementError ? signal.reason : toSessionError(caught, step)
        settle(error.code === 'cancelled' ? null : { address, error })
        return null
      } finally {
        clearTimeout(timer)
        if (inflight.current?.controller === controller) inflight.current = null
      }
    }
    setAttempt({ address, error: null })
    const flight: InFlight = { address, controller, promise: Promise.resolve().then(run) }
    inflight.current = flight
    return flight.promise
  }, [config, client, store])

  const cancel = useCallback(() => {
    inflight.current?.controller.abort(cancelled('Sign-in cancelled.'))
  }, [])

  const signOut = useCallback(
    async (options: SignOutParameters = {}) => {
      inflight.current?.controller.abort(cancelled('Signed out.'))
      setAttempt(null)
      const { address } = getConnection(config)
      if (address) store.remove(address)
      if (options.disconnect) await disconnect(config)
    },
    [config, store],
  )

  const active = controlled ?? (owner && stored && !expired ? stored : null)
  const session = useMemo<Session | null>(
    () => (active ? { address: active.address, signature: active.signature } : null),
    [active?.address, active?.signature],
  )
  const ownAttempt = attempt && attempt.address === owner ? attempt : null
  let status: SessionStatus
  if (session) status = 'signed-in'
  else if (ownAttempt) status = ownAttempt.error ? 'error' : 'signing'
  else if (connection.status === 'reconnecting' || connection.status === 'connecting') status = 'reconnecting'
  else status = owner ? 'connected' : 'disconnected'
  const address = controlled ? (isAddress(controlled.address, { strict: false }) ? getAddress(controlled.address) : undefined) : connection.address
  const error = status === 'error' ? (ownAttempt?.error ?? null) : null

  return useMemo(
    () => ({ status, address, session, error, signIn, signOut, cancel }),
    [status, address, session, error, signIn, signOut, cancel],
  )
}
