import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EngagementError, isEngagementError } from '../../../src/core/EngagementError.js'
import { demo } from '../../../src/service/seed/demo.js'
import { useEntity } from '../../../src/react/hooks/useEntity.js'
import { useEntityUsers } from '../../../src/react/hooks/useEntityUsers.js'
import { useForceAddUsers } from '../../../src/react/hooks/useForceAddUsers.js'
import { useUpdateEntity } from '../../../src/react/hooks/useUpdateEntity.js'
import { useThemes } from '../../../src/react/hooks/useThemes.js'
import { useEntityNfts } from '../../../src/react/hooks/useEntityNfts.js'
import { useLevels } from '../../../src/react/hooks/useLevels.js'
import { createTestEngagement, renderHookWithEngagement } from '../renderWithEngagement.js'

/** Lets timers and pending renders run, inside act. */
const idle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)))

const count = (requests: string[], request: string) => requests.filter((sent) => sent === request).length
/** The error a call rejects with (fails the test if it resolves). */
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('expected the call to fail'), (error: unknown) => error)
const ENTITY = `GET /api/entities/${demo.entityId}`
const USERS = `GET /api/entities/${demo.entityId}/users`

/** The fields an entity update must carry, taken from the seeded entity. */
const update = {
  name: 'Aurora Guild (renamed)',
  description: 'Renamed for the test.',
  ownerAddresses: [demo.accounts.owner.address],
  twitter: '',
  discord: '',
  website: 'https://aurora-guild.example',
  imageUrl: '',
}

describe('useEntity', () => {
  it('reads the provider’s entity', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useEntity())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({ id: demo.entityId, name: 'Aurora Builders Guild', ownerAddress: [demo.accounts.owner.address] })
    expect(t.requests).toEqual([ENTITY])
  })

  it('works signed out (the entity is public)', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { result } = renderHookWithEngagement(t, () => useEntity())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.name).toBe('Aurora Builders Guild')
  })

  it('takes another entityId than the provider’s', async () => {
    const t = await createTestEngagement()
    const { result } = renderHookWithEngagement(t, () => useEntity({ entityId: 'nebula-dao' }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.name).toBe('Nebula Research DAO')
    expect(t.requests).toEqual(['GET /api/entities/nebula-dao'])
  })

  it('surfaces a 404 for an unknown entity as an EngagementError', async () => {
    const t = await createTestEngagement()
    const { result } = renderHookWithEngagement(t, () => useEntity({ entityId: 'no-such-guild' }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(EngagementError)
    expect(result.current.error).toMatchObject({ kind: 'api', status: 404, endpoint: 'getEntity' })
  })

  it('waits while no entity is known (no provider entityId)', async () => {
    const t = await createTestEngagement({ provider: { entityId: undefined } })
    const { result } = renderHookWithEngagement(t, () => useEntity())
    await idle()
    expect(result.current).toMatchObject({ status: 'pending', fetchStatus: 'idle' })
    expect(t.requests).toEqual([])
  })

  it('passes TanStack options through (select, enabled)', async () => {
    const t = await createTestEngagement()
    const { result, rerender } = renderHookWithEngagement(t, ({ enabled }: { enabled: boolean }) => useEntity({ query: { enabled, select: (entity) => entity.name.toUpperCase() } }), {
      initialProps: { enabled: false },
    })
    await idle()
    expect(result.current.fetchStatus).toBe('idle')
    expect(t.requests).toEqual([])
    rerender({ enabled: true })
    await waitFor(() => expect(result.current.data).toBe('AURORA BUILDERS GUILD'))
  })
})

describe('useEntityUsers', () => {
  it('lists the members with their roles', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useEntityUsers())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toHaveLength(9)
    expect(result.current.data?.find((user) => user.address === demo.accounts.owner.address)?.role).toBe('owner')
    expect(result.current.data?.find((user) => user.address === demo.accounts.admin.address)?.role).toBe('admin')
  })

  it('signed out, reads a public entity’s members without a session', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { result } = renderHookWithEngagement(t, () => useEntityUsers())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data!.map((user) => user.address)).toContain(demo.accounts.owner.address)
    expect(t.requests).toEqual([`GET /api/entities/${demo.entityId}/users`])
  })

  it('surfaces a 404 for an unknown entity', async () => {
    const t = await createTestEngagement()
    const { result } = renderHookWithEngagement(t, () => useEntityUsers({ entityId: 'no-such-guild' }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(isEngagementError(result.current.error, 'api')).toBe(true)
    expect(result.current.error?.status).toBe(404)
  })
})

describe('useUpdateEntity', () => {
  it('an owner’s update shows in useEntity; only entity-related queries refetch', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ entity: useEntity(), users: useEntityUsers(), levels: useLevels(), update: useUpdateEntity() }))
    await waitFor(() => expect(result.current.entity.isSuccess && result.current.users.isSuccess && result.current.levels.isSuccess).toBe(true))
    const levelsBefore = count(t.requests, `GET /api/entities/${demo.entityId}/levels`)

    await act(() => result.current.update.mutateAsync(update))

    await waitFor(() => expect(result.current.entity.data?.name).toBe('Aurora Guild (renamed)'))
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true))
    expect(count(t.requests, ENTITY)).toBe(2)
    expect(count(t.requests, USERS)).toBe(2)
    expect(count(t.requests, `GET /api/entities/${demo.entityId}/levels`)).toBe(levelsBefore)
  })

  it('refetches the themes (default flag) and NFTs (entity name) it changes', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ themes: useThemes(), nfts: useEntityNfts(), update: useUpdateEntity() }))
    await waitFor(() => expect(result.current.themes.isSuccess && result.current.nfts.isSuccess).toBe(true))
    expect(result.current.themes.data?.find((theme) => theme.isDefault)?.id).toBe('aurora-theme-spark')

    await act(() => result.current.update.mutateAsync({ ...update, defaultDyNftThemeId: 'aurora-theme-zenith' }))

    await waitFor(() => expect(result.current.themes.data?.find((theme) => theme.isDefault)?.id).toBe('aurora-theme-zenith'))
    await waitFor(() => expect(result.current.nfts.data?.[0]?.name).toBe('Aurora Guild (renamed) #1'))
  })

  it('a member gets a 403 EngagementError and the entity stays as it was', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => ({ entity: useEntity(), update: useUpdateEntity() }))
    await waitFor(() => expect(result.current.entity.isSuccess).toBe(true))
    const error = await act(() => failure(result.current.update.mutateAsync(update)))
    expect(error).toBeInstanceOf(EngagementError)
    expect(error).toMatchObject({ kind: 'api', status: 403, endpoint: 'updateEntity' })
    await waitFor(() => expect(result.current.update.error).toBe(error))
    expect(result.current.entity.data?.name).toBe('Aurora Builders Guild')
  })

  it('rejects a missing name before sending anything; a bad link is the service’s 400', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => useUpdateEntity())
    const error = await act(() => failure(result.current.mutateAsync({ ...update, name: ' ' })))
    expect(error).toMatchObject({ kind: 'invalid-input', field: 'name' })
    expect(t.requests.filter((sent) => sent.startsWith('POST'))).toEqual([])
    const before = t.sandbox.snapshot()
    const refused = await act(() => failure(result.current.mutateAsync({ ...update, website: 'javascript:alert(1)' })))
    expect(refused).toMatchObject({ kind: 'api', status: 400, serverMessage: 'website must be an http(s) URL' })
    expect(t.sandbox.snapshot()).toEqual(before)
  })

  it('fails with invalid-input when no entity is known', async () => {
    const t = await createTestEngagement({ as: 'owner', provider: { entityId: undefined } })
    const { result } = renderHookWithEngagement(t, () => useUpdateEntity())
    const error = await act(() => failure(result.current.mutateAsync(update)))
    expect(error).toMatchObject({ kind: 'invalid-input', field: 'entityId' })
    expect(t.requests).toEqual([])
  })

  it('app callbacks run after the refetch', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const seen: (string | undefined)[] = []
    const { result } = renderHookWithEngagement(t, () => {
      const entity = useEntity()
      return { entity, update: useUpdateEntity({ mutation: { onSettled: () => void seen.push(t.queryClient.getQueryData<{ name: string }>(['entity', { entityId: demo.entityId, caller: t.session!.address }])?.name) } }) }
    })
    await waitFor(() => expect(result.current.entity.isSuccess).toBe(true))
    await act(() => result.current.update.mutateAsync(update))
    expect(seen).toEqual(['Aurora Guild (renamed)'])
  })
})

describe('useForceAddUsers', () => {
  const newcomer = '0x1111111111111111111111111111111111111111'

  it('an admin adds a member; useEntityUsers shows them', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({ users: useEntityUsers(), entity: useEntity(), add: useForceAddUsers() }))
    await waitFor(() => expect(result.current.users.isSuccess && result.current.entity.isSuccess).toBe(true))

    await act(() => result.current.add.mutateAsync({ addresses: [newcomer], chain: 'polygon' }))

    await waitFor(() => expect(result.current.users.data).toHaveLength(10))
    await waitFor(() => expect(result.current.add.data?.data?.map((user) => user.address)).toEqual([newcomer]))
    expect(result.current.users.data?.at(-1)).toMatchObject({ address: newcomer, role: 'member', chain: 'polygon' })
    expect(count(t.requests, USERS)).toBe(2)
    expect(count(t.requests, ENTITY)).toBe(1)
  })

  it('a member gets a 403; an invalid address is invalid-input', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useForceAddUsers())
    expect(await act(() => failure(result.current.mutateAsync({ addresses: [newcomer], chain: 'polygon' })))).toMatchObject({ kind: 'api', status: 403 })
    expect(await act(() => failure(result.current.mutateAsync({ addresses: ['not-an-address'], chain: 'polygon' })))).toMatchObject({ kind: 'invalid-input' })
    await waitFor(() => expect(result.current.error?.kind).toBe('invalid-input'))
    expect(t.sandbox.state.entities[demo.entityId]?.members.some((member) => member.address === newcomer)).toBe(false)
  })
})
