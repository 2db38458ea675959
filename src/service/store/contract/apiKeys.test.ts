import { describe, expect, it } from 'vitest'
import { createEngagementClient } from '../../../core/createEngagementClient.js'
import { addressOf, BASE_URL, entityId, expectRefusal, expectRefusedWrite, useContract } from './setup.js'

const ctx = useContract()
const member = addressOf.member
const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

async function newKey(name = 'GitHub bot') {
  const { data } = await ctx.client('owner').createApiKey({ entityId, name })
  return data!
}

describe('API keys', () => {
  it('an owner creates one, shown once; the list shows its name and first characters, never the key', async () => {
    const created = await newKey()
    expect(created).toEqual({ id: expect.any(String), name: 'GitHub bot', key: expect.stringMatching(/^ek_[A-Za-z0-9]{40}$/) })
    const listed = await ctx.client('owner').listApiKeys({ entityId })
    expect(listed).toEqual([{ id: created.id, name: 'GitHub bot', prefix: created.key.slice(0, 10), createdAt: '2026-03-01T12:00:00.000Z', lastUsedAt: null }])
    // Stored hashed: the key appears nowhere in what the service keeps.
    expect(JSON.stringify(await ctx.service.snapshot())).not.toContain(created.key.slice(3))
  })

  it('admins and members get a 403 for every key endpoint', async () => {
    const created = await newKey()
    for (const role of ['admin', 'member'] as const) {
      await expectRefusedWrite(ctx.service, () => ctx.client(role).createApiKey({ entityId, name: 'mine' }), 403)
      await expectRefusal(ctx.client(role).listApiKeys({ entityId }), 403)
      await expectRefusedWrite(ctx.service, () => ctx.client(role).deleteApiKey({ entityId, keyId: created.id }), 403)
    }
  })

  it('increments (rows 3 and 4) and reads its entity, sent as Authorization: Bearer', async () => {
    const { key } = await newKey()
    const bot = createEngagementClient({ baseUrl: BASE_URL, fetch: ctx.service.fetch, apiKey: key, retry: false })
    expect((await bot.incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 5 })).data).toEqual({ metric: 'xp', counter: 345, counters: [{ metric: 'xp', counter: 345 }], levelsReached: [], achievementsEarned: [] })
    // 345 → 505 crosses Core Builder's 500.
    expect((await bot.incrementMetrics({ entityId, userAddress: member, metrics: ['xp'], counts: [160] })).data).toEqual({ counters: [{ metric: 'xp', counter: 505 }], levelsReached: [{ level: 4, name: 'Core Builder' }], achievementsEarned: [] })
    expect(await bot.getUserMetrics({ entityId, userAddress: member })).toContainEqual({ metric: 'xp', counter: 505 })
    expect((await bot.listEntityMetrics({ entityId })).length).toBeGreaterThan(0)
    expect((await bot.getEntity({ entityId })).id).toBe(entityId)
    expect((await bot.listEntityUsers({ entityId })).length).toBe(9)
    expect((await bot.listLevels({ entityId })).length).toBeGreaterThan(0)
    expect((await bot.getLeaderboard({ entityId, metric: 'xp', limit: 1 })).rows).toHaveLength(1)
    // Who gave the points is recorded, and when the key was used last.
    const events = (await ctx.service.snapshot()).entities[entityId]!.events!
    expect(events.at(-1)).toMatchObject({ address: member, amount: 160, by: expect.stringMatching(/^key:/) })
    await expect.poll(async () => (await ctx.client('owner').listApiKeys({ entityId }))[0]?.lastUsedAt).toBe('2026-03-01T12:00:00.000Z')
    // The key goes to the service only as a header: never in a URL.
    const raw = await ctx.raw('POST', `/api/entities/${entityId}/users/${member}/metrics/xp`, { body: { count: 1 }, headers: bearer(key) })
    expect(raw.status).toBe(200)
  })

  it('cannot change levels, themes, the entity, members or profiles, nor touch another entity', async () => {
    const { key } = await newKey()
    const tries: [string, unknown][] = [
      [`/api/entities/${entityId}/levels`, { level: 9, xp: 9000 }],
      [`/api/entities/${entityId}/levels/1/update`, { xp: 1 }],
      [`/api/entities/${entityId}/levels/1/delete`, {}],
      [`/api/entities/${entityId}/themes`, { level: '1', title: 't', price: '0', backgroundImageIPFS: 'ipfs://x', horizontalLogoImageIPFS: 'ipfs://x', squareLogoImageIPFS: 'ipfs://x', backgroundColor: '#000' }],
      [`/api/entities/${entityId}/themes/default`, { themeId: 'aurora-theme-spark' }],
      [`/api/entities/${entityId}/update`, { name: 'Taken over', description: '', ownerAddresses: [member], twitter: '', discord: '', website: '', imageUrl: '' }],
      [`/api/entities/${entityId}/force-add`, { addresses: [member], Chain: 'base' }],
      [`/api/entities/${entityId}/metrics/aurora-xp/update`, { name: 'points', description: '', type: 'count' }],
      [`/api/entities/${entityId}/api-keys`, { name: 'another' }],
      [`/api/users/${member}`, { name: 'x' }],
    ]
    const before = await ctx.service.snapshot()
    for (const [path, body] of tries) {
      const reply = await ctx.raw('POST', path, { body, headers: bearer(key) })
      expect(reply.status, path).toBe(403)
    }
    expect((await ctx.raw('GET', `/api/entities/${entityId}/themes`, { headers: bearer(key) })).status).toBe(403)
    expect((await ctx.raw('GET', `/api/users/${member}`, { headers: bearer(key) })).status).toBe(403)
    const other = await ctx.raw('POST', `/api/entities/nebula-dao/users/${member}/metrics/xp`, { body: { count: 1 }, headers: bearer(key) })
    expect(other).toMatchObject({ status: 403, body: { error: { message: 'this API key belongs to another entity' } } })
    expect((await ctx.service.snapshot()).entities).toEqual(before.entities)
  })

  it('is refused at once once revoked, and an unknown key never works', async () => {
    const created = await newKey()
    const increment = () => ctx.raw('POST', `/api/entities/${entityId}/users/${member}/metrics/xp`, { body: { count: 1 }, headers: bearer(created.key) })
    expect((await increment()).status).toBe(200)
    expect(await ctx.client('owner').deleteApiKey({ entityId, keyId: created.id })).toEqual({ success: true })
    expect(await increment()).toMatchObject({ status: 401, body: { error: { code: 'unauthorized', message: 'the API key has been revoked' } } })
    expect(await ctx.client('owner').listApiKeys({ entityId })).toEqual([])
    await expectRefusedWrite(ctx.service, () => ctx.client('owner').deleteApiKey({ entityId, keyId: created.id }), 404)
    const unknown = await ctx.raw('GET', `/api/entities/${entityId}/metrics`, { headers: bearer(`ek_${'x'.repeat(40)}`) })
    expect(unknown).toMatchObject({ status: 401, body: { error: { message: 'the API key is not known' } } })
    expect(JSON.stringify(unknown.body)).not.toContain('xxxxxxxx')
  })
})
