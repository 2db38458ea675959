// A wagmi 2 config with RainbowKit's browser-wallet entry only. RainbowKit's getDefaultConfig would add
// WalletConnect, which needs a project id and its relay; an app that wants it adds walletConnectWallet here.
import { connectorsForWallets } from '@rainbow-me/rainbowkit'
import { injectedWallet } from '@rainbow-me/rainbowkit/wallets'
import { mainnet } from 'viem/chains'
import { createConfig, custom } from 'wagmi'

const connectors = connectorsForWallets([{ groupName: 'Installed', wallets: [injectedWallet] }], {
  appName: 'engagekit example',
  // Only WalletConnect-based wallets use the project id; the browser wallet never sends it anywhere.
  projectId: 'unused-without-walletconnect',
})

// Signing in needs no chain access, so the example reads nothing from a public RPC (RainbowKit would look up ENS
// names there). An app with its own RPC uses http(url) here.
const offline = custom({
  request: async () => {
    throw new Error('This example reads nothing from the chain: signing in needs no RPC.')
  },
})

export const wagmiConfig = createConfig({
  chains: [mainnet],
  connectors,
  transports: { [mainnet.id]: offline },
})
