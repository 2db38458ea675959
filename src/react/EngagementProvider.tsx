'use client'
import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query'
import { createContext, memo, useContext, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react'
import { WagmiContext, WagmiProvider, type Config } from 'wagmi'
import type { EngagementClient } from '../core/createEngagementClient.js'
import { createEngagementClientBase } from '../core/internal/clientBase.js'
import type { Session } from '../core/types.js'
import { removeCallerQueries } from '../query/internal/removeCallerQueries.js'
import { AppearanceContext, type Appearance, type EngagementTheme } from './AppearanceContext.js'
import { EngagementContext, type EngagementContextValue } from './EngagementContext.js'
import { createSessionController, type SessionController } from '../session/createSessionController.js'
import { createSessionStore, type SessionStorageOption } from '../session/createSessionStore.js'
import { createSiweToken, type CreateTokenFn } from '../session/createSiweToken.js'
import { createWagmiWallet } from '../session/createWagmiWallet.js'
import { useLocaleMessages } from './locales/useLocaleMessages.js'
import { useResolvedLocale } from './locales/useResolvedLocale.js'
import { createDefaultWagmiConfig } from './session/createDefaultWagmiConfig.js'
import type { LiveUpdates } from '../query/createLiveUpdates.js'
import { lazyLiveUpdates } from '../query/internal/lazyLiveUpdates.js'
import { cachedServiceInfoFetch } from './internal/cachedServiceInfoFetch.js'

/** Props of {@link EngagementProvider}. */
export type EngagementProviderProps = {
  /** The service root, e.g. `https://engage.example.com`; also keys stored sessions. */
  baseUrl: string
  /** The default entity for hooks and components. */
  entityId?: string | undefined
  /** A ready client (e.g. one whose `fetch` is a sandbox); default a client for `baseUrl` that loads only the endpoints its hooks call. */
  client?: EngagementClient | undefined
  /** A session the app manages itself (controlled mode): while set, it is the session and no wallet is needed. */
  session?: Session | null | undefined
  /** Where sessions are kept between visits; default `'local'`. Keep a custom storage object stable across renders. */
  storage?: SessionStorageOption | undefined
  /** Creates the text to sign at sign-in; default a Sign-In with Ethereum message valid for 7 days (`createSiweToken`). */
  createToken?: CreateTokenFn | undefined
  /** The cache for engagekit's queries; default the app's QueryClientProvider's, else one of its own. */
  queryClient?: QueryClient | undefined
  /** The wagmi config to sign with; default the app's WagmiProvider's, else one with browser wallets. */
  wagmiConfig?: Config | undefined
  /** How long the wallet may take to sign before sign-in fails with kind 'timeout'; default 120000 ms. */
  signTimeoutMs?: number | undefined
  /** Color scheme of engagekit's components: 'light', 'dark' or 'auto' (follows the system; default). */
  theme?: EngagementTheme | undefined
  /** Nonce for the components' <style> element under a CSP that requires one. */
  nonce?: string | undefined
  /** Set false when the app links `engagekit/styles.css` itself; default true. */
  injectStyles?: boolean | undefined
  /** Where menus and dialogs render; default document.body. */
  portalContainer?: HTMLElement | null | undefined
  /** IPFS gateways for ipfs:// images (NFTs, profiles), tried in order; a component's `gateways` wins. */
  ipfsGateways?: readonly string[] | undefined
  /**
   * What components call each metric, by name: `{ xp: 'Experience' }`. Others are their names made readable
   * (`events_attended` → "Events attended", `xp` → "XP").
   */
  metricLabels?: Readonly<Record<string, string>> | undefined
  /**
   * The language of the components: en, es, fr, de, pt-BR, ja, ko, zh-CN, ru, tr, ar or hi (`fr-CA` reads as `fr`).
   * Default: the browser's language, else English. Other languages than English load on demand; `ar` is drawn right
   * to left. Numbers and dates follow it; each component's `labels` still win.
   */
  locale?: string | undefined
  /**
   * Live updates: while a component shows an entity, one stream of its events moves the cached counters, levels, NFTs
   * and boards as they happen, and EngagementToasts announces the member's news. Default true where the service
   * offers `realtime` (`GET /api/engagekit`); false, or a service of the spec alone, refetches as before.
   */
  realtime?: boolean | undefined
  children?: ReactNode
}

const TreeContext = createContext<ReactNode>(null)
function Outlet(): ReactNode {
  return useContext(TreeContext)
}

// wagmi's Hydrate reconnects on every render for configs without `ssr`: re-render it only for a new config, and
// let the tree below follow through context instead.
const StableWagmiProvider = memo(function StableWagmiProvider({ config }: { config: Config }): ReactNode {
  return (
    <WagmiProvider config={config}>
      <Outlet />
    </WagmiProvider>
  )
})

/**
 * Keys carry the caller, so a new caller never sees the last one's replies; when a session ends (sign-out, another
 * account, another controlled session), its cached replies are removed too, so none stays on a shared device.
 */
function useRemoveCallerQueriesWhenSessionEnds(queryClient: QueryClient, address: string | undefined): void {
  const previous = useRef(address)
  useEffect(() => {
    const ended = previous.current
    previous.current = address
    if (ended !== undefined && ended !== address) removeCallerQueries(queryClient, ended)
  }, [queryClient, address])
}

type SessionLayerProps = Pick<EngagementContextValue, 'client' | 'queryClient' | 'entityId' | 'live'> & { controller: SessionController; children: ReactNode }

// Below WagmiProvider, so wallet state changes during wagmi's own mount never update a component above it.
function SessionLayer({ client, queryClient, entityId, controller, live, children }: SessionLayerProps): ReactNode {
  const sessionState = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getServerSnapshot)
  useRemoveCallerQueriesWhenSessionEnds(queryClient, sessionState.session?.address)
  // Applied while rendering, so no event is applied for the previous caller once the new one's components render.
  live?.setCaller(sessionState.session?.address)
  const value = useMemo<EngagementContextValue>(
    () => ({ client, queryClient, entityId, session: sessionState.session, sessionState, sessionController: controller, live }),
    [client, queryClient, entityId, sessionState, controller, live],
  )
  return <EngagementContext.Provider value={value}>{children}</EngagementContext.Provider>
}

/**
 * Gives engagekit's hooks and components their client, cache, entity and session. Inside an app with wagmi and
 * TanStack Query it uses theirs; on its own it brings its own and provides them only where the app has none.
 */
export function EngagementProvider(props: EngagementProviderProps): ReactNode {
  const { baseUrl, entityId, storage, children } = props
  const appWagmiConfig = useContext(WagmiContext)
  const appQueryClient = useContext(QueryClientContext)

  // Created on first need only: an app with its own wagmi and cache never pays for (or sees) these.
  const own = useRef<{ wagmiConfig?: Config; queryClient?: QueryClient }>({})
  const wagmiConfig = props.wagmiConfig ?? appWagmiConfig ?? (own.current.wagmiConfig ??= createDefaultWagmiConfig())
  const queryClient = useMemo(() => props.queryClient ?? appQueryClient ?? (own.current.queryClient ??= new QueryClient()), [props.queryClient, appQueryClient])

  // Without the endpoint methods: each hook brings the one endpoint it calls (useEngagementClient adds them all).
  // Its question of what the service offers is answered from the cache when the page already knows (a server's prefetch).
  const ownClient = useMemo(() => {
    if (props.client) return undefined
    const made = createEngagementClientBase({ baseUrl, fetch: cachedServiceInfoFetch(queryClient, () => made.baseUrl) })
    return made
  }, [props.client, baseUrl, queryClient])
  const client = props.client ?? ownClient!
  const store = useMemo(() => createSessionStore({ storage, baseUrl: client.baseUrl }), [storage, client.baseUrl])
  const controller = useMemo(
    () => createSessionController({ client, store, wallet: createWagmiWallet(wagmiConfig), createToken: createSiweToken }),
    [client, store, wagmiConfig],
  )
  controller.setOptions(props)
  // Applied while rendering, so nothing below ever renders the previous caller's session with the new one's props.
  controller.setSession(props.session)
  useEffect(() => () => controller.destroy(), [controller])
  const realtime = props.realtime !== false
  // The stream reader loads with the first component that shows an entity: an app's bundler splits it off.
  const live = useMemo<LiveUpdates | undefined>(
    () => (realtime ? lazyLiveUpdates(() => import('./internal/providerLiveUpdates.js').then((module) => module.providerLiveUpdates(client, queryClient, controller))) : undefined),
    [realtime, client, queryClient, controller],
  )
  useEffect(() => () => live?.destroy(), [live])

  const { theme, nonce, injectStyles, portalContainer, ipfsGateways, metricLabels } = props
  const locale = useResolvedLocale(props.locale)
  const messages = useLocaleMessages(locale)
  const appearance = useMemo<Appearance>(
    () => ({ theme, nonce, injectStyles, portalContainer, ipfsGateways, metricLabels, locale, messages }),
    [theme, nonce, injectStyles, portalContainer, ipfsGateways, metricLabels, locale, messages],
  )

  let tree: ReactNode = (
    <SessionLayer client={client} queryClient={queryClient} entityId={entityId} controller={controller} live={live}>
      <AppearanceContext.Provider value={appearance}>{children}</AppearanceContext.Provider>
    </SessionLayer>
  )
  // wagmi needs a QueryClientProvider; an app that has one keeps it untouched for its own code.
  if (!appQueryClient) tree = <QueryClientProvider client={queryClient}>{tree}</QueryClientProvider>
  if (wagmiConfig === appWagmiConfig) return tree
  return (
    <TreeContext.Provider value={tree}>
      <StableWagmiProvider config={wagmiConfig} />
    </TreeContext.Provider>
  )
}
