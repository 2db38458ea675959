/** What the admin screens know of a chain: its name as people write it, the unit its NFTs are priced in, its mark. */
export type ChainInfo = {
  /** The name as written: "Ethereum", "BNB Smart Chain". */
  name: string
  /** The native currency a theme's price is in on this chain. */
  unit: string
  /** Which of ChainMark's drawings. */
  mark: 'ethereum' | 'polygon' | 'base' | 'arbitrum' | 'optimism' | 'bnb' | 'avalanche' | 'gnosis' | 'zksync' | 'linea' | 'scroll' | 'sepolia'
}

/**
 * The chains the admin screens name, by the names services store (row 9's `Chain`, lower case; a few spellings
 * each). A chain not listed here is shown by its raw name beside a neutral mark.
 */
const known: Record<string, ChainInfo> = {
  ethereum: { name: 'Ethereum', unit: 'ETH', mark: 'ethereum' },
  polygon: { name: 'Polygon', unit: 'POL', mark: 'polygon' },
  base: { name: 'Base', unit: 'ETH', mark: 'base' },
  arbitrum: { name: 'Arbitrum', unit: 'ETH', mark: 'arbitrum' },
  optimism: { name: 'Optimism', unit: 'ETH', mark: 'optimism' },
  bsc: { name: 'BNB Smart Chain', unit: 'BNB', mark: 'bnb' },
  avalanche: { name: 'Avalanche', unit: 'AVAX', mark: 'avalanche' },
  gnosis: { name: 'Gnosis', unit: 'xDAI', mark: 'gnosis' },
  zksync: { name: 'zkSync', unit: 'ETH', mark: 'zksync' },
  linea: { name: 'Linea', unit: 'ETH', mark: 'linea' },
  scroll: { name: 'Scroll', unit: 'ETH', mark: 'scroll' },
  sepolia: { name: 'Sepolia', unit: 'ETH', mark: 'sepolia' },
}
const aliases: Record<string, string> = {
  eth: 'ethereum',
  mainnet: 'ethereum',
  homestead: 'ethereum',
  matic: 'polygon',
  'polygon-pos': 'polygon',
  arb: 'arbitrum',
  'arbitrum-one': 'arbitrum',
  arbitrumone: 'arbitrum',
  op: 'optimism',
  bnb: 'bsc',
  binance: 'bsc',
  'bnb-smart-chain': 'bsc',
  avax: 'avalanche',
  xdai: 'gnosis',
  'zksync-era': 'zksync',
}

/** The chain a stored name means, or undefined for a chain these screens do not know (shown by its raw name). */
export function chainInfo(chain: string | undefined): ChainInfo | undefined {
  const key = (chain ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-')
  // Own entries only: a stored name such as `constructor` is no chain.
  const name = Object.hasOwn(aliases, key) ? aliases[key]! : key
  return Object.hasOwn(known, name) ? known[name] : undefined
}
