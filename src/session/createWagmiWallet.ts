// wagmi 3 renamed getAccount/watchAccount to getConnection/watchConnection and kept the old names as deprecated
// aliases; wagmi 2 has only the old ones. The old names are the ones both majors export, so a bundler never meets a
// missing export whichever major the app installed.
import { disconnect, getAccount, signMessage, watchAccount } from 'wagmi/actions'
import type { SessionWallet } from './SessionWallet.js'

/** A wagmi config, as wagmi's framework-free actions take it. */
export type WagmiConfig = Parameters<typeof getAccount>[0]

/** The {@link SessionWallet} of a wagmi config (wagmi 2 or 3): its current account, signing and disconnecting. */
export function createWagmiWallet(config: WagmiConfig): SessionWallet {
  return {
    getConnection: () => getAccount(config),
    watchConnection: (onChange) => watchAccount(config, { onChange }),
    signMessage: (parameters) => signMessage(config, parameters),
    disconnect: () => disconnect(config),
  }
}
