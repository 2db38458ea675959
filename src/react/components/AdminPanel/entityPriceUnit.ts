import type { Entity } from '../../../core/schemas/entity.js'
import { chainInfo } from '../admin/chains.js'

/**
 * The unit a community's NFT themes are priced in: the native currency of the chain its first contract names
 * (`contracts[i].chain`, `.network` or `.chainName`, as services store them: ETH for Ethereum, POL for Polygon),
 * else `fallback`. The spec keeps contracts open, so anything else in them is ignored.
 */
export function entityPriceUnit(entity: Entity | undefined, fallback = 'ETH'): string {
  for (const contract of entity?.contracts ?? []) {
    if (typeof contract !== 'object' || contract === null) continue
    const record = contract as Record<string, unknown>
    const chain = [record.chain, record.network, record.chainName].find((value): value is string => typeof value === 'string')
    const unit = chainInfo(chain)?.unit
    if (unit) return unit
  }
  return fallback
}
