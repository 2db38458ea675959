// A server component: it reads the visitor's data with engagekit/query (no React, no 'use client') and hands the
// cache to the client components through HydrationBoundary, so the HTML arrives filled in.
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import { createEngagementClientBase } from 'engagekit/actions'
import {
  getEntityNftsQueryOptions,
  getEntityQueryOptions,
  getProfileQueryOptions,
  getServiceInfoQueryOptions,
  getUserMetricsQueryOptions,
  listEntityMetricsQueryOptions,
  listLevelsQueryOptions,
  listSkillsQueryOptions,
} from 'engagekit/query'
import { entityId, serviceFetch, serviceUrl, visitorSession } from '../lib/service'
import { Community } from './Community'

// Per request: the reads are the visitor's own.
export const dynamic = 'force-dynamic'

export default async function Page() {
  const baseUrl = await serviceUrl()
  const session = await visitorSession(baseUrl)
  const client = createEngagementClientBase({ baseUrl, fetch: serviceFetch(), session })
  // A new cache for every request, so one visitor's replies never reach another.
  const queryClient = new QueryClient()
  // The same parameters the components' hooks use (entity from the provider, user and caller from the session),
  // so their queries find these entries. A failed read is simply not prefetched: the component loads it itself.
  const user = { entityId, userAddress: session.address, session }
  await Promise.all([
    queryClient.prefetchQuery(getEntityQueryOptions(client, { entityId, session })),
    queryClient.prefetchQuery(listEntityMetricsQueryOptions(client, { entityId, session })),
    queryClient.prefetchQuery(getUserMetricsQueryOptions(client, user)),
    queryClient.prefetchQuery(listLevelsQueryOptions(client, { entityId, session })),
    queryClient.prefetchQuery(getEntityNftsQueryOptions(client, { entityId, session })),
    queryClient.prefetchQuery(listSkillsQueryOptions(client, { entityId, session })),
    queryClient.prefetchQuery(getProfileQueryOptions(client, { userAddress: session.address, session })),
    // What the service offers (uploads: the profile form's pictures are chosen and uploaded, not only linked).
    queryClient.prefetchQuery(getServiceInfoQueryOptions(client)),
  ])

  return (
    <main className="example">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <Community baseUrl={baseUrl} entityId={entityId} session={session} />
      </HydrationBoundary>
    </main>
  )
}
