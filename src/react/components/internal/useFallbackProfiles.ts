'use client'
import { useQueries } from '@tanstack/react-query'
import { getProfileQueryOptions } from '../../../query/getProfile.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { useServiceInfo } from '../../hooks/useServiceInfo.js'

/**
 * A person's name and picture, as a list shows them. `pending`: their profile is still on its way, so the list shows
 * a blank picture (not an initial a face would replace a moment later).
 */
export type PersonLook = { name?: string | undefined; imageUrl?: string | undefined; pending?: boolean | undefined }

// Profiles change rarely; a list scrolled back and forth asks each once in a while.
const staleTime = 5 * 60_000

/**
 * Names and pictures for people a list shows without them, from their profiles (row 26), where the service is one of
 * the spec alone: its row 8 records carry no name (engagekit's server and sandbox add it). Only the addresses given
 * (the rows in view) are asked, each once per cache; a failed profile leaves the address. While it is not yet known
 * whether profiles will be asked (the service's offer is loading), or a profile is loading, the person is `pending`.
 */
export function useFallbackProfiles(addresses: readonly string[]): ReadonlyMap<string, PersonLook> {
  const context = useEngagementContext()
  const info = useServiceInfo({ query: { enabled: addresses.length > 0 } })
  // A service of the spec alone answers what it offers with nothing (no version, no features).
  const specOnly = info.data !== undefined && info.data.version === '' && info.data.features.length === 0
  const results = useQueries(
    {
      queries: specOnly && context.session ? addresses.map((userAddress) => ({ ...getProfileQueryOptions(context.client, { userAddress, session: context.session }), staleTime })) : [],
    },
    context.queryClient,
  )
  const looks = new Map<string, PersonLook>()
  // Without a session no profile is asked; without an answer on what the service offers, one may still be.
  if (context.session && info.isLoading) for (const address of addresses) looks.set(address.toLowerCase(), { pending: true })
  results.forEach((result, index) => {
    const profile = result.data
    const address = addresses[index]!.toLowerCase()
    if (profile) looks.set(address, { name: profile.name || undefined, imageUrl: profile.imageUrl || undefined })
    else if (result.isLoading) looks.set(address, { pending: true })
  })
  return looks
}
