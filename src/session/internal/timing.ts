import { EngagementError } from '../../core/EngagementError.js'
import type { StoredSession } from '../createSessionStore.js'

/** The longest delay setTimeout honours: it fires at once for delays past 2^31 - 1 ms (about 24.8 days). */
export const maxTimerDelay = 2 ** 31 - 1

/** How long a wallet may take to sign unless told otherwise. */
export const defaultSignTimeoutMs = 120_000

/** The error a sign-in ends with when something stops it on purpose (no error is shown for it). */
export const cancelled = (message: string): EngagementError => new EngagementError(message, { kind: 'aborted', code: 'cancelled' })

/** The error of a wallet that did not answer in time. */
export function signTimeout(ms: number): EngagementError {
  const shown = ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`
  return new EngagementError(`Your wallet did not answer the sign-in request within ${shown}.`, { kind: 'timeout', code: 'sign-timeout' })
}

/** Runs `step` (a throw becomes a rejection) and settles like it, or rejects with the signal's reason as soon as it is aborted. */
export function untilAborted<T>(step: () => T | Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    Promise.resolve()
      .then(step)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/** A token's end of validity as ms since the epoch; undefined for anything that is not a finite time. */
export function toExpiresAt(value: Date | number | undefined): number | undefined {
  const ms = value instanceof Date ? value.getTime() : value
  return typeof ms === 'number' && Number.isFinite(ms) ? ms : undefined
}

/** True while a stored session has not expired. */
export const isLive = (session: StoredSession): boolean => session.expiresAt === undefined || session.expiresAt > Date.now()
