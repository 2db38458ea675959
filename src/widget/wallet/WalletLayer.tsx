// The widget's wallet code, loaded on demand next to the main script: only pages with a connect element (or a
// sign-in) ever download wagmi and viem's signing code.
import { useContext, type ReactNode } from 'react'
import { mainnet } from 'viem/chains'
import { createConfig, createStorage, http, injected, WagmiContext, type Config } from 'wagmi'
import { reconnect } from 'wagmi/actions'
import { AppearanceContext } from '../../react/AppearanceContext.js'
import { ConnectAndSign } from '../../react/components/ConnectAndSign/ConnectAndSign.js'
import { defaultWidgetLabels } from '../../react/locales/WidgetLabels.js'
import { createSiweToken } from '../../session/createSiweToken.js'
import { createWagmiWallet } from '../../session/createWagmiWallet.js'
import type { SessionWallet } from '../../session/SessionWallet.js'
import type { ElementRecord } from '../ElementRecord.js'
import { isEmbedded } from '../embedState.js'
import type { WalletModule } from '../WalletModule.js'
import { PagePicker } from './PagePicker.js'

type SharedWallet = { config: Config; restored: Promise<SessionWallet> }
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
  // Sessions follow the wallet once its account is known; until then the stored session stays in use.
  const restored = reconnect(config)
    .catch(() => undefined)
    .then(() => createWagmiWallet(config))
  shared = { config, restored }
  return shared
}

/** Gives connect elements wagmi's context; their session is the service's one, as for every other element. */
function WalletLayer({ children }: { children?: ReactNode }): ReactNode {
  return <WagmiContext.Provider value={sharedWallet().config}>{children}</WagmiContext.Provider>
}

/** ConnectAndSign as an element draws it: in an iframe embed, where wallets do not reach, its picker says where to sign in. */
function ConnectElement({ record }: { record: ElementRecord }): ReactNode {
  const { messages } = useContext(AppearanceContext)
  const props = record.props as Record<string, never>
  const own = record.props.labels as object | undefined
  const labels = isEmbedded() ? { noWallets: (messages?.widget ?? defaultWidgetLabels).embeddedSignIn, ...own } : own
  return <ConnectAndSign {...props} labels={labels} />
}

const renderConnect = (record: ElementRecord): ReactNode => <ConnectElement record={record} />

/** What this chunk gives the shared roots once loaded. */
export const walletModule: WalletModule = {
  WalletLayer,
  renderConnect,
  renderPicker: (parameters) => <PagePicker {...parameters} />,
  pageWallet: () => sharedWallet().restored,
  createToken: createSiweToken,
}
