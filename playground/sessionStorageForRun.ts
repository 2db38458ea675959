import type { SessionStorageLike } from '../src/session/createSessionStore.js'

/**
 * The tab's sessionStorage, under keys of this run of the sandbox: a reload keeps the user signed in, while a
 * restarted sandbox (which has forgotten every registered signature) starts from a clean slate.
 */
export function sessionStorageForRun(run: string): SessionStorageLike {
  const prefix = `playground:${run}:`
  return {
    getItem: (key) => window.sessionStorage.getItem(prefix + key),
    setItem: (key, value) => window.sessionStorage.setItem(prefix + key, value),
    removeItem: (key) => window.sessionStorage.removeItem(prefix + key),
  }
}
