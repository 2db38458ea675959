import { roleOf } from './access.js'
import type { SandboxEntityState, SandboxMember } from '../state.js'

/** The chain recorded for members who join without naming one (auto-join on an increment, new owners). */
export const defaultChain = 'ethereum'

/** Adds an address (checksummed) to an entity's members unless it is one already; returns the new member, if any. */
export function joinEntity(entity: SandboxEntityState, address: string, chain: string, now: string): SandboxMember | undefined {
  if (entity.members.some((member) => member.address === address)) return undefined
  const member: SandboxMember = { address, chain, joinedAt: now, updatedAt: now }
  entity.members.push(member)
  return member
}

/** A member as row 8 lists it: address, role, chain and when they joined. */
export function memberView(entity: SandboxEntityState, member: SandboxMember) {
  return { address: member.address, role: roleOf(entity, member.address) ?? 'member', chain: member.chain, joinedAt: member.joinedAt }
}
