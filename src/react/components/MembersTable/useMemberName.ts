'use client'
import type { EntityUser } from '../../../core/schemas/entity.js'
import { useFallbackProfiles } from '../internal/useFallbackProfiles.js'
import { shortAddress } from '../internal/shortAddress.js'

/**
 * How the table names a member outside its rows (the counters' title, the history): the name the member list gives,
 * else, from a service of the spec alone, the member's profile name (the one the rows read), else the short address.
 */
export function useMemberName(address: string | undefined, members: readonly EntityUser[]): string | undefined {
  const listed = address ? members.find((member) => member.address.toLowerCase() === address.toLowerCase())?.name?.trim() : undefined
  const looks = useFallbackProfiles(address && !listed ? [address] : [])
  return address ? listed || looks.get(address.toLowerCase())?.name?.trim() || shortAddress(address) : undefined
}
