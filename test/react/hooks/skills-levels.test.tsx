import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EngagementError } from '../../../src/core/EngagementError.js'
import { demo } from '../../../src/service/seed/demo.js'
import { useCreateLevel } from '../../../src/react/hooks/useCreateLevel.js'
import { useCreateSkill } from '../../../src/react/hooks/useCreateSkill.js'
import { useCreateSkills } from '../../../src/react/hooks/useCreateSkills.js'
import { useDeleteLevel } from '../../../src/react/hooks/useDeleteLevel.js'
import { useEntityNfts } from '../../../src/react/hooks/useEntityNfts.js'
import { useLevels } from '../../../src/react/hooks/useLevels.js'
import { useSkills } from '../../../src/react/hooks/useSkills.js'
import { useUpdateLevel } from '../../../src/react/hooks/useUpdateLevel.js'
import { useUpdateLevelRequirements } from '../../../src/react/hooks/useUpdateLevelRequirements.js'
import { createTestEngagement, renderHookWithEngagement } from '../renderWithEngagement.js'

const count = (requests: string[], request: string) => requests.filter((sent) => sent === request).length
const failure = (promise: Promise<unknown>) => promise.then(() => expect.unreachable('expected the call to fail'), (error: unknown) => error)
/** Lets timers and pending renders run, inside act. */
const idle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)))

const SKILLS = 'GET /api/skills'
const LEVELS = `GET /api/entities/${demo.entityId}/levels`

/** Skills, levels and the caller's NFT in the demo entity. */
function useProgressScreen() {
  return { skills: useSkills(), levels: useLevels(), nfts: useEntityNfts() }
}
const loaded = (screen: ReturnType<typeof useProgressScreen>) => screen.skills.isSuccess && screen.levels.isSuccess && screen.nfts.isSuccess

describe('useSkills', () => {
  it('the entity’s skill tree with the signed-in member’s scores', async () => {
    const t = await createTestEngagement({ as: 'member' })
    const { result } = renderHookWithEngagement(t, () => useSkills())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toHaveLength(13)
    expect(result.current.data?.find((skill) => skill.id === 'aurora-skill-react')).toMatchObject({ name: 'React', parentId: 'aurora-skill-frontend', score: 82 })
  })

  it('takes another entity; without any entity it reads the service’s default skills', async () => {
    const t = await createTestEngagement({ as: 'member', provider: { entityId: undefined } })
    const { result } = renderHookWithEngagement(t, () => ({ nebula: useSkills({ entityId: 'nebula-dao' }), defaults: useSkills() }))
    await waitFor(() => expect(result.current.nebula.isSuccess && result.current.defaults.isSuccess).toBe(true))
    expect(result.current.nebula.data?.map((skill) => skill.name)).toEqual(['Research', 'Data Analysis', 'Peer Review'])
    expect(result.current.defaults.data?.map((skill) => skill.id)).toContain('default-skill-leadership')
  })

  it('waits signed out; 404s on an unknown entity', async () => {
    const out = await createTestEngagement({ as: 'signed-out' })
    const { result: signedOut } = renderHookWithEngagement(out, () => useSkills())
    await idle()
    expect(signedOut.current.fetchStatus).toBe('idle')
    expect(out.requests).toEqual([])

    const t = await createTestEngagement()
    const { result } = renderHookWithEngagement(t, () => useSkills({ entityId: 'nope' }))
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(EngagementError)
    expect(result.current.error?.status).toBe(404)
  })
})

describe('useCreateSkill / useCreateSkills', () => {
  it('a new skill shows in useSkills under its parent; levels and NFTs are not refetched', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({ ...useProgressScreen(), create: useCreateSkill() }))
    await waitFor(() => expect(loaded(result.current)).toBe(true))

    await act(() => result.current.create.mutateAsync({ name: 'Zero Knowledge', description: 'Proof systems', parentId: 'aurora-skill-contracts' }))

    await waitFor(() => expect(result.current.skills.data?.find((skill) => skill.name === 'Zero Knowledge')).toMatchObject({ parentId: 'aurora-skill-contracts', score: 0 }))
    expect(count(t.requests, SKILLS)).toBe(2)
    expect(count(t.requests, LEVELS)).toBe(1)
    expect(count(t.requests, `GET /api/entities/${demo.entityId}/mynfts`)).toBe(1)
  })

  it('several skills at once show in useSkills', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ skills: useSkills(), create: useCreateSkills() }))
    await waitFor(() => expect(result.current.skills.isSuccess).toBe(true))
    const { data } = await act(() => result.current.create.mutateAsync({ names: ['Testing', 'DevOps'], descriptions: ['Tests that catch bugs', ''] }))
    expect(data?.map((skill) => skill.name)).toEqual(['Testing', 'DevOps'])
    await waitFor(() => expect(result.current.skills.data).toHaveLength(15))
  })

  it('errors: member 403, taken name 409, unknown parent 404, blank name and unequal lists invalid-input', async () => {
    const m = await createTestEngagement({ as: 'member' })
    const { result: asMember } = renderHookWithEngagement(m, () => useCreateSkill())
    expect(await act(() => failure(asMember.current.mutateAsync({ name: 'Testing', description: '' })))).toMatchObject({ kind: 'api', status: 403 })

    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({ one: useCreateSkill(), many: useCreateSkills() }))
    expect(await act(() => failure(result.current.one.mutateAsync({ name: 'react', description: '' })))).toMatchObject({ kind: 'api', status: 409 })
    expect(await act(() => failure(result.current.one.mutateAsync({ name: 'Testing', description: '', parentId: 'aurora-skill-nope' })))).toMatchObject({ kind: 'api', status: 404 })
    expect(await act(() => failure(result.current.one.mutateAsync({ name: ' ', description: '' })))).toMatchObject({ kind: 'invalid-input', field: 'name' })
    expect(await act(() => failure(result.current.many.mutateAsync({ names: ['A', 'B'], descriptions: ['a'] })))).toMatchObject({ kind: 'invalid-input', field: 'descriptions' })
  })
})

describe('useLevels', () => {
  it('the levels, sorted, with their thresholds', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => useLevels())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.map((level) => [level.level, level.xpThreshold])).toEqual([[1, 0], [2, 100], [3, 250], [4, 500], [5, 1000], [6, 2000]])
  })

  it('takes another entity; reads a public entity’s levels signed out; 404s on an unknown entity', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({ nebula: useLevels({ entityId: 'nebula-dao' }), unknown: useLevels({ entityId: 'nope' }) }))
    await waitFor(() => expect(result.current.nebula.isSuccess && result.current.unknown.isError).toBe(true))
    expect(result.current.nebula.data?.map((level) => level.name)).toEqual(['Observer', 'Researcher', 'Fellow'])
    expect(result.current.unknown.error).toMatchObject({ kind: 'api', status: 404 })

    const out = await createTestEngagement({ as: 'signed-out' })
    const { result: signedOut } = renderHookWithEngagement(out, () => useLevels())
    await waitFor(() => expect(signedOut.current.isSuccess).toBe(true))
    expect(signedOut.current.data).toHaveLength(6)
    expect(out.requests).toEqual(['GET /api/entities/aurora-guild/levels'])
  })
})

describe('level writes', () => {
  it('useCreateLevel: the level shows in useLevels and lifts the NFTs that reach it; skills not refetched', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ ...useProgressScreen(), create: useCreateLevel() }))
    await waitFor(() => expect(loaded(result.current)).toBe(true))
    expect(result.current.nfts.data?.[0]?.level).toBe(6)

    await act(() => result.current.create.mutateAsync({ level: 7, xp: 2300 }))

    await waitFor(() => expect(result.current.levels.data?.at(-1)).toMatchObject({ level: 7, xpThreshold: 2300 }))
    // The owner has 2350 XP.
    await waitFor(() => expect(result.current.nfts.data?.[0]?.level).toBe(7))
    expect(count(t.requests, SKILLS)).toBe(1)
  })

  it('useCreateLevel and useUpdateLevel take numeric strings, and the optimistic list holds numbers, in order', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ levels: useLevels(), create: useCreateLevel(), update: useUpdateLevel() }))
    await waitFor(() => expect(result.current.levels.data).toBeDefined())
    await act(async () => {
      const created = result.current.create.mutateAsync({ level: '7', xp: '2300' })
      // Before the service answers: shown at once, as numbers, last.
      await waitFor(() => expect(result.current.levels.data?.at(-1)).toMatchObject({ level: 7, xpThreshold: 2300 }))
      await created
    })
    await act(() => result.current.update.mutateAsync({ level: '7', xp: '2400' }))
    await waitFor(() => expect(result.current.levels.data?.find((level) => level.level === 7)?.xpThreshold).toBe(2400))
    expect(result.current.levels.data?.map((level) => typeof level.level)).not.toContain('string')
  })

  it('useDeleteLevel: the level leaves useLevels and the NFTs fall back', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ ...useProgressScreen(), remove: useDeleteLevel() }))
    await waitFor(() => expect(loaded(result.current)).toBe(true))
    await act(() => result.current.remove.mutateAsync({ level: 6 }))
    await waitFor(() => expect(result.current.levels.data?.map((level) => level.level)).toEqual([1, 2, 3, 4, 5]))
    await waitFor(() => expect(result.current.nfts.data?.[0]?.level).toBe(5))
    expect(count(t.requests, SKILLS)).toBe(1)
  })

  it('useUpdateLevel: the new threshold shows in useLevels and in the NFTs', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ ...useProgressScreen(), update: useUpdateLevel() }))
    await waitFor(() => expect(loaded(result.current)).toBe(true))
    await act(() => result.current.update.mutateAsync({ level: 6, xp: 3000 }))
    await waitFor(() => expect(result.current.levels.data?.find((level) => level.level === 6)?.xpThreshold).toBe(3000))
    await waitFor(() => expect(result.current.nfts.data?.[0]?.level).toBe(5))
    expect(count(t.requests, SKILLS)).toBe(1)
  })

  it('useUpdateLevelRequirements: name, skills and XP show in useLevels and the NFT title', async () => {
    const t = await createTestEngagement({ as: 'owner' })
    const { result } = renderHookWithEngagement(t, () => ({ ...useProgressScreen(), update: useUpdateLevelRequirements() }))
    await waitFor(() => expect(loaded(result.current)).toBe(true))
    await act(() =>
      result.current.update.mutateAsync({ level: 6, name: 'Aurora Luminary', description: 'Top of the guild', skillIds: ['aurora-skill-react'], scores: [50], endsAt: '', xp: '2100' }),
    )
    await waitFor(() =>
      expect(result.current.levels.data?.find((level) => level.level === 6)).toMatchObject({ name: 'Aurora Luminary', skillIds: ['aurora-skill-react'], scores: [50], xpThreshold: 2100, endsAt: null }),
    )
    await waitFor(() => expect(result.current.nfts.data?.[0]?.title).toBe('Aurora Luminary'))
    expect(count(t.requests, SKILLS)).toBe(1)
  })

  it('write to another entity than the provider’s: as a hook parameter or per call', async () => {
    const t = await createTestEngagement({ as: 'admin' })
    // Setup: the demo admin also helps run the second entity.
    t.sandbox.state.entities['nebula-dao']?.entity.adminAddresses.push(demo.accounts.admin.address)
    const { result } = renderHookWithEngagement(t, () => ({
      aurora: useLevels(),
      nebula: useLevels({ entityId: 'nebula-dao' }),
      createThere: useCreateLevel({ entityId: 'nebula-dao' }),
      createHere: useCreateLevel(),
    }))
    await waitFor(() => expect(result.current.aurora.isSuccess && result.current.nebula.isSuccess).toBe(true))

    await act(() => result.current.createThere.mutateAsync({ level: 4, xp: 400 }))
    await waitFor(() => expect(result.current.nebula.data?.map((level) => level.level)).toEqual([1, 2, 3, 4]))
    await act(() => result.current.createHere.mutateAsync({ entityId: 'nebula-dao', level: 5, xp: 800 }))
    await waitFor(() => expect(result.current.nebula.data?.map((level) => level.level)).toEqual([1, 2, 3, 4, 5]))

    expect(t.requests.filter((request) => request.startsWith('POST'))).toEqual(['POST /api/entities/nebula-dao/levels', 'POST /api/entities/nebula-dao/levels'])
    expect(result.current.aurora.data).toHaveLength(6)
    expect(count(t.requests, LEVELS)).toBe(1)
    expect(count(t.requests, 'GET /api/entities/nebula-dao/levels')).toBe(3)
  })

  it('errors: member 403, existing level 409, unknown level or skill 404, bad input invalid-input', async () => {
    const m = await createTestEngagement({ as: 'member' })
    const { result: asMember } = renderHookWithEngagement(m, () => ({ create: useCreateLevel(), remove: useDeleteLevel(), update: useUpdateLevel() }))
    expect(await act(() => failure(asMember.current.create.mutateAsync({ level: 7, xp: 5000 })))).toMatchObject({ kind: 'api', status: 403 })
    expect(await act(() => failure(asMember.current.remove.mutateAsync({ level: 6 })))).toMatchObject({ kind: 'api', status: 403 })
    expect(await act(() => failure(asMember.current.update.mutateAsync({ level: 6, xp: 1 })))).toMatchObject({ kind: 'api', status: 403 })

    const t = await createTestEngagement({ as: 'admin' })
    const { result } = renderHookWithEngagement(t, () => ({ create: useCreateLevel(), remove: useDeleteLevel(), update: useUpdateLevel(), requirements: useUpdateLevelRequirements() }))
    expect(await act(() => failure(result.current.create.mutateAsync({ level: 3, xp: 300 })))).toMatchObject({ kind: 'api', status: 409 })
    expect(await act(() => failure(result.current.create.mutateAsync({ level: 7, xp: -1 })))).toMatchObject({ kind: 'invalid-input', field: 'xp' })
    expect(await act(() => failure(result.current.remove.mutateAsync({ level: 42 })))).toMatchObject({ kind: 'api', status: 404 })
    expect(await act(() => failure(result.current.update.mutateAsync({ level: 42, xp: 1 })))).toMatchObject({ kind: 'api', status: 404 })
    const requirements = { level: 6, name: 'L', description: '', skillIds: ['aurora-skill-nope'], scores: [1], endsAt: '', xp: 1 }
    expect(await act(() => failure(result.current.requirements.mutateAsync(requirements)))).toMatchObject({ kind: 'api', status: 404 })
    expect(await act(() => failure(result.current.requirements.mutateAsync({ ...requirements, scores: [] })))).toMatchObject({ kind: 'invalid-input', field: 'scores' })
  })
})
