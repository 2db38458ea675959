import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createEngagementClientBase, type EngagementClientBase } from '../core/internal/clientBase.js'
import type { Session } from '../core/types.js'
import type { EngagementTheme } from '../react/AppearanceContext.js'
import { createSessionStore, type SessionStorageOption, type SessionStore } from '../react/session/createSessionStore.js'
import type { UseSessionReturnType } from '../react/useSession.js'
import { emit, toErrorDetail, type WidgetEventName } from './events.js'
import type { ElementSpec } from './specs.js'

/** One element on the page as the shared root sees it. */
export type ElementRecord = {
  id: string
  host: HTMLElement
  /** Where the component renders: a node in the element's open shadow root. */
  container: HTMLElement
  spec: ElementSpec
  /** The component's props, resolved from attributes, properties and page defaults (no `baseUrl`). */
  props: Record<string, unknown>
  entityId: string | undefined
  theme: EngagementTheme | undefined
  /** Bumped on every change, so only changed elements re-render. */
  version: number
}

/** What the wallet chunk hands the shared root. */
export type WalletLayerProps = { group: Group; children?: ReactNode }
export type WalletModule = {
  WalletLayer: ComponentType<WalletLayerProps>
  renderConnect: (record: ElementRecord) => ReactNode
}

/** What the shared root renders from. */
export type GroupSnapshot = Readonly<{
  records: readonly ElementRecord[]
  wallet: WalletModule | null
  walletError: Error | null
  walletWanted: boolean
  walletState: UseSessionReturnType | null
  controlled: Session | null
}>

/** Options a group takes from the page (first element or iframe wins). */
export type GroupOptions = {
  storage?: SessionStorageOption | undefined
  signTimeoutMs?: number | undefined
}

let walletModule: Promise<WalletModule> | undefined
/** Loads the wallet chunk once per page. */
export function loadWalletModule(): Promise<WalletModule> {
  return (walletModule ??= import('./wallet/WalletLayer.js').then((module) => module.walletModule))
}

let groupCount = 0

/**
 * Everything the elements of one service (base URL) share: one client, one cache, one session, one React root
 * that renders each element's component into that element's shadow root.
 */
export class Group {
  readonly baseUrl: string
  readonly client: EngagementClientBase
  readonly queryClient: QueryClient
  readonly store: SessionStore
  readonly storage: SessionStorageOption
  readonly signTimeoutMs: number | undefined
  /** Called when a sign-in is asked for where no wallet can help (inside an iframe). */
  signInElsewhere: (() => void) | undefined

  records: readonly ElementRecord[] = []
  wallet: WalletModule | null = null
  walletError: Error | null = null
  walletWanted = false
  /** The wallet layer's session state once it knows the wallet's account; null before (stored sessions are used). */
  walletState: UseSessionReturnType | null = null
  /** A session handed over by the page around an iframe; it wins over everything else. */
  controlled: Session | null = null
  /** The session state the elements see right now. */
  current: UseSessionReturnType | null = null
  private snapshot: GroupSnapshot = this.takeSnapshot()

  private readonly listeners = new Set<() => void>()
  private readonly sessionListeners = new Set<(session: Session | null) => void>()
  private walletWaiters: ((state: UseSessionReturnType | null) => void)[] = []
  private root: Root | null = null
  private readonly prefix = `ek${++groupCount}-`

  constructor(baseUrl: string, options: GroupOptions) {
    this.baseUrl = baseUrl
    this.storage = options.storage ?? 'local'
    this.signTimeoutMs = options.signTimeoutMs
    this.store = createSessionStore({ storage: this.storage, baseUrl })
    this.client = createEngagementClientBase({
      baseUrl,
      fetch: async (request) => {
        const response = await fetch(request)
        // The service no longer knows this signature (say, a restarted sandbox): forget it instead of failing forever.
        if (response.status === 401) this.forgetRejected(new URL(request.url))
        return response
      },
    })
    const report = (error: unknown, isQuery: boolean) => {
      // Not-found answers are states the components draw themselves ("no profile yet").
      if (isQuery && (error as { status?: unknown }).status === 404) return
      this.emitAll('error', toErrorDetail(error))
    }
    this.queryClient = new QueryClient({
      queryCache: new QueryCache({ onError: (error) => report(error, true) }),
      mutationCache: new MutationCache({ onError: (error) => report(error, false) }),
    })
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** An unchanging view of the group, replaced on every change (for useSyncExternalStore). */
  getSnapshot = (): GroupSnapshot => this.snapshot

  notify(): void {
    this.snapshot = this.takeSnapshot()
    for (const listener of this.listeners) listener()
  }

  private takeSnapshot(): GroupSnapshot {
    const { records, wallet, walletError, walletWanted, walletState, controlled } = this
    return { records, wallet, walletError, walletWanted, walletState, controlled }
  }

  /** Renders the shared root on first use. */
  mount(render: (group: Group) => ReactNode): void {
    if (this.root) return
    // Never attached to the page: every element's content is portalled into its own shadow root.
    const container = document.createElement('div')
    this.root = createRoot(container, { identifierPrefix: this.prefix })
    this.root.render(render(this))
  }

  /** Adds an element, or replaces its record when it is already here. */
  put(record: ElementRecord): void {
    const known = this.records.some((item) => item.host === record.host)
    this.records = known ? this.records.map((item) => (item.host === record.host ? record : item)) : [...this.records, record]
    if (record.spec.wallet) this.wantWallet()
    this.notify()
  }

  remove(host: HTMLElement): void {
    const next = this.records.filter((item) => item.host !== host)
    if (next.length === this.records.length) return
    this.records = next
    this.notify()
  }

  /** Loads the wallet chunk (if not yet) and renders the wallet layer. */
  wantWallet(): void {
    if (this.walletWanted) return
    this.walletWanted = true
    loadWalletModule().then(
      (module) => {
        this.wallet = module
        this.notify()
      },
      (error: unknown) => {
        this.walletError = error instanceof Error ? error : new Error(String(error))
        this.emitAll('error', { message: `engagekit could not load its wallet code: ${this.walletError.message}`, kind: 'network', code: 'wallet-load-failed' })
        this.resolveWallet(null)
        this.notify()
      },
    )
  }

  /** Resolves once the wallet layer knows the wallet's account (null if the wallet code cannot load). */
  walletReady(): Promise<UseSessionReturnType | null> {
    if (this.walletState) return Promise.resolve(this.walletState)
    if (this.walletError) return Promise.resolve(null)
    this.wantWallet()
    return new Promise((resolve) => this.walletWaiters.push(resolve))
  }

  /** Called by the wallet layer. */
  setWalletState(state: UseSessionReturnType | null): void {
    if (this.walletState === state) return
    this.walletState = state
    if (state) this.resolveWallet(state)
    this.notify()
  }

  setControlled(session: Session | null): void {
    const same = session?.address === this.controlled?.address && session?.signature === this.controlled?.signature
    if (same) return
    this.controlled = session
    this.notify()
  }

  /** Called by the root after every change of the session state the elements see. */
  publish(state: UseSessionReturnType): void {
    const before = this.current?.session ?? null
    this.current = state
    if (before !== state.session) for (const listener of this.sessionListeners) listener(state.session)
  }

  /** Follows the session the elements use (for an iframe that shares it). */
  watchSession(listener: (session: Session | null) => void): () => void {
    this.sessionListeners.add(listener)
    if (this.current) listener(this.current.session)
    return () => void this.sessionListeners.delete(listener)
  }

  emitAll(name: WidgetEventName, detail?: unknown): void {
    for (const record of this.records) emit(record.host, name, detail)
  }

  private resolveWallet(state: UseSessionReturnType | null): void {
    const waiters = this.walletWaiters
    this.walletWaiters = []
    for (const resolve of waiters) resolve(state)
  }

  private forgetRejected(url: URL): void {
    const address = url.searchParams.get('address')
    const signature = url.searchParams.get('signature')
    if (!address || !signature) return
    const stored = this.store.get(address)
    if (stored?.signature === signature) this.store.remove(address)
    if (this.controlled?.signature === signature) this.setControlled(null)
  }
}
