import type { Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { createEngagementClient } from '../../src/core/createEngagementClient.js'
import { createSandbox } from '../../src/sandbox/createSandbox.js'
import { createSessionController, type CreateSessionControllerParameters } from '../../src/session/createSessionController.js'
import { createSessionStore } from '../../src/session/createSessionStore.js'
import { createSiweToken } from '../../src/session/createSiweToken.js'
import type { SessionWallet, WalletConnection } from '../../src/session/SessionWallet.js'

/** The service root the controllers under test talk to (a sandbox in the same process). */
export const baseUrl = 'https://engage.test'

/** A wallet that signs offline with a demo key and whose account, status and answers the test sets. */
export function createTestWallet(privateKey?: Hex) {
  let account: PrivateKeyAccount | undefined = privateKey ? privateKeyToAccount(privateKey) : undefined
  let status: WalletConnection['status'] = account ? 'connected' : 'disconnected'
  const listeners = new Set<() => void>()
  const state = { rejecting: false, signatureRequests: 0, disconnects: 0 }
  const set = (key: Hex | null, next?: WalletConnection['status']) => {
    account = key ? privateKeyToAccount(key) : undefined
    status = next ?? (account ? 'connected' : 'disconnected')
    for (const listener of [...listeners]) listener()
  }
  const wallet: SessionWallet = {
    getConnection: () => ({ status, address: account?.address, chainId: account ? 1 : undefined }),
    watchConnection(onChange) {
      listeners.add(onChange)
      return () => void listeners.delete(onChange)
    },
    async signMessage({ account: address, message }) {
      state.signatureRequests++
      if (state.rejecting) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      if (!account || account.address !== address) throw new Error('not the connected account')
      return account.signMessage({ message })
    },
    async disconnect() {
      state.disconnects++
      set(null)
    },
  }
  return {
    wallet,
    state,
    /** Connects (or switches to) the account of `key`, or disconnects with null. */
    connect: (key: Hex | null) => set(key),
    /** Reports the account of `key` as being restored. */
    reconnect: (key: Hex) => set(key, 'reconnecting'),
    listenerCount: () => listeners.size,
  }
}

/** A listable in-memory storage whose entries the test can read and write. */
export function createTestStorage() {
  const items = new Map<string, string>()
  return {
    items,
    get length() {
      return items.size
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

/** A sandboxed service, a client that counts registrations (row 25), and a storage shared by every controller made. */
export function createControllerPage() {
  const sandbox = createSandbox()
  const registrations: string[] = []
  const client = createEngagementClient({
    baseUrl,
    retry: false,
    fetch: async (request) => {
      const url = new URL(request.url)
      if (url.pathname === '/api/token') registrations.push(url.searchParams.get('signature') ?? '')
      return sandbox.fetch(request)
    },
  })
  const storage = createTestStorage()
  const store = createSessionStore({ baseUrl, storage })
  /** A controller on this page's client and store (a fresh one is like a page load). */
  const controller = (parameters: Partial<CreateSessionControllerParameters> & Pick<CreateSessionControllerParameters, 'wallet'>) =>
    createSessionController({ client, store, createToken: createSiweToken, ...parameters })
  const stored = () => [...storage.items.values()].map((raw) => JSON.parse(raw) as { address: string; signature: string; expiresAt?: number })
  return { sandbox, client, registrations, storage, store, controller, stored }
}

/** Records every snapshot a controller's listeners are told about. */
export function recordChanges(controller: ReturnType<ReturnType<typeof createControllerPage>['controller']>) {
  const seen: ReturnType<typeof controller.getSnapshot>[] = []
  const stop = controller.subscribe(() => seen.push(controller.getSnapshot()))
  return { seen, statuses: () => seen.map((state) => state.status), stop }
}
