'use client'
import { useMemo } from 'react'
import { useEntityUsers } from '../../hooks/useEntityUsers.js'
import { useFallbackProfiles, type PersonLook } from '../internal/useFallbackProfiles.js'

/**
 * Names and pictures for addresses an admin form shows (owners, members to add), by lower-case address: the
 * community's member list gives them (engagekit's service names its members), and on a service of the spec alone the
 * people's profiles do. An address known to neither has no look: it shows as its short address and generated face.
 */
export function usePeopleLooks(entityId: string | undefined, addresses: readonly string[]): ReadonlyMap<string, PersonLook> {
  const users = useEntityUsers({ entityId, query: { enabled: addresses.length > 0 } })
  const listed = useMemo(() => {
    const map = new Map<string, PersonLook>()
    for (const user of users.data ?? []) if (user.name || user.imageUrl) map.set(user.address.toLowerCase(), { name: user.name?.trim() || undefined, imageUrl: user.imageUrl || undefined })
    return map
  }, [users.data])
  const unnamed = useMemo(() => addresses.filter((address) => !listed.has(address.toLowerCase())).slice(0, 40), [addresses, listed])
  const profiles = useFallbackProfiles(unnamed)
  return useMemo(() => new Map([...profiles, ...listed]), [profiles, listed])
}
