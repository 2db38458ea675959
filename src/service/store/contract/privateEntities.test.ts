import { describe, expect, it } from 'vitest'
import { createEngagementClient, type EngagementClient } from '../../../core/createEngagementClient.js'
import type { Session } from '../../../core/types.js'
import { addressOf, BASE_URL, entityId, expectRefusal, expectRefusedWrite, useContract, wallet, type Role } from './setup.js'

// An entity whose `public` is false is its members' (owners and admins too) and its API keys': to anyone else,
// signed in or not, every request on it answers as for an entity that does not exist.

const ctx = useContract()
const member = addressOf.member
const stranger = wallet('stranger of a private entity')

/** Registers the stranger (row 25): a wallet that signed in and is a member of nothing. */
async function strangerSession(): Promise<Session> {
  const token = 'Sign in to engagekit: stranger'
  const signature = await stranger.account.signMessage({ message: token })
  await ctx.client(null).createUser({ address: stranger.address, token, signature })
  return { address: stranger.address, signature }
}

async function makePrivate() {
  await ctx.reseed((seed) => {
    seed.entities[entityId]!.entity.public = false
  })
}

/** Every read of one entity, by name: what a member's page of the entity asks. */
const reads = (client: EngagementClient, id: string): Record<string, () => Promise<unknown>> => ({
  getEntity: () => client.getEntity({ entityId: id }),
  listEntityMetrics: () => client.listEntityMetrics({ entityId: id }),
  getUserMetrics: () => client.getUserMetrics({ entityId: id, userAddress: member }),
  listEntityUsers: () => client.listEntityUsers({ entityId: id }),
  getEntityNfts: () => client.getEntityNfts({ entityId: id }),
  listThemes: () => client.listThemes({ entityId: id }),
  listSkills: () => client.listSkills({ entityId: id }),
  listLevels: () => client.listLevels({ entityId: id }),
  getLeaderboard: () => client.getLeaderboard({ entityId: id, metric: 'xp' }),
  listAchievements: () => client.listAchievements({ entityId: id }),
  getMemberAchievements: () => client.getMemberAchievements({ entityId: id, userAddress: member }),
})

/** What a call answered: the refusal's status, code and message (the id swapped for a marker), or 200. */
async function answer(call: () => Promise<unknown>): Promise<{ status: number; code?: string | undefined; message?: string | undefined }> {
  try {
    await call()
    return { status: 200 }
  } catch (error) {
    const { status, code, serverMessage } = error as { status: number; code?: string; serverMessage?: string }
    return { status, code, message: serverMessage?.replace(entityId, '<id>').replace('no-such-guild', '<id>') }
  }
}

async function newKey(of: string = entityId): Promise<string> {
  const { data } = await ctx.client('owner').createApiKey({ entityId: of, name: 'bot' })
  return data!.key
}

const keyClient = (key: string) => createEngagementClient({ baseUrl: BASE_URL, fetch: ctx.service.fetch, apiKey: key, retry: false })

describe('an entity that is not public', () => {
  it('answers a registered stranger and a signed-out caller as an entity that does not exist, on every read', async () => {
    await makePrivate()
    const session = await strangerSession()
    for (const caller of [session, null]) {
      const client = ctx.client(caller)
      const here = reads(client, entityId)
      const nowhere = reads(client, 'no-such-guild')
      for (const [name, read] of Object.entries(here)) {
        const got = await answer(read)
        expect(got, `${name} as ${caller ? 'a stranger' : 'nobody'}`).toEqual(await answer(nowhere[name]!))
        if (caller) expect(got, name).toEqual({ status: 404, code: 'not-found', message: 'entity <id> not found' })
      }
    }
    // Row 6 takes no session: signed out, it is the 404 itself, where the other reads first ask to sign in.
    expect(await answer(() => ctx.client(null).getEntity({ entityId }))).toEqual({ status: 404, code: 'not-found', message: 'entity <id> not found' })
  })

  it('is read whole by its members, admins and owners', async () => {
    await makePrivate()
    for (const role of ['member', 'admin', 'owner'] as Role[]) {
      for (const [name, read] of Object.entries(reads(ctx.client(role), entityId))) {
        // Themes are for admins and owners, on any entity.
        const expected = name === 'listThemes' && role === 'member' ? 403 : 200
        expect((await answer(read)).status, `${name} as ${role}`).toBe(expected)
      }
    }
    expect(await ctx.client('member').listEntityUsers({ entityId })).toHaveLength(9)
    expect((await ctx.client('member').getEntity({ entityId })).public).toBe(false)
    // Row 10 lists a member's NFTs in every entity they are in, the private one included.
    expect((await ctx.client('member').getMyNfts()).map((nft) => nft.entityID)).toContain(entityId)
  })

  it('is read by its own API keys, row 6 included, and is not there for another entity\'s key', async () => {
    await makePrivate()
    const own = keyClient(await newKey())
    expect((await own.getEntity({ entityId })).id).toBe(entityId)
    expect(await own.listEntityUsers({ entityId })).toHaveLength(9)
    expect((await own.listEntityMetrics({ entityId })).length).toBeGreaterThan(0)
    expect(await own.getUserMetrics({ entityId, userAddress: member })).toContainEqual({ metric: 'xp', counter: 340 })
    expect((await own.listLevels({ entityId })).length).toBeGreaterThan(0)
    expect((await own.getLeaderboard({ entityId, metric: 'xp', limit: 1 })).rows).toHaveLength(1)

    // A key of another entity (its owner is the demo owner here): the private entity is not there, where a public
    // one says the key is another entity's.
    await ctx.reseed((seed) => {
      seed.entities['nebula-dao']!.entity.ownerAddress.push(addressOf.owner)
    })
    const other = keyClient(await newKey('nebula-dao'))
    await expectRefusal(other.getEntity({ entityId }), 403)
    await ctx.reseed((seed) => {
      seed.entities['nebula-dao']!.entity.ownerAddress.push(addressOf.owner)
      seed.entities[entityId]!.entity.public = false
    })
    const again = keyClient(await newKey('nebula-dao'))
    const refused = await expectRefusal(again.getEntity({ entityId }), 404)
    expect(refused.serverMessage).toBe(`entity ${entityId} not found`)
    await expectRefusal(again.incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 1 }), 404)
  })

  it('refuses a stranger\'s writes as on an entity that does not exist (404, not 403), changing nothing', async () => {
    await makePrivate()
    const session = await strangerSession()
    const client = ctx.client(session)
    await expectRefusedWrite(ctx.service, () => client.incrementMetric({ entityId, userAddress: stranger.address, metric: 'xp', count: 1 }), 404)
    await expectRefusedWrite(ctx.service, () => client.createLevel({ entityId, level: 9, xp: 9000 }), 404)
    await expectRefusedWrite(ctx.service, () => client.createSkill({ entityId, name: 'Lurking', description: '' }), 404)
    await expectRefusedWrite(ctx.service, () => client.createApiKey({ entityId, name: 'mine' }), 404)
  })

  it('is set and cleared by its owners with row 7: public: false, then true again; left out, it keeps its value', async () => {
    const session = await strangerSession()
    const entity = await ctx.client('owner').getEntity({ entityId })
    const update = {
      entityId,
      name: entity.name,
      description: entity.description,
      ownerAddresses: entity.ownerAddress,
      twitter: entity.twitter,
      discord: entity.discord,
      website: entity.website,
      imageUrl: entity.imageURL,
    }
    const changed = await ctx.client('owner').updateEntity({ ...update, public: false })
    expect(ctx.sent.at(-1)?.body).toMatchObject({ public: false })
    expect(changed.data?.public).toBe(false)
    await expectRefusal(ctx.client(session).getEntity({ entityId }), 404)
    await ctx.client('owner').updateEntity(update)
    await expectRefusal(ctx.client(null).getEntity({ entityId }), 404)
    await ctx.client('owner').updateEntity({ ...update, public: true })
    expect((await ctx.client(session).getEntity({ entityId })).public).toBe(true)
    expect(await ctx.client(session).listEntityUsers({ entityId })).toHaveLength(9)
    expect((await ctx.client(null).getEntity({ entityId })).id).toBe(entityId)
  })

  it('refuses a `public` that is not true or false, changing nothing', async () => {
    const reply = await ctx.raw('POST', `/api/entities/${entityId}/update`, { as: 'owner', body: { name: 'Aurora', description: '', ownerAddresses: [addressOf.owner], twitter: '', discord: '', website: '', imageUrl: '', public: 'no' } })
    expect(reply.status).toBe(400)
    expect(reply.body.error).toMatchObject({ code: 'invalid-input', field: 'public' })
    expect((await ctx.client(null).getEntity({ entityId })).public).toBe(true)
  })

  it('leaves a public entity as it was: strangers and signed-out callers read it', async () => {
    const session = await strangerSession()
    for (const [name, read] of Object.entries(reads(ctx.client(session), entityId))) {
      expect((await answer(read)).status, name).toBe(name === 'listThemes' ? 403 : 200)
    }
    expect((await ctx.client(null).getEntity({ entityId })).id).toBe(entityId)
  })
})
