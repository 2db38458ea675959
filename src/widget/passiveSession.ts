import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { EngagementError } from '../core/EngagementError.js'
import type { Session } from '../core/types.js'
import type { StoredSession } from '../react/session/createSessionStore.js'
import type { SessionStatus, UseSessionReturnType } from '../react/useSession.js'
import type { Group, GroupSnapshot } from './group.js'

type EnumerableStorage = { readonly length: number; key(index: number): string | null }

function enumerable(group: Group): EnumerableStorage | undefined {
  const option = group.storage
  try {
    if (option === 'local') return window.localStorage
    if (option === 'session') return window.sessionStorage
    if (typeof option === 'object' && typeof (option as Partial<EnumerableStorage>).key === 'function') return option as unknown as EnumerableStorage
  } catch {
    // Storage that throws on access (sandboxed frames, private modes) holds nothing to restore.
  }
  return undefined
}

const isLive = (session: StoredSession) => session.expiresAt === undefined || session.expiresAt > Date.now()
const lastsUntil = (session: StoredSession) => session.expiresAt ?? Number.POSITIVE_INFINITY

/**
 * The most recent unexpired session of this service in the storage the wallet layer writes (the one that lasts
 * longest, as every sign-in is valid for the same time). The same object while nothing changed.
 */
export function latestStoredSession(group: Group): StoredSession | null {
  const storage = enumerable(group)
  if (!storage) return null
  const prefix = `engagekit.session:${group.baseUrl}:`
  let best: StoredSession | null = null
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index)
      if (!key?.startsWith(prefix)) continue
      const session = group.store.get(key.slice(prefix.length))
      if (session && isLive(session) && (!best || lastsUntil(session) > lastsUntil(best))) best = session
    }
  } catch {
    return null
  }
  return best
}

// setTimeout fires at once for delays past 2^31 - 1 ms.
const maxTimerDelay = 2 ** 31 - 1

/**
 * The session state before (or without) the wallet code: a session handed over by the page around an iframe, or
 * the stored one. Signing in loads the wallet code and hands over to it.
 */
export function usePassiveSession(group: Group, snapshot: GroupSnapshot): UseSessionReturnType {
  const stored = useSyncExternalStore(group.store.subscribe, () => latestStoredSession(group), () => null)
  const [, setClock] = useState(0)
  const [error, setError] = useState<EngagementError | null>(null)
  const { controlled } = snapshot

  useEffect(() => {
    if (stored?.expiresAt === undefined) return
    const timer = setTimeout(() => setClock((tick) => tick + 1), Math.max(0, Math.min(stored.expiresAt - Date.now(), maxTimerDelay)))
    return () => clearTimeout(timer)
  }, [stored])

  const signIn = useCallback(async (): Promise<Session | null> => {
    if (group.controlled) return { address: group.controlled.address, signature: group.controlled.signature }
    if (group.signInElsewhere) {
      group.signInElsewhere()
      setError(new EngagementError('Wallets cannot reach this embedded view: sign in on the page around it.', { kind: 'invalid-input', code: 'sign-in-elsewhere' }))
      return null
    }
    setError(null)
    const wallet = await group.walletReady()
    if (!wallet) {
      setError(new EngagementError('The wallet code could not be loaded. Check your connection and reload the page.', { kind: 'network', code: 'wallet-load-failed' }))
      return null
    }
    // The wallet layer has taken over by now; its latest state signs in.
    return (group.walletState ?? wallet).signIn()
  }, [group])

  const signOut = useCallback(async () => {
    const current = latestStoredSession(group)
    if (current) group.store.remove(current.address)
    setError(null)
  }, [group])

  const cancel = useCallback(() => setError(null), [])

  const active: Session | StoredSession | null = controlled ?? stored
  const session = useMemo<Session | null>(
    () => (active ? { address: active.address, signature: active.signature } : null),
    [active?.address, active?.signature],
  )
  let status: SessionStatus
  if (session) status = 'signed-in'
  else if (error) status = 'error'
  else if (snapshot.walletWanted && !snapshot.walletError) status = 'reconnecting'
  else status = 'disconnected'
  const address = session?.address as UseSessionReturnType['address']
  const shownError = status === 'error' ? error : null

  return useMemo(() => ({ status, address, session, error: shownError, signIn, signOut, cancel }), [status, address, session, shownError, signIn, signOut, cancel])
}
