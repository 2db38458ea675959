import { describe, expect, it } from 'vitest'
import { defineAction } from '../../src/core/internal/defineAction.js'
import { defineEndpoint } from '../../src/core/internal/defineEndpoint.js'
import * as v from '../../src/core/internal/schema.js'
import { USER, client, failure, fetchDouble, json } from './fetchDouble.js'

// Definitions beyond the spec's shapes: a query under other names, a reshaped reply, a renamed and reshaped body.
const badgesSchema = v.array(v.object({ id: v.string(), earned: v.boolean() }))
const listBadges = defineAction(
  defineEndpoint({
    name: 'listBadges',
    method: 'GET',
    path: 'entities/:entityId/users/:userAddress/badges',
    input: { tag: v.optional(v.string()), limit: v.optional(v.number()) },
    query: { Tag: 'tag', limit: 'limit' },
    reply: badgesSchema,
    after: (badges) => badges.filter((badge) => badge.earned),
  }),
)
const claimSchema = v.object({ entityID: v.string(), count: v.number() })
const claimBadge = defineAction(
  defineEndpoint({
    name: 'claimBadge',
    method: 'POST',
    path: 'badges/:badgeId/claim',
    input: { entityId: v.string() },
    body: { schema: claimSchema, rename: { entityID: 'entityId' }, send: (body) => ({ ...body, count: String(body.count) }) },
    reply: v.object({ id: v.string() }),
  }),
)

describe('defineEndpoint and defineAction', () => {
  it('send a read as its definition says: path parameters encoded, query fields under their wire names, the reply checked and shaped', async () => {
    const fetch = fetchDouble(() => json({ success: true, data: [{ id: 'a', earned: true }, { id: 'b', earned: false }] }))
    const badges = await listBadges(client(fetch), { entityId: 'aurora guild', userAddress: USER, tag: 'gold', limit: 5 })
    expect(badges).toEqual([{ id: 'a', earned: true }])
    expect(fetch.url().pathname).toBe(`/api/entities/aurora%20guild/users/${USER}/badges`)
    expect(fetch.url().searchParams.get('Tag')).toBe('gold')
    expect(fetch.url().searchParams.get('limit')).toBe('5')
    expect(fetch.calls[0]!.method).toBe('GET')
  })

  it('leave out query fields that were not given', async () => {
    const fetch = fetchDouble(() => json({ success: true, data: [] }))
    await listBadges(client(fetch), { entityId: 'aurora-guild', userAddress: USER })
    expect(fetch.url().searchParams.has('Tag')).toBe(false)
  })

  it('check the parameters before sending, naming the endpoint and the field', async () => {
    const fetch = fetchDouble()
    const error = await failure(listBadges(client(fetch), { entityId: 'aurora-guild', userAddress: 'not-an-address' }), 'invalid-input')
    expect(error.message).toMatch(/^listBadges: userAddress/)
    expect(fetch.calls).toHaveLength(0)
  })

  it('refuse a reply that does not match the reply schema', async () => {
    const fetch = fetchDouble(() => json({ success: true, data: [{ id: 1 }] }))
    await failure(listBadges(client(fetch, { retry: false }), { entityId: 'aurora-guild', userAddress: USER }), 'invalid-response')
  })

  it('send a write with its body renamed and shaped, never retried', async () => {
    const fetch = fetchDouble(() => json({ success: false, error: { code: 'busy', message: 'Busy' } }, 503))
    await failure(claimBadge(client(fetch), { badgeId: 'gold', entityId: 'aurora-guild', count: 2 }), 'api')
    expect(fetch.calls).toHaveLength(1)
    expect(fetch.url().pathname).toBe('/api/badges/gold/claim')
    expect(await fetch.body()).toEqual({ entityID: 'aurora-guild', count: '2' })
  })

  it('resolve a write to its acknowledgement with the record it sent back', async () => {
    const fetch = fetchDouble(() => json({ success: true, data: { id: 'gold' } }))
    await expect(claimBadge(client(fetch), { badgeId: 'gold', entityId: 'aurora-guild', count: 1 })).resolves.toEqual({ success: true, data: { id: 'gold' } })
  })
})
