import type { Connector } from 'wagmi'
import { imageSources } from '../internal/safeUrl.js'

/** A wallet the user can pick: one per distinct wallet, whatever way it was found (config, window.ethereum, EIP-6963). */
export type WalletOption = {
  /** The wagmi connector id (an EIP-6963 wallet's is its rdns). */
  id: string
  /** The wallet's name as it announces itself. */
  name: string
  /** The wallet's icon when it is an http(s) or ipfs URL; other schemes (e.g. data:) never reach `src`. */
  icon: string | undefined
  /** The wallet's reverse-DNS ids (EIP-6963), if any. */
  rdns: readonly string[]
  /** True for the generic window.ethereum wallet, whose name says nothing about which wallet it is. */
  isGeneric: boolean
  connector: Connector
}

const genericId = 'injected'

/**
 * The wallets worth offering, de-duplicated by id, rdns and name: a wallet announced through EIP-6963 and also
 * listed in the config (or seen as window.ethereum) shows once; the generic window.ethereum entry only when no
 * named browser wallet was found.
 */
export function walletOptions(connectors: readonly Connector[]): WalletOption[] {
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
    options.push({ id: connector.id, name: connector.name, icon: imageSources(connector.icon)[0], rdns, isGeneric: connector.id === genericId, connector })
  }
  return options
}
