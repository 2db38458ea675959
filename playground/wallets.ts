import { mainnet } from 'viem/chains'
import { createConfig, http, injected, type Config } from 'wagmi'
import { demo } from '../src/service/seed/demo.js'
import { sandboxConnector } from '../src/sandbox/wagmi/index.js'

/** The demo wallets on offer: public keys of the sandbox's demo accounts, for this sandbox only. */
export const demoWallets = [
  { id: 'demo-member', name: 'Demo wallet (member)', account: demo.accounts.member },
  { id: 'demo-admin', name: 'Demo wallet (admin)', account: demo.accounts.admin },
  { id: 'demo-owner', name: 'Demo wallet (owner)', account: demo.accounts.owner },
] as const

/**
 * The demo wallets, which sign offline with public demo keys, next to any wallet the browser has
 * (window.ethereum and EIP-6963 announcements). Signing in needs no chain access.
 */
export function createPlaygroundWagmiConfig(): Config {
  return createConfig({
    chains: [mainnet],
    connectors: [...demoWallets.map(({ id, name, account }) => sandboxConnector({ id, name, privateKey: account.privateKey })), injected()],
    multiInjectedProviderDiscovery: true,
    transports: { [mainnet.id]: http() },
  })
}
