import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEngagementClient } from '../../core/createEngagementClient.js'
import { getServiceInfoQueryKey } from '../../query/getServiceInfo.js'
import { cachedServiceInfoFetch } from './cachedServiceInfoFetch.js'

const baseUrl = 'https://engage.example.com'
const member = { address: '0x1111111111111111111111111111111111111111', signature: `0x${'ab'.repeat(65)}` } as const

afterEach(() => void vi.unstubAllGlobals())

describe('cachedServiceInfoFetch', () => {
  it("answers the client's question of what the service offers from a prefetched cache, and sends the session in headers", async () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(getServiceInfoQueryKey({ baseUrl }), { version: '0.1.0', features: ['header-session', 'realtime'] })
    const sent: Request[] = []
    vi.stubGlobal('fetch', async (request: Request) => (sent.push(request), Response.json({ success: true, data: [] })))
    const client = createEngagementClient({ baseUrl, session: member, retry: false, fetch: cachedServiceInfoFetch(queryClient, () => baseUrl) })
    await client.getUserMetrics({ entityId: 'aurora', userAddress: member.address })
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/entities/aurora/users/0x1111111111111111111111111111111111111111/metrics'])
    expect(sent[0]!.headers.get('x-engagekit-address')).toBe(member.address)
    expect(new URL(sent[0]!.url).searchParams.has('signature')).toBe(false)
  })

  it('asks the service when the cache does not know, and leaves every other request to the network', async () => {
    const queryClient = new QueryClient()
    const sent: string[] = []
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(`${request.method} ${new URL(request.url).pathname}`)
      return new URL(request.url).pathname === '/api/engagekit' ? Response.json({ success: true, data: { version: '0.1.0', features: [] } }) : Response.json({ success: true, data: [] })
    })
    const client = createEngagementClient({ baseUrl, session: member, retry: false, fetch: cachedServiceInfoFetch(queryClient, () => baseUrl) })
    await client.getUserMetrics({ entityId: 'aurora', userAddress: member.address })
    expect(sent).toEqual(['GET /api/engagekit', 'GET /api/entities/aurora/users/0x1111111111111111111111111111111111111111/metrics'])
    // Another service's answer in the cache is not this one's.
    queryClient.setQueryData(getServiceInfoQueryKey({ baseUrl: 'https://other.example.com' }), { version: '0.1.0', features: ['header-session'] })
    const fresh = createEngagementClient({ baseUrl, session: member, retry: false, fetch: cachedServiceInfoFetch(queryClient, () => baseUrl) })
    await fresh.getUserMetrics({ entityId: 'aurora', userAddress: member.address })
    expect(sent.filter((line) => line === 'GET /api/engagekit')).toHaveLength(2)
  })
})
