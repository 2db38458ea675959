import type { ResolvedLimits } from '../http/limits.js'
import { SandboxError } from '../http/SandboxError.js'
import type { SandboxEntityState, SandboxMember, SandboxState } from '../state.js'

/** The chain recorded for members who join without naming one (auto-join on an increment, new owners). */
export const defaultChain = 'ethereum'

// Address → position in the members list, kept beside each list. Members are only ever appended, so an index
// shorter than its list is brought up to date from where it stopped; a hit that no longer matches (a list changed
// in place, as a test may do) has the list indexed again.
const indexes = new WeakMap<SandboxMember[], Map<string, number>>()

function indexOf(members: SandboxMember[]): Map<string, number> {
  let index = indexes.get(members)
  if (!index || index.size > members.length) {
    index = new Map()
    indexes.set(members, index)
  }
  for (let position = index.size; position < members.length; position++) index.set(members[position]!.address, position)
  return index
}

/**
 * Indexes every entity's members when a state is loaded: 100,000 members take tens of milliseconds to index, which
 * would otherwise hold up the first request that looks a member up.
 */
export function indexAllMembers(state: SandboxState): void {
  for (const entity of Object.values(state.entities)) indexOf(entity.members)
}

/** The member of an entity with this (checksummed) address, found in constant time. */
export function memberOf(entity: SandboxEntityState, address: string): SandboxMember | undefined {
  const { members } = entity
  const index = indexOf(members)
  const position = index.get(address)
  if (position === undefined) return undefined
  if (members[position]?.address === address) return members[position]
  indexes.delete(members)
  return members.find((member) => member.address === address)
}

/** The position of a member in the entity's list (their NFT's token id − 1). */
export function positionOf(entity: SandboxEntityState, member: SandboxMember): number {
  const position = indexOf(entity.members).get(member.address)
  return position !== undefined && entity.members[position] === member ? position : entity.members.indexOf(member)
}

/** Refuses (409) a change that would take the entity past `max` members with `joining` more. */
export function checkRoomFor(entity: SandboxEntityState, joining: number, max: number): void {
  if (entity.members.length + joining > max) {
    throw new SandboxError(409, `entity ${entity.entity.id} would have more than ${max} members, the most this sandbox keeps`)
  }
}

/** How many of these (checksummed, distinct) addresses are not members yet. */
export function newcomers(entity: SandboxEntityState, addresses: Iterable<string>): number {
  let count = 0
  for (const address of addresses) if (!memberOf(entity, address)) count++
  return count
}

/** Refuses a force-add (row 9) of more addresses than one request may carry, or than the entity has room for. */
export function checkForceAdd(entity: SandboxEntityState, addresses: ReadonlySet<string>, limits: ResolvedLimits): void {
  if (addresses.size > limits.maxForceAdd) throw new SandboxError(400, `addresses must have at most ${limits.maxForceAdd} items`)
  checkRoomFor(entity, newcomers(entity, addresses), limits.maxMembersPerEntity)
}

/** Adds an address (checksummed) to an entity's members unless it is one already; returns the new member, if any. */
export function joinEntity(entity: SandboxEntityState, address: string, chain: string, now: string): SandboxMember | undefined {
  if (memberOf(entity, address)) return undefined
  const member: SandboxMember = { address, chain, joinedAt: now, updatedAt: now }
  entity.members.push(member)
  return member
}
