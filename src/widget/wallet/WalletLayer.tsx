// The widget's wallet code, loaded on demand next to the main script: only pages with a connect element (or a
// sign-in) ever download wagmi and viem's signing code.
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { mainnet } from 'viem/chains'
import { createConfig, createStorage, http, injected, WagmiContext, type Config } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import { ConnectAndSign } from '../../react/components/ConnectAndSign/ConnectAndSign.js'
import { EngagementContext, type EngagementContextValue } from '../../react/EngagementContext.js'
import { useSessionState } from '../../react/session/useSessionState.js'
import { isEmbedded } from '../embedState.js'
import type { ElementRecord, WalletLayerProps, WalletModule } from '../group.js'

type SharedWallet = { config: Config; settled: boolean; ready: Promise<void> }
let shared: SharedWallet | undefined

// Its own storage keys: a host page with its own wagmi keeps its connection state to itself.
function pageStorage() {
  try {
    const storage = window.localStorage
    storage.getItem('engagekit.wagmi.probe')
    return storage
  } catch {
    return undefined
  }
}

/** One wallet connection for the whole page (every service and element shares it), restored once. */
function sharedWallet(): SharedWallet {
  if (shared) return shared
  const storage = pageStorage()
  const config = createConfig({
    chains: [mainnet],
    // window.ethereum when there is one (else the picker says no wallet was found, e.g. inside an iframe), plus every
    // wallet that announces itself through EIP-6963.
    connectors: 'ethereum' in window && window.ethereum ? [injected()] : [],
    multiInjectedProviderDiscovery: true,
    storage: storage ? createStorage({ key: 'engagekit.wagmi', storage }) : null,
    // Signing in needs no chain access; the transport would serve reads only.
    transports: { [mainnet.id]: http() },
  })
  const wallet: SharedWallet = { config, settled: false, ready: Promise.resolve() }
  wallet.ready = reconnect(config)
    .catch(() => undefined)
    .then(() => {
      wallet.settled = true
    })
  shared = wallet
  return wallet
}

/**
 * Takes over the session of one service once the wallet's account is known, and gives connect elements wagmi's
 * context. Sessions are read from and written to the same store the other elements read.
 */
function WalletLayer({ group, children }: WalletLayerProps): ReactNode {
  const wallet = sharedWallet()
  const [settled, setSettled] = useState(wallet.settled)
  useEffect(() => {
    let active = true
    if (!settled) void wallet.ready.then(() => active && setSettled(true))
    return () => {
      active = false
    }
  }, [wallet, settled])
  const controlled = useSyncExternalStore(group.subscribe, () => group.controlled)
  const sessionState = useSessionState({
    config: wallet.config,
    client: group.client,
    store: group.store,
    controlled,
    createToken: undefined,
    signTimeoutMs: group.signTimeoutMs,
  })
  useLayoutEffect(() => {
    group.setWalletState(settled ? sessionState : null)
  }, [group, settled, sessionState])
  useEffect(() => () => group.setWalletState(null), [group])

  const value = useMemo<EngagementContextValue>(
    () => ({ client: group.client, queryClient: group.queryClient, entityId: undefined, session: sessionState.session, sessionState }),
    [group, sessionState],
  )
  return (
    <WagmiContext.Provider value={wallet.config}>
      <EngagementContext.Provider value={value}>{children}</EngagementContext.Provider>
    </WagmiContext.Provider>
  )
}

const embeddedLabels = { noWallets: 'Wallets cannot reach this embedded view. Sign in on the page around it.' }

function renderConnect(record: ElementRecord): ReactNode {
  const props = record.props as Record<string, never>
  const labels = isEmbedded() ? { ...embeddedLabels, ...(record.props.labels as object | undefined) } : record.props.labels
  return <ConnectAndSign {...props} labels={labels as never} />
}

export const walletModule: WalletModule = { WalletLayer, renderConnect }
