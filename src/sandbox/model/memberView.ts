import type { SandboxEntityState, SandboxMember } from '../state.js'
import { roleOf } from './access.js'

/** A member as row 8 lists it: address, role, chain and when they joined. */
export function memberView(entity: SandboxEntityState, member: SandboxMember) {
  return { address: member.address, role: roleOf(entity, member.address) ?? 'member', chain: member.chain, joinedAt: member.joinedAt }
}
