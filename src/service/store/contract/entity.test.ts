import { describe, expect, it } from 'vitest'
import type { UpdateEntityParameters } from '../../../core/index.js'
import {
  addressOf,
  borrowed,
  entityId,
  expectInvalidInput,
  expectRefusal,
  expectRefusedWrite,
  forged,
  NOW,
  tamperBody,
  useContract,
  wallet,
} from './setup.js'

const ctx = useContract()

describe('row 6: getEntity', () => {
  it('reads a public entity without a session, and with one', async () => {
    const entity = await ctx.client(null).getEntity({ entityId })
    expect(entity).toMatchObject({
      id: entityId,
      name: 'Aurora Builders Guild',
      ownerAddress: [addressOf.owner],
      adminAddresses: [addressOf.admin],
      defaultDyNftThemeId: 'aurora-theme-spark',
      public: true,
      __v: 3,
    })
    expect(ctx.sent[0]).toEqual({ method: 'GET', path: `/api/entities/${entityId}`, query: {}, session: { address: undefined, signature: undefined }, body: undefined })
    expect(await ctx.client('member').getEntity({ entityId })).toEqual(entity)
    // Sent in headers (the service takes them), so nothing of the session is in the URL.
    expect(ctx.sent[1]?.query).toEqual({})
    expect(ctx.sent[1]?.session).toEqual({ address: addressOf.member, signature: ctx.sessions.member.signature })
  })

  it('reads a non-public entity only as one of its members (privateEntities.test.ts has the rest)', async () => {
    await ctx.reseed((seed) => {
      seed.entities[entityId]!.entity.public = false
    })
    await expectRefusal(ctx.client(null).getEntity({ entityId }), 404)
    expect(await ctx.client('member').getEntity({ entityId })).toMatchObject({ id: entityId, public: false })
  })

  it('refuses a wrong signature and an unknown entity', async () => {
    await expectRefusal(ctx.client(forged('member')).getEntity({ entityId }), 401)
    await expectRefusal(ctx.client(borrowed(ctx, 'owner', 'member')).getEntity({ entityId }), 401)
    await expectRefusal(ctx.client(null).getEntity({ entityId: 'no-such-guild' }), 404)
  })
})

describe('row 7: updateEntity', () => {
  const newOwner = wallet('co-owner').address
  const update: UpdateEntityParameters = {
    entityId,
    name: 'Aurora Guild',
    description: 'Builders who learn in public.',
    ownerAddresses: [addressOf.owner, newOwner.toLowerCase()],
    twitter: 'https://x.com/aurora',
    discord: '',
    website: 'https://aurora.example',
    imageUrl: 'https://cdn.example/aurora.png',
    bannerUrl: 'ipfs://bafybeiqh5av2ricphkqdlmttns4lrwbqcabm6p4g37ztnovmizwdiaeq3k',
  }

  it('updates the entity under its read names; left-out optional fields keep their value', async () => {
    const result = await ctx.client('owner').updateEntity(update)
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: `/api/entities/${entityId}/update` })
    expect(ctx.sent[0]?.body).toMatchObject({ ownerAddresses: [addressOf.owner, newOwner], imageUrl: update.imageUrl, bannerUrl: update.bannerUrl })
    const read = await ctx.client(null).getEntity({ entityId })
    expect(result).toEqual({ success: true, data: read })
    expect(read).toMatchObject({
      name: 'Aurora Guild',
      description: 'Builders who learn in public.',
      ownerAddress: [addressOf.owner, newOwner],
      imageURL: 'https://cdn.example/aurora.png',
      bannerURL: update.bannerUrl,
      discord: '',
      telegram: 'https://t.me/aurora_guild_example',
      openseaSlug: 'aurora-builders-guild',
      defaultDyNftThemeId: 'aurora-theme-spark',
      modifiedAt: NOW,
      __v: 4,
    })
    const users = await ctx.client('member').listEntityUsers({ entityId })
    expect(users.find((user) => user.address === newOwner)).toMatchObject({ role: 'owner', chain: 'ethereum', joinedAt: NOW })
  })

  it('sets and clears the default theme', async () => {
    await ctx.client('owner').updateEntity({ ...update, defaultDyNftThemeId: 'aurora-theme-zenith' })
    expect((await ctx.client(null).getEntity({ entityId })).defaultDyNftThemeId).toBe('aurora-theme-zenith')
    await ctx.client('owner').updateEntity({ ...update, defaultDyNftThemeId: '' })
    expect((await ctx.client(null).getEntity({ entityId })).defaultDyNftThemeId).toBeNull()
  })

  it('refuses an admin, a member, a wrong signature and an unknown entity, and changes nothing', async () => {
    const error = await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateEntity(update), 403)
    expect(error.serverMessage).toBe("only the entity's owners may do this")
    await expectRefusedWrite(ctx.service, () => ctx.client('member').updateEntity(update), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('owner')).updateEntity(update), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client(borrowed(ctx, 'owner', 'admin')).updateEntity(update), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('owner').updateEntity({ ...update, entityId: 'no-such-guild' }), 404)
  })

  it('refuses, with 400, a default theme of another entity and an id that is not the entity in the path', async () => {
    const theme = await expectRefusedWrite(ctx.service, () => ctx.client('owner').updateEntity({ ...update, defaultDyNftThemeId: 'nebula-theme-core' }), 400)
    expect(theme.serverMessage).toBe(`defaultDyNftThemeId must be a theme of entity ${entityId}`)
    await expectRefusedWrite(ctx.service, () => ctx.client('owner').updateEntity({ ...update, id: 'nebula-dao' }), 400)
  })

  it('refuses a website that is not an http(s) URL: the service judges formats, the sandbox with 400', async () => {
    const error = await expectRefusedWrite(ctx.service, () => ctx.client('owner').updateEntity({ ...update, website: 'javascript:alert(1)' }), 400)
    expect(error.serverMessage).toBe('website must be an http(s) URL')
  })

  it('refuses an update without owners: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('owner').updateEntity({ ...update, ownerAddresses: [] }), 'ownerAddresses')
    const client = ctx.client('owner', tamperBody((body) => ({ ...body, ownerAddresses: [] })))
    await expectRefusedWrite(ctx.service, () => client.updateEntity(update), 400)
  })
})

describe('row 8: listEntityUsers', () => {
  it('lists the members with their roles, from the `users` key of the reply', async () => {
    const picture = 'ipfs://bafybeiujzdegxdncf32epf3dhodzdocis2jhtlgmxgedn73u55xtplpft7'
    await ctx.reseed((seed) => {
      seed.users[addressOf.owner]!.profile.imageUrl = picture
    })
    const users = await ctx.client('member').listEntityUsers({ entityId })
    expect(users).toHaveLength(9)
    expect(users.slice(0, 3)).toEqual([
      { address: addressOf.owner, role: 'owner', chain: 'ethereum', joinedAt: '2026-01-05T10:00:00.000Z', name: 'Maya Lindqvist', imageUrl: picture, hiddenFromBoards: false },
      { address: addressOf.admin, role: 'admin', chain: 'ethereum', joinedAt: '2026-01-07T10:00:00.000Z', name: 'Tomás Reyes', hiddenFromBoards: false },
      { address: addressOf.member, role: 'member', chain: 'ethereum', joinedAt: '2026-01-09T10:00:00.000Z', name: 'Priya Natarajan', hiddenFromBoards: false },
    ])
    const reply = await ctx.raw('GET', `/api/entities/${entityId}/users`, { as: 'member' })
    expect(reply.body).toEqual({ success: true, users })
    expect(ctx.sent[0]).toMatchObject({ method: 'GET', path: `/api/entities/${entityId}/users` })
  })

  it("adds each member's name and picture from their profile, and nothing for a member without one", async () => {
    const newcomer = '0x00000000000000000000000000000000000c0fee'
    await ctx.client('admin').forceAddUsers({ entityId, addresses: [newcomer], chain: 'base' })
    const added = (await ctx.client('member').listEntityUsers({ entityId })).find((user) => user.address.toLowerCase() === newcomer)
    expect(added).toEqual({ address: expect.any(String), role: 'member', chain: 'base', joinedAt: expect.any(String), hiddenFromBoards: false })
    const profile = await ctx.client('member').getProfile({ userAddress: addressOf.member })
    await ctx.client('member').updateProfile({ ...profile, userAddress: addressOf.member, name: 'Priya N.', imageUrl: 'https://cdn.example/priya.png' })
    const member = (await ctx.client('member').listEntityUsers({ entityId })).find((user) => user.address === addressOf.member)
    expect(member).toMatchObject({ name: 'Priya N.', imageUrl: 'https://cdn.example/priya.png' })
  })

  it('refuses a wrong signature and an unknown entity', async () => {
    await expectRefusal(ctx.client(forged('member')).listEntityUsers({ entityId }), 401)
    await expectRefusal(ctx.client('member').listEntityUsers({ entityId: 'no-such-guild' }), 404)
  })
})

describe('row 9: forceAddUsers', () => {
  const [first, second] = [wallet('force one').address, wallet('force two').address]

  it('adds the addresses that are not members yet, with their chain', async () => {
    const result = await ctx.client('admin').forceAddUsers({ entityId, addresses: [first.toLowerCase(), addressOf.member, second, first], chain: 'polygon' })
    expect(ctx.sent[0]).toMatchObject({ path: `/api/entities/${entityId}/force-add`, body: { addresses: [first, addressOf.member, second, first], Chain: 'polygon' } })
    const added = [first, second].map((address) => ({ address, role: 'member', chain: 'polygon', joinedAt: NOW, hiddenFromBoards: false }))
    expect(result).toEqual({ success: true, data: added })
    const users = await ctx.client('member').listEntityUsers({ entityId })
    expect(users).toHaveLength(11)
    expect(users.slice(-2)).toEqual(added)
    expect(users.find((user) => user.address === addressOf.member)?.chain).toBe('ethereum')
  })

  it('refuses a member, a wrong signature and an unknown entity, and changes nothing', async () => {
    const add = { entityId, addresses: [first], chain: 'polygon' }
    await expectRefusedWrite(ctx.service, () => ctx.client('member').forceAddUsers(add), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).forceAddUsers(add), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').forceAddUsers({ ...add, entityId: 'no-such-guild' }), 404)
  })

  it('refuses a malformed address or a blank chain: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').forceAddUsers({ entityId, addresses: [first, 'bob'], chain: 'polygon' }), 'addresses.1')
    await expectInvalidInput(ctx, () => ctx.client('admin').forceAddUsers({ entityId, addresses: [first], chain: ' ' }), 'chain')
    const badAddress = ctx.client('admin', tamperBody((body) => ({ ...body, addresses: [first, 'bob'] })))
    const error = await expectRefusedWrite(ctx.service, () => badAddress.forceAddUsers({ entityId, addresses: [first], chain: 'polygon' }), 400)
    expect(error.serverMessage).toMatch(/^addresses\.1 must be an EVM address/)
    const blankChain = ctx.client('admin', tamperBody((body) => ({ ...body, Chain: '' })))
    await expectRefusedWrite(ctx.service, () => blankChain.forceAddUsers({ entityId, addresses: [first], chain: 'polygon' }), 400)
  })
})
