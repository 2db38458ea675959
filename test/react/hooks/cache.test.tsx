import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { demo } from '../../../src/service/seed/demo.js'
import { getEntityQueryKey, getEntityQueryOptions } from '../../../src/query/getEntity.js'
import { getEntityNftsQueryKey } from '../../../src/query/getEntityNfts.js'
import { getMyNftsQueryKey } from '../../../src/query/getMyNfts.js'
import { getProfileQueryKey, getProfileQueryOptions } from '../../../src/query/getProfile.js'
import { getUserMetricsQueryKey, getUserMetricsQueryOptions } from '../../../src/query/getUserMetrics.js'
import { listLevelsQueryOptions } from '../../../src/query/listLevels.js'
import { listSkillsQueryKey } from '../../../src/query/listSkills.js'
import { useEntity } from '../../../src/react/hooks/useEntity.js'
import { useLevels } from '../../../src/react/hooks/useLevels.js'
import { useProfile } from '../../../src/react/hooks/useProfile.js'
import { useUserMetrics } from '../../../src/react/hooks/useUserMetrics.js'
import { createTestEngagement, renderHookWithEngagement, renderWithEngagement, type TestEngagement } from '../renderWithEngagement.js'

/** Lets timers and pending renders run, inside act. */
const idle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)))

const member = demo.accounts.member.address
const lower = member.toLowerCase()
const ENTITY = `GET /api/entities/${demo.entityId}`
const MEMBER_METRICS = `GET /api/entities/${demo.entityId}/users/${member}/metrics`

/** What an app sets when it prefetches: fresh data is not fetched again on mount. */
function preferCache(t: TestEngagement) {
  t.queryClient.setDefaultOptions({ queries: { ...t.queryClient.getDefaultOptions().queries, staleTime: 60_000 } })
}

describe('request sharing', () => {
  it('two components reading the same entity make one request', async () => {
    const t = await createTestEngagement({ as: 'member' })
    function Title() {
      const { data } = useEntity()
      return <h1>{data?.name ?? 'loading'}</h1>
    }
    function Links() {
      const { data } = useEntity()
      return <a href={data?.website}>{data ? 'website' : 'loading'}</a>
    }
    const screen = renderWithEngagement(
      t,
      <>
        <Title />
        <Links />
      </>,
    )
    await screen.findByRole('heading', { name: 'Aurora Builders Guild' })
    await screen.findByRole('link', { name: 'website' })
    expect(t.requests).toEqual([ENTITY])
  })

  it('a default and an explicit, differently-cased address share one request', async () => {
    const t = await createTestEngagement({ as: 'member' })
    function Xp({ userAddress }: { userAddress?: string }) {
      const { data } = useUserMetrics({ userAddress })
      return <p>xp {data?.find((entry) => entry.metric === 'xp')?.counter ?? '…'}</p>
    }
    const screen = renderWithEngagement(
      t,
      <>
        <Xp />
        <Xp userAddress={lower} />
      </>,
    )
    await waitFor(() => expect(screen.getAllByText('xp 340')).toHaveLength(2))
    expect(t.requests).toEqual([MEMBER_METRICS])
    expect(t.queryClient.getQueryCache().findAll({ queryKey: ['userMetrics'] })).toHaveLength(1)
  })

  it('hooks with different inputs do not share', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => [useEntity(), useEntity({ entityId: 'nebula-dao' })] as const)
    await waitFor(() => expect(result.current.every((query) => query.isSuccess)).toBe(true))
    expect([...t.requests].sort()).toEqual([ENTITY, 'GET /api/entities/nebula-dao'])
  })
})

describe('*QueryOptions outside React', () => {
  it('fetchQuery fills the entry the hook reads: data on the first render, no new request', async () => {
    const t = await createTestEngagement({ as: 'member' })
    preferCache(t)
    const entity = await t.queryClient.fetchQuery(getEntityQueryOptions(t.client, { entityId: demo.entityId, session: t.session }))
    expect(entity.name).toBe('Aurora Builders Guild')

    const { result } = renderHookWithEngagement(t, () => useEntity())
    expect(result.current).toMatchObject({ status: 'success', isFetching: false })
    expect(result.current.data).toBe(entity)
    await idle()
    expect(t.requests).toEqual([ENTITY])
  })

  it('prefetchQuery with a lowercase address serves the hook’s signed-in default', async () => {
    const t = await createTestEngagement({ as: 'member' })
    preferCache(t)
    await Promise.all([
      t.queryClient.prefetchQuery(getUserMetricsQueryOptions(t.client, { entityId: demo.entityId, userAddress: lower, session: t.session })),
      t.queryClient.prefetchQuery(getProfileQueryOptions(t.client, { userAddress: lower, session: t.session })),
      t.queryClient.prefetchQuery(listLevelsQueryOptions(t.client, { entityId: demo.entityId, session: t.session })),
    ])
    expect(t.requests).toHaveLength(3)

    const { result } = renderHookWithEngagement(t, () => ({ metrics: useUserMetrics(), profile: useProfile(), levels: useLevels() }))
    expect(result.current.metrics.data?.find((entry) => entry.metric === 'xp')?.counter).toBe(340)
    expect(result.current.profile.data?.name).toBe('Priya Natarajan')
    expect(result.current.levels.data).toHaveLength(6)
    await idle()
    expect(t.requests).toHaveLength(3)
  })

  it('a per-hook staleTime works the same way', async () => {
    const t = await createTestEngagement({ as: 'member' })
    await t.queryClient.prefetchQuery(getEntityQueryOptions(t.client, { entityId: demo.entityId, session: t.session }))
    const { result } = renderHookWithEngagement(t, () => useEntity({ query: { staleTime: Infinity } }))
    expect(result.current.data?.id).toBe(demo.entityId)
    await idle()
    expect(t.requests).toEqual([ENTITY])
  })

  it('options without their inputs are disabled, and their function refuses to run', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const waiting = getUserMetricsQueryOptions(t.client, { entityId: demo.entityId, session: t.session })
    expect(waiting.enabled).toBe(false)
    await expect(t.queryClient.fetchQuery(waiting)).rejects.toMatchObject({ kind: 'invalid-input', field: 'userAddress' })
    // Without a session too: a public entity's counters are read without one.
    expect(getUserMetricsQueryOptions(t.client, { entityId: demo.entityId, userAddress: member }).enabled).toBe(true)
    expect(getEntityQueryOptions(t.client, { entityId: demo.entityId }).enabled).toBe(true)
    expect(t.requests).toEqual([])
  })
})

describe('key factories', () => {
  it('lowercase and checksummed addresses give equal keys', () => {
    expect(getUserMetricsQueryKey({ entityId: demo.entityId, userAddress: lower })).toEqual(getUserMetricsQueryKey({ entityId: demo.entityId, userAddress: member }))
    expect(getProfileQueryKey({ userAddress: lower })).toEqual(getProfileQueryKey({ userAddress: member }))
    expect(getEntityNftsQueryKey({ entityId: demo.entityId, caller: lower })).toEqual(getEntityNftsQueryKey({ entityId: demo.entityId, caller: member }))
    expect(getMyNftsQueryKey({ caller: lower })).toEqual(getMyNftsQueryKey({ caller: member }))
    expect(listSkillsQueryKey({ entityId: demo.entityId, caller: lower })).toEqual(listSkillsQueryKey({ entityId: demo.entityId, caller: member }))
  })

  it('leave out missing inputs (so partial keys match) and keep other ids as given', () => {
    expect(getEntityQueryKey({ entityId: undefined })).toEqual(['entity', {}])
    expect(getUserMetricsQueryKey({ entityId: 'Aurora-Guild' })).toEqual(['userMetrics', { entityId: 'Aurora-Guild' }])
    expect(getUserMetricsQueryKey({ entityId: 'a' })).not.toEqual(getUserMetricsQueryKey({ entityId: 'b' }))
  })

  it('the hook uses the factory’s key', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useUserMetrics({ userAddress: lower }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(t.queryClient.getQueryData(getUserMetricsQueryKey({ entityId: demo.entityId, userAddress: member, caller: member }))).toBe(result.current.data)
  })
})
