import { ChainMark } from './ChainMark.js'
import { chainInfo } from './chains.js'

/**
 * A chain as people read it: its mark and its name ("Polygon" for `polygon`); a chain not known here by its raw name
 * (as text) beside a neutral mark. The stored name is the element's `data-chain`.
 */
export function ChainName({ chain, className = 'ek-chain' }: { chain: string; className?: string }) {
  const info = chainInfo(chain)
  return (
    <span className={className} data-chain={chain} data-known={info ? '' : undefined} title={info?.name ?? chain}>
      <ChainMark mark={info?.mark} />
      <span className="ek-chain__name">{info?.name ?? chain}</span>
    </span>
  )
}
