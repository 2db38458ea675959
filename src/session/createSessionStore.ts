import { getAddress, isAddress } from 'viem'

/** A session as engagekit keeps it between visits: the pair requests carry, the token it signed and when it ends. */
export type StoredSession = {
  /** Checksummed wallet address. */
  address: string
  signature: string
  /** The text the wallet signed (the SIWE message by default). */
  token: string
  /** End of validity in ms since the epoch; absent = until signed out. */
  expiresAt?: number | undefined
}

/** A synchronous key-value storage, like `localStorage`. */
export type SessionStorageLike = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** Where sessions are kept: `localStorage` (default), `sessionStorage`, memory only, or your own storage. */
export type SessionStorageOption = 'local' | 'session' | 'memory' | SessionStorageLike

/** Sessions of one service, one entry per checksummed address, readable as an external store. */
export type SessionStore = {
  /** The session stored for `address`; the same object while its stored text is unchanged. */
  get(address: string): StoredSession | null
  set(session: StoredSession): void
  remove(address: string): void
  subscribe(listener: () => void): () => void
}

/** A storage whose keys can be listed, as `localStorage` and `sessionStorage` are. */
type ListableStorage = SessionStorageLike & { readonly length: number; key(index: number): string | null }

function memoryStorage(): SessionStorageLike {
  const items = new Map<string, string>()
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

function isListable(storage: SessionStorageLike): storage is ListableStorage {
  const candidate = storage as Partial<ListableStorage>
  return typeof candidate.key === 'function' && typeof candidate.length === 'number'
}

const lastsUntil = (session: StoredSession) => session.expiresAt ?? Number.POSITIVE_INFINITY

function browserStorage(kind: 'local' | 'session'): SessionStorageLike | undefined {
  try {
    const storage = kind === 'local' ? window.localStorage : window.sessionStorage
    // Private modes and sandboxed iframes expose a storage that throws on use.
    const probe = '__engagekit_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}

function parse(raw: string | null, address: string): StoredSession | null {
  if (raw === null) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { address: stored, signature, token, expiresAt } = value as Record<string, unknown>
    if (typeof stored !== 'string' || stored !== address || typeof signature !== 'string' || typeof token !== 'string') return null
    if (expiresAt !== undefined && typeof expiresAt !== 'number') return null
    return { address: stored, signature, token, expiresAt }
  } catch {
    return null
  }
}

/**
 * Creates the session store of one service (`baseUrl`). Nothing touches the browser until first use, so it is
 * safe to create during a server render.
 */
export function createSessionStore(parameters: { storage?: SessionStorageOption | undefined; baseUrl: string }): SessionStore {
  const { storage: option = 'local', baseUrl } = parameters
  const prefix = `engagekit.session:${baseUrl}:`
  const listeners = new Set<() => void>()
  // Same raw text → same object, which useSyncExternalStore needs to see an unchanged snapshot.
  const cache = new Map<string, { raw: string | null; value: StoredSession | null }>()
  let resolved: SessionStorageLike | undefined

  const storage = (): SessionStorageLike => {
    if (resolved) return resolved
    if (typeof option === 'object') resolved = option
    else if (option !== 'memory' && typeof window !== 'undefined') resolved = browserStorage(option)
    return (resolved ??= memoryStorage())
  }
  const keyOf = (address: string) => (isAddress(address, { strict: false }) ? `${prefix}${getAddress(address)}` : undefined)
  const notify = () => {
    for (const listener of listeners) listener()
  }
  const safely = (run: () => void) => {
    try {
      run()
    } catch {
      // An unreadable storage only costs the user a new signature.
    }
  }

  const store: SessionStore = {
    get(address) {
      const key = keyOf(address)
      if (!key) return null
      let raw: string | null = null
      safely(() => (raw = storage().getItem(key)))
      const cached = cache.get(key)
      if (cached && cached.raw === raw) return cached.value
      const value = parse(raw, getAddress(address))
      cache.set(key, { raw, value })
      return value
    },
    set(session) {
      const key = keyOf(session.address)
      if (!key) return
      const raw = JSON.stringify({ ...session, address: getAddress(session.address) })
      try {
        storage().setItem(key, raw)
      } catch {
        // A full or locked storage must not undo a sign-in that just succeeded: keep sessions in memory from now on.
        resolved = memoryStorage()
        resolved.setItem(key, raw)
      }
      notify()
    },
    remove(address) {
      const key = keyOf(address)
      if (!key) return
      safely(() => storage().removeItem(key))
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      // Other tabs signing in or out of the same service show up here too.
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key.startsWith(prefix)) listener()
      }
      const watchTabs = (option === 'local' || option === 'session') && typeof window !== 'undefined'
      if (watchTabs) window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        if (watchTabs) window.removeEventListener('storage', onStorage)
      }
    },
  }
  listings.set(store, { prefix, storage })
  return store
}

// What latestStoredSession needs of a store, kept beside it rather than on it: apps that never ask for the latest
// session do not ship the code that finds it.
const listings = new WeakMap<SessionStore, { prefix: string; storage: () => SessionStorageLike }>()

/**
 * The unexpired session of `store` that lasts longest (the latest sign-in, as sign-ins last equally long), for a
 * page that does not know the wallet's account yet; null when the storage cannot list its entries.
 */
export function latestStoredSession(store: SessionStore): StoredSession | null {
  const listing = listings.get(store)
  let best: StoredSession | null = null
  try {
    const storage = listing?.storage()
    if (!listing || !storage || !isListable(storage)) return null
    const now = Date.now()
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index)
      if (!key?.startsWith(listing.prefix)) continue
      const session = store.get(key.slice(listing.prefix.length))
      if (session && lastsUntil(session) > now && (!best || lastsUntil(session) > lastsUntil(best))) best = session
    }
  } catch {
    // A storage that throws on use holds nothing to restore.
  }
  return best
}
