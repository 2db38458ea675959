import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { EngagementError } from '../core/EngagementError.js'
import { createEngagementClientBase, type EngagementClientBase } from '../core/internal/clientBase.js'
import type { Session } from '../core/types.js'
import { createSessionController, type SessionController } from '../session/createSessionController.js'
import { createSessionStore, type SessionStorageOption, type SessionStore } from '../session/createSessionStore.js'
import type { LiveUpdates } from '../query/createLiveUpdates.js'
import { lazyLiveUpdates } from '../query/internal/lazyLiveUpdates.js'
import type { ElementRecord } from './ElementRecord.js'
import { emit, toErrorDetail, type WidgetEventName } from './events.js'
import { createPageWallet, type PageWallet } from './pageWallet.js'
import type { WalletModule } from './WalletModule.js'

/** What the shared root renders from. */
export type GroupSnapshot = Readonly<{
  records: readonly ElementRecord[]
  wallet: WalletModule | null
  walletError: Error | null
  /** Where the page's own wallet picker renders while it is open. */
  picker: HTMLElement | null
  /** The element whose Sign in opened it: the picker speaks its language and wears its theme. */
  pickerFor: HTMLElement | null
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
  /** The one session of this service: every element (and the wallet code, once loaded) reads and changes it here. */
  readonly session: SessionController
  /** Live updates of what the elements show, through the group's cache; their code loads at the first element that watches. */
  readonly live: LiveUpdates
  /** Called when a sign-in is asked for where no wallet can help (inside an iframe). */
  signInElsewhere: (() => void) | undefined

  records: readonly ElementRecord[] = []
  wallet: WalletModule | null = null
  walletError: Error | null = null
  picker: HTMLElement | null = null
  private pickerHost: HTMLElement | null = null
  private pickerOpener: HTMLElement | null = null
  private pickerOpenerHost: HTMLElement | null = null
  private snapshot: GroupSnapshot = this.takeSnapshot()

  private readonly listeners = new Set<() => void>()
  private readonly store: SessionStore
  private readonly pageWallet: PageWallet
  private root: Root | null = null
  private readonly prefix = `ek${++groupCount}-`

  constructor(baseUrl: string, options: GroupOptions) {
    this.baseUrl = baseUrl
    this.client = createEngagementClientBase({
      baseUrl,
      fetch: async (request) => {
        const response = await fetch(request)
        // The service no longer knows this signature (say, a restarted sandbox): forget it instead of failing forever.
        if (response.status === 401) this.forgetRejected(request)
        return response
      },
    })
    const store = createSessionStore({ storage: options.storage ?? 'local', baseUrl })
    this.store = store
    this.pageWallet = createPageWallet({ store, load: () => this.loadWallet() })
    this.session = createSessionController({
      client: this.client,
      store,
      wallet: { ...this.pageWallet, prepare: () => this.prepareSignIn() },
      signTimeoutMs: options.signTimeoutMs,
      // A sign-in always goes through the wallet code, which brings the token maker along.
      createToken: (parameters) => loadWalletModule().then((module) => module.createToken(parameters)),
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
    this.live = lazyLiveUpdates(() => import('./live.js').then((module) => module.groupLiveUpdates(this)))
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
    const { records, wallet, walletError, picker } = this
    return { records, wallet, walletError, picker, pickerFor: picker ? this.pickerOpenerHost : null }
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
    if (this.records.length === 0) window.addEventListener('engagekit:sign-in-request', this.answerSignInRequest)
    const known = this.records.some((item) => item.host === record.host)
    this.records = known ? this.records.map((item) => (item.host === record.host ? record : item)) : [...this.records, record]
    if (record.spec.wallet) this.pageWallet.load().catch(() => undefined)
    this.notify()
  }

  remove(host: HTMLElement): void {
    const next = this.records.filter((item) => item.host !== host)
    if (next.length === this.records.length) return
    this.records = next
    if (next.length === 0) {
      window.removeEventListener('engagekit:sign-in-request', this.answerSignInRequest)
      this.closePicker()
    }
    this.notify()
  }

  /**
   * A "Sign in" pressed in one of these elements that nothing on the page answered (no connect element, no app
   * modal; both call preventDefault on the way up): the group opens a wallet picker of its own.
   */
  private readonly answerSignInRequest = (event: Event): void => {
    if (event.defaultPrevented || this.signInElsewhere) return
    const path = event.composedPath()
    const record = this.records.find((candidate) => path.includes(candidate.host))
    if (!record) return
    event.preventDefault()
    this.pickerOpener = path[0] instanceof HTMLElement ? path[0] : null
    this.pickerOpenerHost = record.host
    this.openPicker()
  }

  private openPicker(): void {
    if (this.picker) return
    // Its own shadow root on the page's body, so neither the page's CSS nor an element's box clips it.
    const host = document.createElement('div')
    host.setAttribute('data-engagekit-picker', '')
    const container = document.createElement('div')
    host.attachShadow({ mode: 'open' }).append(container)
    document.body.append(host)
    this.pickerHost = host
    this.picker = container
    this.notify()
    // The wallet code renders the picker once it is there; a failure to load it is reported like any other, and the
    // picker's place says so (PickerFailed: reload the page, as a failed module import is not fetched again) until closed.
    this.pageWallet.load().catch(() => undefined)
  }

  /** Closes the page's own picker, and gives the focus back to the button that opened it. */
  readonly closePicker = (): void => {
    if (!this.picker) return
    this.pickerHost?.remove()
    this.pickerHost = null
    this.picker = null
    const opener = this.pickerOpener
    this.pickerOpener = null
    // The prompt may have been drawn anew meanwhile (the wallet code loading shows as reconnecting): its new button.
    const again = opener && !opener.isConnected ? this.pickerOpenerHost?.shadowRoot?.querySelector<HTMLElement>('[data-state="signed-out"] button') : opener
    this.pickerOpenerHost = null
    again?.focus()
    this.notify()
  }

  /** Loads the wallet chunk (once per page) and renders the wallet layer; resolves to the page's restored wallet. */
  private loadWallet() {
    return loadWalletModule().then(
      (module) => {
        this.wallet = module
        this.notify()
        return module.pageWallet()
      },
      (error: unknown) => {
        if (!this.walletError) {
          this.walletError = error instanceof Error ? error : new Error(String(error))
          this.emitAll('error', { message: `engagekit could not load its wallet code: ${this.walletError.message}`, kind: 'network', code: 'wallet-load-failed' })
          this.notify()
        }
        throw new EngagementError('The wallet code could not be loaded. Check your connection and reload the page.', { kind: 'network', code: 'wallet-load-failed', cause: error })
      },
    )
  }

  /** What a sign-in needs first: the wallet, or (in an iframe, where wallets rarely reach) the page around it. */
  private async prepareSignIn(): Promise<void> {
    if (this.signInElsewhere) {
      this.signInElsewhere()
      throw new EngagementError('Wallets cannot reach this embedded view: sign in on the page around it.', { kind: 'invalid-input', code: 'sign-in-elsewhere' })
    }
    await this.pageWallet.load()
  }

  /** Follows the session the elements use (for an iframe that shares it); called at once when there is one. */
  watchSession(listener: (session: Session | null) => void): () => void {
    let last = this.session.getSnapshot().session
    if (last) listener(last)
    return this.session.subscribe(() => {
      const next = this.session.getSnapshot().session
      if (next === last) return
      last = next
      listener(next)
    })
  }

  emitAll(name: WidgetEventName, detail?: unknown): void {
    for (const record of this.records) emit(record.host, name, detail)
  }

  private forgetRejected(request: Request): void {
    // The session went in headers (a service that takes them) or in the query.
    const { searchParams } = new URL(request.url)
    const address = request.headers.get('x-engagekit-address') ?? searchParams.get('address')
    const signature = request.headers.get('x-engagekit-signature') ?? searchParams.get('signature')
    if (!address || !signature) return
    const stored = this.store.get(address)
    if (stored?.signature === signature) this.store.remove(address)
    // Not the stored one: the session handed over by the page around an iframe.
    else if (this.session.getSnapshot().session?.signature === signature) this.session.setSession(null)
  }
}
