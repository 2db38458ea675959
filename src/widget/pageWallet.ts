import { latestStoredSession, type SessionStore } from '../session/createSessionStore.js'
import type { SessionWallet, WalletConnection } from '../session/SessionWallet.js'

/** The wallet as the widget's elements know it, with the means to load the real one. */
export type PageWallet = SessionWallet & {
  /** Loads the real wallet (once; again after a failure) and resolves once its connection is restored. */
  load(): Promise<SessionWallet>
}

/**
 * The page's wallet before and after its code is there. Until the wallet code has loaded and restored its
 * connection, the account is the one of the latest stored session, so a returning user is signed in at once
 * ('reconnecting' while the code loads); from then on it is the real wallet's account, and a different account
 * ends that session like any switch.
 */
export function createPageWallet(parameters: { store: SessionStore; load: () => Promise<SessionWallet> }): PageWallet {
  const { store } = parameters
  const listeners = new Set<() => void>()
  let loaded: SessionWallet | undefined
  let loading: Promise<SessionWallet> | undefined
  let stopWatching: (() => void) | undefined

  const emit = () => {
    for (const listener of [...listeners]) listener()
  }
  // While guessing, the guess follows the store; once loaded, the wallet's own changes count.
  const watch = () => {
    stopWatching?.()
    stopWatching = listeners.size === 0 ? undefined : loaded ? loaded.watchConnection(emit) : store.subscribe(emit)
  }

  function load(): Promise<SessionWallet> {
    if (loaded) return Promise.resolve(loaded)
    if (loading) return loading
    const current = parameters.load().then(
      (wallet) => {
        loaded = wallet
        loading = undefined
        watch()
        emit()
        return wallet
      },
      (error: unknown) => {
        loading = undefined
        emit()
        throw error
      },
    )
    loading = current
    emit()
    return current
  }

  return {
    getConnection(): WalletConnection {
      if (loaded) return loaded.getConnection()
      const address = latestStoredSession(store)?.address as WalletConnection['address']
      return { status: loading || address ? 'reconnecting' : 'disconnected', address, chainId: undefined }
    },
    watchConnection(onChange) {
      listeners.add(onChange)
      if (listeners.size === 1) watch()
      return () => {
        if (listeners.delete(onChange) && listeners.size === 0) watch()
      }
    },
    signMessage: async (message) => (await load()).signMessage(message),
    disconnect: async () => loaded?.disconnect(),
    prepare: async () => void (await load()),
    load,
  }
}
