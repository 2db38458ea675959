import type { Entity, Member } from '../state.js'
import type { UserRecord } from '../store/Store.js'
import { roleIn } from './roleIn.js'

/**
 * A member as row 8 lists it: address, role, chain and when they joined, with the name and picture of their profile
 * when they have them (the spec leaves row 8's records open; engagekit adds these two, so a list shows people), and
 * whether the owners left them off the boards (`hiddenFromBoards`).
 */
export function memberView(entity: Entity, member: Member, profile?: UserRecord['profile']) {
  const { name, imageUrl } = profile ?? {}
  return { address: member.address, role: roleIn(entity, member.address) ?? 'member', chain: member.chain, joinedAt: member.joinedAt, ...(name && { name }), ...(imageUrl && { imageUrl }), hiddenFromBoards: member.hiddenFromBoards === true }
}
