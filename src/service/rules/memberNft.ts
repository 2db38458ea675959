import type { Entity } from '../state.js'
import type { MemberRecord, Transaction } from '../store/Store.js'
import { nftOf } from './nftOf.js'

/** A member's dynamic NFT, drawn from what the store holds now. */
export async function memberNft(tx: Transaction, entity: Entity, member: MemberRecord) {
  const metrics = await tx.metrics(entity.id)
  const levels = await tx.levels(entity.id)
  const themes = await tx.themes(entity.id)
  const counters = await tx.counters(entity.id, member.address)
  return nftOf(member, { entity, metrics, levels, themes, counters })
}
