import { mainnet } from 'viem/chains'
import { createConfig, http, injected, type Config } from 'wagmi'

/**
 * The wagmi config an {@link EngagementProvider} uses in an app without one: browser wallets (window.ethereum and
 * EIP-6963 discovery), SSR-safe hydration. Signing in needs no RPC; the transport serves only the app's own reads.
 */
export function createDefaultWagmiConfig(): Config {
  return createConfig({
    chains: [mainnet],
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    ssr: true,
    transports: { [mainnet.id]: http() },
  })
}
