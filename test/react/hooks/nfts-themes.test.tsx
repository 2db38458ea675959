import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EngagementError } from '../../../src/core/EngagementError.js'
import { demo } from '../../../src/service/seed/demo.js'
import { useCreateTheme } from '../../../src/react/hooks/useCreateTheme.js'
import { useDeleteTheme } from '../../../src/react/hooks/useDeleteTheme.js'
import { useEntity } from '../../../src/react/hooks/useEntity.js'
import { useEntityNfts } from '../../../src/react/hooks/useEntityNfts.js'
import { useLevels } from '../../../src/react/hooks/useLevels.js'
import { useMyNfts } from '../../../src/react/hooks/useMyNfts.js'
import { useSetDefaultTheme } from '../../../src/react/hooks/useSetDefaultTheme.js'
import { useThemes } from '../../../src/react/hooks/useThemes.js'
import { useUpdateTheme } from '../../../src/react/hooks/useUpdateTheme.js'
import { createTestEngagement, renderHookWithEngagement } from '../renderWithEngagement.js'

const count = (requests: string[], request: string) => requests.filter((sent) => sent === request).length
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('expected the call to fail'), (error: unknown) => error)
/** Lets timers and pending renders run, inside act. */
const idle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)))

const base = `/api/entities/${demo.entityId}`
const THEMES = `GET ${base}/themes`
const LEVELS = `GET ${base}/levels`
const ENTITY = `GET ${base}`

const crown = {
  level: '6',
  title: 'Aurora Crown',
  price: '0.1',
  backgroundImageIPFS: 'ipfs://bafybeis555hmtf6bs5e4rynnefjqxirhxo77zbka74ztj2wyuhvauvzhma',
  horizontalLogoImageIPFS: 'ipfs://bafybeisqxezyex3rdrgdsjpr3umx3bznfd24is7dik62vstqqzpt6zhkke',
  squareLogoImageIPFS: 'ipfs://bafybein7o4v43impflvfupxqmb2y2nyrvd7rxinfrpyz43tbic367aez54',
  backgroundColor: '#111827',
}

/** Themes, the caller's NFTs, the levels (which no theme write touches) and the entity. */
function useThemeScreen() {
  return { themes: useThemes(), nfts: useEntityNfts(), levels: useLevels(), entity: useEntity() }
}
type ThemeScreen = ReturnType<typeof useThemeScreen>
const loaded = (screen: ThemeScreen) => screen.themes.isSuccess && screen.nfts.isSuccess && screen.levels.isSuccess && screen.entity.isSuccess

describe('useMyNfts / useEntityNfts', () => {
  it('the signed-in member’s NFTs across entities and in the provider’s entity', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => ({ mine: useMyNfts(), here: useEntityNfts() }))
    await waitFor(() => expect(result.current.mine.isSuccess && result.current.here.isSuccess).toBe(true))
    expect(result.current.mine.data?.map((nft) => [nft.entityID, nft.level]).sort()).toEqual([
      ['aurora-guild', 3],
      ['nebula-dao', 2],
    ])
    expect(result.current.here.data).toHaveLength(1)
    expect(result.current.here.data?.[0]).toMatchObject({ entityID: demo.entityId, level: 3, title: 'Builder', xp: 340, themeId: 'aurora-theme-current' })
  })

  it('useEntityNfts takes another entity and 404s on an unknown one', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => ({ nebula: useEntityNfts({ entityId: 'nebula-dao' }), unknown: useEntityNfts({ entityId: 'nope' }) }))
    await waitFor(() => expect(result.current.nebula.isSuccess && result.current.unknown.isError).toBe(true))
    expect(result.current.nebula.data?.[0]).toMatchObject({ level: 2, title: 'Researcher' })
    expect(result.current.unknown.error).toBeInstanceOf(EngagementError)
    expect(result.current.unknown.error?.status).toBe(404)
  })

  it('an unreachable service surfaces as a network EngagementError', async () => {
    const t = await createTestEngagement({ as: 'member', fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    const { result } = renderHookWithEngagement(t, () => useMyNfts())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(EngagementError)
    expect(result.current.error).toMatchObject({ kind: 'network', endpoint: 'getMyNfts' })
  })

  it('both wait signed out, without a request', async () => {
    const t = await createTestEngagement({ as: 'signed-out' })
    const { result } = renderHookWithEngagement(t, () => ({ mine: useMyNfts(), here: useEntityNfts() }))
    await idle()
    expect(result.current.mine.fetchStatus).toBe('idle')
    expect(result.current.here.fetchStatus).toBe('idle')
    expect(t.requests).toEqual([])
  })
})

describe('useThemes', () => {
  it('an admin sees the themes and which one is the default', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => useThemes())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.map((theme) => [theme.title, theme.isDefault])).toEqual([
      ['Spark', true],
      ['Current', false],
      ['Zenith', false],
    ])
  })

  it('a member gets a 403 EngagementError', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useThemes())
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ kind: 'api', status: 403, code: 'forbidden', endpoint: 'listThemes' })
  })
})

describe('useCreateTheme', () => {
  it('the new theme shows in useThemes and dresses the NFTs of its level; levels and entity not refetched', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ ...useThemeScreen(), create: useCreateTheme() }))
    await waitFor(() => expect(loaded(result.current)).toBe(true))

    const { data } = await act(() => result.current.create.mutateAsync(crown))

    expect(data?.id).toBeTruthy()
    await waitFor(() => expect(result.current.themes.data?.map((theme) => theme.title)).toContain('Aurora Crown'))
    // The owner is level 6: the new level-6 theme is now theirs.
    await waitFor(() => expect(result.current.nfts.data?.[0]?.themeId).toBe(data?.id))
    expect(count(t.requests, THEMES)).toBe(2)
    expect(count(t.requests, LEVELS)).toBe(1)
    expect(count(t.requests, ENTITY)).toBe(1)
  })

  it('a member gets a 403; a missing title is invalid-input', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useCreateTheme())
    expect(await act(() => failure(result.current.mutateAsync(crown)))).toMatchObject({ kind: 'api', status: 403 })
    expect(await act(() => failure(result.current.mutateAsync({ ...crown, title: '' })))).toMatchObject({ kind: 'invalid-input', field: 'title' })
  })

  it('a bad color is refused by the service with 400 and creates nothing', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => useCreateTheme())
    const before = t.sandbox.snapshot()
    expect(await act(() => failure(result.current.mutateAsync({ ...crown, backgroundColor: 'url(javascript:x)' })))).toMatchObject({
      kind: 'api',
      status: 400,
    })
    expect(t.sandbox.snapshot()).toEqual(before)
  })
})

describe('useUpdateTheme', () => {
  it('the change shows in useThemes and in the NFT wearing the theme', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({ ...useThemeScreen(), update: useUpdateTheme() }))
    await waitFor(() => expect(loaded(result.current)).toBe(true))
    // The admin is level 5 and wears Zenith.
    expect(result.current.nfts.data?.[0]?.themeId).toBe('aurora-theme-zenith')

    await act(() => result.current.update.mutateAsync({ themeId: 'aurora-theme-zenith', title: 'Zenith II', accentColor1: '#ffffff' }))

    await waitFor(() => expect(result.current.themes.data?.find((theme) => theme.id === 'aurora-theme-zenith')?.title).toBe('Zenith II'))
    await waitFor(() => expect(result.current.nfts.data?.[0]?.theme).toMatchObject({ title: 'Zenith II', accentColor1: '#ffffff' }))
    expect(count(t.requests, LEVELS)).toBe(1)
  })

  it('an unknown theme is a 404; no fields is invalid-input', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => useUpdateTheme())
    expect(await act(() => failure(result.current.mutateAsync({ themeId: 'aurora-theme-nope', title: 'X' })))).toMatchObject({ kind: 'api', status: 404 })
    expect(await act(() => failure(result.current.mutateAsync({ themeId: 'aurora-theme-zenith' })))).toMatchObject({ kind: 'invalid-input' })
  })
})

describe('useDeleteTheme', () => {
  it('deleting the default theme removes it from useThemes and clears the entity’s default', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({ ...useThemeScreen(), remove: useDeleteTheme() }))
    await waitFor(() => expect(loaded(result.current)).toBe(true))
    expect(result.current.entity.data?.defaultDyNftThemeId).toBe('aurora-theme-spark')

    await act(() => result.current.remove.mutateAsync({ themeId: 'aurora-theme-spark' }))

    await waitFor(() => expect(result.current.themes.data?.map((theme) => theme.id)).toEqual(['aurora-theme-current', 'aurora-theme-zenith']))
    await waitFor(() => expect(result.current.entity.data?.defaultDyNftThemeId ?? null).toBeNull())
    expect(count(t.requests, LEVELS)).toBe(1)
  })

  it('a member gets a 403; an unknown theme is a 404', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useDeleteTheme())
    expect(await act(() => failure(result.current.mutateAsync({ themeId: 'aurora-theme-spark' })))).toMatchObject({ kind: 'api', status: 403 })
    const admin = await createTestEngagement({ as: 'admin' })
    const { result: asAdmin } = renderHookWithEngagement(admin, () => useDeleteTheme())
    expect(await act(() => failure(asAdmin.current.mutateAsync({ themeId: 'aurora-theme-nope' })))).toMatchObject({ kind: 'api', status: 404 })
  })
})

describe('useSetDefaultTheme', () => {
  it('the new default shows in useThemes and useEntity', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({ ...useThemeScreen(), setDefault: useSetDefaultTheme() }))
    await waitFor(() => expect(loaded(result.current)).toBe(true))

    await act(() => result.current.setDefault.mutateAsync({ themeId: 'aurora-theme-zenith' }))

    await waitFor(() => expect(result.current.themes.data?.find((theme) => theme.isDefault)?.id).toBe('aurora-theme-zenith'))
    await waitFor(() => expect(result.current.entity.data?.defaultDyNftThemeId).toBe('aurora-theme-zenith'))
    expect(count(t.requests, LEVELS)).toBe(1)
  })

  it('a member gets a 403; an unknown theme is a 404 and nothing changes', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useSetDefaultTheme())
    expect(await act(() => failure(result.current.mutateAsync({ themeId: 'aurora-theme-zenith' })))).toMatchObject({ kind: 'api', status: 403 })
    const admin = await createTestEngagement({ as: 'admin' })
    const { result: asAdmin } = renderHookWithEngagement(admin, () => useSetDefaultTheme())
    expect(await act(() => failure(asAdmin.current.mutateAsync({ themeId: 'nebula-theme-core' })))).toMatchObject({ kind: 'api', status: 404 })
    expect(admin.sandbox.state.entities[demo.entityId]?.entity.defaultDyNftThemeId).toBe('aurora-theme-spark')
  })
})
