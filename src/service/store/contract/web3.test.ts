import { describe, expect, it } from 'vitest'
import type { CreateThemeParameters } from '../../../core/index.js'
import {
  addressOf,
  borrowed,
  entityId,
  expectInvalidInput,
  expectRefusal,
  expectRefusedWrite,
  forged,
  tamperBody,
  useContract,
} from './setup.js'

const ctx = useContract()
const themeIds = async () => (await ctx.client('admin').listThemes({ entityId })).map((theme) => theme.id)
const dawn: CreateThemeParameters = {
  entityId,
  level: 2,
  title: 'Dawn',
  price: '0.02',
  backgroundImageIPFS: 'ipfs://bafybeis555hmtf6bs5e4rynnefjqxirhxo77zbka74ztj2wyuhvauvzhma',
  horizontalLogoImageIPFS: 'bafybeis555hmtf6bs5e4rynnefjqxirhxo77zbka74ztj2wyuhvauvzhma',
  squareLogoImageIPFS: 'https://cdn.example/dawn.png',
  backgroundColor: '#112233',
  accentColor1: 'rgb(1, 2, 3)',
}

describe('row 10: getMyNfts', () => {
  it('lists the caller’s NFT in every entity, following their activity', async () => {
    const nfts = await ctx.client('member').getMyNfts()
    expect(ctx.sent[0]).toMatchObject({ method: 'GET', path: '/api/mynfts', session: { address: addressOf.member } })
    expect(nfts.map(({ entityID, owner, level, xp, title, themeId }) => ({ entityID, owner, level, xp, title, themeId }))).toEqual([
      { entityID: entityId, owner: addressOf.member, level: 3, xp: 340, title: 'Builder', themeId: 'aurora-theme-current' },
      { entityID: 'nebula-dao', owner: addressOf.member, level: 2, xp: 80, title: 'Researcher', themeId: 'nebula-theme-core' },
    ])
    await ctx.client('admin').incrementMetric({ entityId, userAddress: addressOf.member, metric: 'xp', count: 200 })
    const [aurora] = await ctx.client('member').getMyNfts()
    expect(aurora).toMatchObject({ level: 4, xp: 540, title: 'Core Builder' })
    expect(aurora?.attributes.slice(0, 2)).toEqual([{ trait_type: 'Level', value: 4 }, { trait_type: 'XP', value: 540 }])
  })

  it('refuses a wrong signature and another address’s signature', async () => {
    await expectRefusal(ctx.client(forged('member')).getMyNfts(), 401)
    await expectRefusal(ctx.client(borrowed(ctx, 'owner', 'member')).getMyNfts(), 401)
  })
})

describe('row 11: getEntityNfts', () => {
  it('lists the caller’s NFT in one entity, none where they are not a member', async () => {
    const [nft, ...rest] = await ctx.client('owner').getEntityNfts({ entityId })
    expect(rest).toEqual([])
    expect(nft).toMatchObject({ id: `${entityId}-1`, tokenId: '1', owner: addressOf.owner, level: 6, title: 'Luminary', themeId: 'aurora-theme-zenith' })
    expect(nft?.theme).toMatchObject({ id: 'aurora-theme-zenith', title: 'Zenith' })
    expect(ctx.sent[0]?.path).toBe(`/api/entities/${entityId}/mynfts`)
    expect(await ctx.client('admin').getEntityNfts({ entityId: 'nebula-dao' })).toEqual([])
  })

  it('refuses a wrong signature and an unknown entity', async () => {
    await expectRefusal(ctx.client(forged('member')).getEntityNfts({ entityId }), 401)
    await expectRefusal(ctx.client('member').getEntityNfts({ entityId: 'no-such-guild' }), 404)
  })
})

describe('row 12: listThemes', () => {
  it('lists the entity’s themes, marking the default', async () => {
    const themes = await ctx.client('admin').listThemes({ entityId })
    expect(themes.map(({ id, level, title, isDefault }) => ({ id, level, title, isDefault }))).toEqual([
      { id: 'aurora-theme-spark', level: '1', title: 'Spark', isDefault: true },
      { id: 'aurora-theme-current', level: '3', title: 'Current', isDefault: false },
      { id: 'aurora-theme-zenith', level: '5', title: 'Zenith', isDefault: false },
    ])
    expect(await ctx.client('owner').listThemes({ entityId })).toEqual(themes)
  })

  it('refuses a member, a wrong signature and an unknown entity', async () => {
    await expectRefusal(ctx.client('member').listThemes({ entityId }), 403)
    await expectRefusal(ctx.client(forged('admin')).listThemes({ entityId }), 401)
    await expectRefusal(ctx.client('admin').listThemes({ entityId: 'no-such-guild' }), 404)
  })
})

describe('row 13: createTheme', () => {
  it('creates a theme that then shows in listThemes', async () => {
    const { data } = await ctx.client('admin').createTheme(dawn)
    const { entityId: _entityId, ...fields } = dawn
    expect(data).toEqual({ ...fields, id: 'theme_101', entityID: entityId, level: '2', isDefault: false })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: `/api/entities/${entityId}/themes`, body: { ...fields, level: '2' } })
    const themes = await ctx.client('owner').listThemes({ entityId })
    expect(themes.at(-1)).toEqual(data)
  })

  it('refuses a member, a wrong signature and an unknown entity, and changes nothing', async () => {
    await expectRefusedWrite(ctx.service, () => ctx.client('member').createTheme(dawn), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).createTheme(dawn), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').createTheme({ ...dawn, entityId: 'no-such-guild' }), 404)
  })

  it('refuses a color that is not a color: the service judges formats, the sandbox with 400', async () => {
    const unsafe = 'red; background: url(https://evil.example)'
    const error = await expectRefusedWrite(ctx.service, () => ctx.client('admin').createTheme({ ...dawn, backgroundColor: unsafe }), 400)
    expect(error.serverMessage).toMatch(/^backgroundColor must be a color/)
  })
})

describe('row 14: updateTheme', () => {
  const themeId = 'aurora-theme-current'

  it('changes the fields given and keeps the others', async () => {
    const before = (await ctx.client('admin').listThemes({ entityId })).find((theme) => theme.id === themeId)
    const { data } = await ctx.client('admin').updateTheme({ entityId, themeId, title: 'Undercurrent', accentColor2: '#000' })
    expect(ctx.sent[1]).toMatchObject({ path: `/api/entities/${entityId}/themes/${themeId}/update`, body: { title: 'Undercurrent', accentColor2: '#000' } })
    expect(ctx.sent[1]?.session).toEqual({ address: addressOf.admin, signature: ctx.sessions.admin.signature })
    expect(data).toEqual({ ...before, title: 'Undercurrent', accentColor2: '#000' })
    expect((await ctx.client('owner').listThemes({ entityId })).find((theme) => theme.id === themeId)).toEqual(data)
  })

  it('takes the signature alone, without address', async () => {
    const path = `/api/entities/${entityId}/themes/${themeId}/update?signature=${ctx.sessions.admin.signature}`
    const reply = await ctx.raw('POST', path, { body: { price: '1' } })
    expect(reply).toMatchObject({ status: 200, body: { data: { id: themeId, price: '1' } } })
  })

  it('refuses a member, a wrong signature, an unknown theme or entity, and changes nothing', async () => {
    const update = { entityId, themeId, title: 'Undercurrent' }
    await expectRefusedWrite(ctx.service, () => ctx.client('member').updateTheme(update), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).updateTheme(update), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateTheme({ ...update, themeId: 'nebula-theme-core' }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateTheme({ ...update, entityId: 'no-such-guild' }), 404)
  })

  it('refuses an update without fields (the client before sending) or with a bad image (the sandbox with 400)', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').updateTheme({ entityId, themeId }), undefined)
    const error = await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateTheme({ entityId, themeId, squareLogoImageIPFS: 'javascript:x' }), 400)
    expect(error.serverMessage).toBe('squareLogoImageIPFS must be an http(s) or ipfs URL')
    const empty = ctx.client('admin', tamperBody(() => ({})))
    const emptyError = await expectRefusedWrite(ctx.service, () => empty.updateTheme({ entityId, themeId, title: 'x' }), 400)
    expect(emptyError.serverMessage).toBe('needs at least one theme field')
    const badImage = ctx.client('admin', tamperBody(() => ({ squareLogoImageIPFS: 'javascript:x' })))
    await expectRefusedWrite(ctx.service, () => badImage.updateTheme({ entityId, themeId, title: 'x' }), 400)
    // The input is checked before the records it names: a bad body is reported before an unknown theme.
    await expectRefusedWrite(ctx.service, () => badImage.updateTheme({ entityId, themeId: 'theme_999', title: 'x' }), 400)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateTheme({ entityId, themeId: 'theme_999', title: 'x' }), 404)
  })
})

describe('row 15: deleteTheme', () => {
  it('deletes a theme, on the path without `entities`', async () => {
    const result = await ctx.client('admin').deleteTheme({ entityId, themeId: 'aurora-theme-zenith' })
    expect(result).toEqual({ success: true })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: `/api/${entityId}/themes/aurora-theme-zenith/delete`, body: undefined })
    expect(await themeIds()).toEqual(['aurora-theme-spark', 'aurora-theme-current'])
    const before = await ctx.service.snapshot()
    const withEntities = await ctx.raw('POST', `/api/entities/${entityId}/themes/aurora-theme-current/delete`, { as: 'admin' })
    expect(withEntities).toMatchObject({ status: 404, body: { success: false, error: { code: 'not-found' } } })
    expect(await ctx.service.snapshot()).toEqual(before)
  })

  it('clears the entity’s default when the default theme is deleted', async () => {
    await ctx.client('owner').deleteTheme({ entityId, themeId: 'aurora-theme-spark' })
    expect(await ctx.client(null).getEntity({ entityId })).toMatchObject({ defaultDyNftThemeId: null, __v: 4 })
  })

  it('refuses a member, a wrong signature, an unknown theme or entity, and changes nothing', async () => {
    const target = { entityId, themeId: 'aurora-theme-zenith' }
    await expectRefusedWrite(ctx.service, () => ctx.client('member').deleteTheme(target), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).deleteTheme(target), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').deleteTheme({ ...target, themeId: 'theme_999' }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').deleteTheme({ ...target, entityId: 'no-such-guild' }), 404)
  })
})

describe('row 16: setDefaultTheme', () => {
  it('sets the theme new members start with', async () => {
    const { data } = await ctx.client('admin').setDefaultTheme({ entityId, themeId: 'aurora-theme-current' })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: `/api/entities/${entityId}/themes/default`, body: { themeId: 'aurora-theme-current' } })
    expect(data).toMatchObject({ id: entityId, defaultDyNftThemeId: 'aurora-theme-current', __v: 4 })
    expect(await ctx.client(null).getEntity({ entityId })).toEqual(data)
    const themes = await ctx.client('admin').listThemes({ entityId })
    expect(themes.filter((theme) => theme.isDefault).map((theme) => theme.id)).toEqual(['aurora-theme-current'])
  })

  it('refuses a member, a wrong signature, a theme of another entity, an unknown entity, and changes nothing', async () => {
    const target = { entityId, themeId: 'aurora-theme-current' }
    await expectRefusedWrite(ctx.service, () => ctx.client('member').setDefaultTheme(target), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).setDefaultTheme(target), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').setDefaultTheme({ ...target, themeId: 'nebula-theme-core' }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').setDefaultTheme({ ...target, entityId: 'no-such-guild' }), 404)
  })

  it('refuses a blank theme id: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').setDefaultTheme({ entityId, themeId: ' ' }), 'themeId')
    const client = ctx.client('admin', tamperBody(() => ({ themeId: '' })))
    const error = await expectRefusedWrite(ctx.service, () => client.setDefaultTheme({ entityId, themeId: 'aurora-theme-current' }), 400)
    expect(error.serverMessage).toBe('themeId is required')
  })
})
