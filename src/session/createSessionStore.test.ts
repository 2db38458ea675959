// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demo } from '../service/seed/demo.js'
import { createSessionStore, type StoredSession } from './createSessionStore.js'

const { owner, member } = demo.accounts
const session: StoredSession = { address: owner.address, signature: '0xabc', token: 'hello', expiresAt: 123 }

afterEach(() => {
  window.localStorage.clear()
  window.sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('createSessionStore', () => {
  it('keeps sessions in localStorage by default, per service and checksummed address', () => {
    const store = createSessionStore({ baseUrl: 'https://a.test' })
    store.set({ ...session, address: owner.address.toLowerCase() })
    expect(window.localStorage.getItem(`engagekit.session:https://a.test:${owner.address}`)).not.toBeNull()
    expect(store.get(owner.address.toLowerCase())).toEqual(session)
    expect(store.get(member.address)).toBeNull()
    expect(createSessionStore({ baseUrl: 'https://b.test' }).get(owner.address)).toBeNull()
  })

  it('returns the same object while the stored text is unchanged', () => {
    const store = createSessionStore({ baseUrl: 'https://a.test', storage: 'session' })
    store.set(session)
    expect(store.get(owner.address)).toBe(store.get(owner.address))
    expect(window.sessionStorage.length).toBe(1)
  })

  it('notifies on set, remove and other tabs', () => {
    const store = createSessionStore({ baseUrl: 'https://a.test' })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.set(session)
    store.remove(owner.address)
    window.dispatchEvent(new StorageEvent('storage', { key: `engagekit.session:https://a.test:${owner.address}` }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'something else' }))
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    store.set(session)
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('ignores entries that are broken or belong to another address', () => {
    const storage = new Map<string, string>()
    const store = createSessionStore({
      baseUrl: 'https://a.test',
      storage: { getItem: (key) => storage.get(key) ?? null, setItem: (key, value) => void storage.set(key, value), removeItem: (key) => void storage.delete(key) },
    })
    const key = `engagekit.session:https://a.test:${owner.address}`
    storage.set(key, '{not json')
    expect(store.get(owner.address)).toBeNull()
    storage.set(key, JSON.stringify({ ...session, address: member.address }))
    expect(store.get(owner.address)).toBeNull()
    storage.set(key, JSON.stringify({ ...session, expiresAt: 'soon' }))
    expect(store.get(owner.address)).toBeNull()
    expect(store.get('not an address')).toBeNull()
  })

  it("keeps a fresh sign-in in memory when the storage refuses writes", () => {
    const store = createSessionStore({
      baseUrl: 'https://a.test',
      storage: { getItem: () => null, setItem: () => { throw new Error('quota') }, removeItem: () => {} },
    })
    store.set(session)
    expect(store.get(owner.address)).toEqual(session)
  })

  it("keeps 'memory' sessions out of the browser's storages", () => {
    const store = createSessionStore({ baseUrl: 'https://a.test', storage: 'memory' })
    store.set(session)
    expect(store.get(owner.address)).toEqual(session)
    expect(window.localStorage.length + window.sessionStorage.length).toBe(0)
  })
})
