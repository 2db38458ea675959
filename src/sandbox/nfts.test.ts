import * as v from '../core/internal/schema.js'
import { describe, expect, it } from 'vitest'
import { dyNftSchema } from '../core/schemas/nft.js'
import { demo } from '../service/seed/demo.js'
import { send, signedInDemo } from '../../test/sandbox/sandboxTestKit.js'

const member = demo.accounts.member.address

describe('dynamic NFTs', () => {
  it('gives the member one NFT per entity, in the shape the client reads', async () => {
    const { sandbox, member: session } = await signedInDemo()
    const reply = await send(sandbox, 'GET', '/api/mynfts', { session })
    expect(reply.body.data.map((nft: { entityID: string }) => nft.entityID)).toEqual([demo.entityId, 'nebula-dao'])
    for (const nft of reply.body.data) expect(v.safeParse(dyNftSchema, nft).success).toBe(true)
    const [aurora] = reply.body.data
    expect(aurora).toMatchObject({ owner: member, level: 3, xp: 340, title: 'Builder', themeId: 'aurora-theme-current' })
    expect(aurora.attributes).toContainEqual({ trait_type: 'Level', value: 3 })
    expect(aurora.attributes).toContainEqual({ trait_type: 'reviews', value: 5 })
    const one = await send(sandbox, 'GET', `/api/entities/nebula-dao/mynfts`, { session })
    expect(one.body.data).toHaveLength(1)
    expect(one.body.data[0]).toMatchObject({ level: 2, xp: 80, themeId: 'nebula-theme-core' })
  })

  it('follows the xp counter: level, title and theme change after an increment', async () => {
    const { sandbox, admin, member: session } = await signedInDemo({ now: () => new Date('2026-05-01T00:00:00.000Z') })
    const increment = (count: number) => send(sandbox, 'POST', `/api/entities/${demo.entityId}/users/${member}/metrics/xp`, { session: admin, body: { count } })
    const nft = async () => (await send(sandbox, 'GET', `/api/entities/${demo.entityId}/mynfts`, { session })).body.data[0]

    await increment(200)
    expect(await nft()).toMatchObject({ level: 4, xp: 540, title: 'Core Builder', themeId: 'aurora-theme-current', updatedAt: '2026-05-01T00:00:00.000Z' })
    await increment(500)
    expect(await nft()).toMatchObject({ level: 5, title: 'Steward', themeId: 'aurora-theme-zenith', theme: { title: 'Zenith', isDefault: false } })
  })

  it('falls back to the default theme, and loses it when the default is deleted', async () => {
    const { sandbox, admin, member: session } = await signedInDemo()
    const entity = sandbox.state.entities[demo.entityId]!
    entity.themes = entity.themes.filter((theme) => theme.level === '5')
    await send(sandbox, 'POST', `/api/entities/${demo.entityId}/themes/default`, { session: admin, body: { themeId: 'aurora-theme-zenith' } })
    const nft = async () => (await send(sandbox, 'GET', `/api/entities/${demo.entityId}/mynfts`, { session })).body.data[0]
    expect(await nft()).toMatchObject({ level: 3, themeId: 'aurora-theme-zenith', theme: { isDefault: true } })
    expect((await send(sandbox, 'POST', `/api/${demo.entityId}/themes/aurora-theme-zenith/delete`, { session: admin })).body).toEqual({ success: true })
    expect(entity.entity.defaultDyNftThemeId).toBeNull()
    expect(await nft()).toMatchObject({ themeId: null, theme: null, image: entity.entity.imageURL })
  })

})
