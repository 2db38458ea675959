'use client'
import type { EntityUser } from '../../../core/schemas/entity.js'
import { useFallbackProfiles } from '../internal/useFallbackProfiles.js'
import { shortAddress } from '../internal/shortAddress.js'

/** A member as the table shows them outside its rows: name (else the short address), picture, and whether these are still loading. */
export type MemberPerson = { name: string; imageUrl: string | undefined; pending: boolean }

/**
 * How the table shows a member outside its rows (the counters' title, the history): the name and picture the member
 * list gives, else, from a service of the spec alone, the member's profile's (the one the rows read), else the short
 * address and their initial. `pending` while that profile is on its way.
 */
export function useMemberPerson(address: string | undefined, members: readonly EntityUser[]): MemberPerson | undefined {
  const member = address ? members.find((candidate) => candidate.address.toLowerCase() === address.toLowerCase()) : undefined
  const listedName = member?.name?.trim()
  const listedImage = member?.imageUrl || undefined
  const look = useFallbackProfiles(address && !listedName ? [address] : []).get(address?.toLowerCase() ?? '')
  if (!address) return undefined
  return {
    name: listedName || look?.name?.trim() || shortAddress(address),
    imageUrl: listedImage ?? look?.imageUrl,
    pending: !listedImage && look?.pending === true,
  }
}
