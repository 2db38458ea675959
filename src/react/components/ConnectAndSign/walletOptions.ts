import type { Connector } from 'wagmi'
import { imageSources } from '../internal/safeUrl.js'

/** A wallet the user can pick: one per distinct wallet, whatever way it was found (config, window.ethereum, EIP-6963). */
export type WalletOption = {
  /** The wagmi connector id (an EIP-6963 wallet's is its rdns). */
  id: string
  /** The wallet's name as it announces itself. */
  name: string
  /**
   * The wallet's own icon: an http(s) or ipfs URL, or the `data:image/png|svg+xml|webp` URL an EIP-6963 wallet
   * announces (the wallet's data, not user content, and an `<img>` never runs a script); anything else is left out.
   */
  icon: string | undefined
  /** The wallet's reverse-DNS ids (EIP-6963), if any. */
  rdns: readonly string[]
  /** True for the generic window.ethereum wallet, whose name says nothing about which wallet it is. */
  isGeneric: boolean
  /** False for the generic browser wallet when the browser has none: offered with a link to get one instead. */
  installed: boolean
  connector: Connector
}

const genericId = 'injected'

/** The data: image types a wallet may announce its icon in (EIP-6963). */
const walletIconData = /^data:image\/(?:png|svg\+xml|webp)[;,]/i

/** A wallet's icon as it may reach `src`, or undefined. */
export function walletIcon(icon: unknown): string | undefined {
  if (typeof icon === 'string' && walletIconData.test(icon.trim())) return icon.trim()
  return imageSources(icon)[0]
}

/**
 * The wallets worth offering, de-duplicated by id, rdns and name: a wallet announced through EIP-6963 and also
 * listed in the config (or seen as window.ethereum) shows once; the generic window.ethereum entry only when no
 * named browser wallet was found.
 */
export function walletOptions(connectors: readonly Connector[], hasBrowserWallet = typeof window !== 'undefined' && 'ethereum' in window && Boolean((window as { ethereum?: unknown }).ethereum)): WalletOption[] {
  const hasNamedInjected = connectors.some((connector) => connector.type === 'injected' && connector.id !== genericId)
  const seen = new Set<string>()
  const options: WalletOption[] = []
  for (const connector of connectors) {
    if (connector.id === genericId && hasNamedInjected) continue
    const rdns = connector.rdns === undefined ? [] : typeof connector.rdns === 'string' ? [connector.rdns] : [...connector.rdns]
    const keys = [`id:${connector.id.toLowerCase()}`, `name:${connector.name.trim().toLowerCase()}`, ...rdns.map((value) => `rdns:${value.toLowerCase()}`)]
    // An id that is itself an rdns (EIP-6963) must match another connector's rdns too.
    keys.push(`rdns:${connector.id.toLowerCase()}`)
    if (keys.some((key) => seen.has(key))) continue
    for (const key of keys) seen.add(key)
    const isGeneric = connector.id === genericId
    options.push({ id: connector.id, name: connector.name, icon: walletIcon(connector.icon), rdns, isGeneric, installed: !isGeneric || hasBrowserWallet, connector })
  }
  // Wallets that can connect now first; the order among them stays as found.
  return [...options.filter((option) => option.installed), ...options.filter((option) => !option.installed)]
}
