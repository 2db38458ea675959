import type { SandboxEntity, SandboxMember } from '../state.js'
import { roleIn } from './roleIn.js'

/** A member as row 8 lists it: address, role, chain and when they joined. */
export function memberView(entity: SandboxEntity, member: SandboxMember) {
  return { address: member.address, role: roleIn(entity, member.address) ?? 'member', chain: member.chain, joinedAt: member.joinedAt }
}
