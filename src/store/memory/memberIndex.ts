import type { Member, ServiceState } from '../../service/state.js'

// Address → position in the members list, kept beside each list. Members are only ever appended, so an index
// shorter than its list is brought up to date from where it stopped; a hit that no longer matches (a list changed
// in place, as a test may do, or a join taken back) has the list indexed again.
const indexes = new WeakMap<Member[], Map<string, number>>()

function indexOf(members: Member[]): Map<string, number> {
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
export function indexAllMembers(state: ServiceState): void {
  for (const entity of Object.values(state.entities)) indexOf(entity.members)
}

/** The position (from 0) of the member with this (checksummed) address in the list, found in constant time; -1 for none. */
export function memberPosition(members: Member[], address: string): number {
  const position = indexOf(members).get(address)
  if (position === undefined) return -1
  if (members[position]?.address === address) return position
  indexes.delete(members)
  return members.findIndex((member) => member.address === address)
}
