import { describe, expect, it } from 'vitest'
import { addressOf, entityId, useContract } from './setup.js'

const ctx = useContract()
const member = addressOf.member
const xpPath = `/api/entities/${entityId}/users/${member}/metrics/xp`
const batchPath = `/api/entities/${entityId}/users/${member}/metrics`
const keyed = (key: string) => ({ 'idempotency-key': key })
const xp = async () => (await ctx.client('admin').getUserMetrics({ entityId, userAddress: member })).find((entry) => entry.metric === 'xp')?.counter

describe('Idempotency-Key on rows 3 and 4', () => {
  it('answers a write sent again with its key with the first answer, marked replayed, and counts it once', async () => {
    const first = await ctx.raw('POST', xpPath, { as: 'admin', body: { count: 5 }, headers: keyed('award-42') })
    expect(first).toMatchObject({ status: 200, body: { success: true, data: { metric: 'xp', counter: 345 } } })
    expect(first.headers.get('idempotent-replayed')).toBeNull()
    // Its answer was lost on the way, say: the same request again.
    const again = await ctx.raw('POST', xpPath, { as: 'admin', body: { count: 5 }, headers: keyed('award-42') })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await xp()).toBe(345)
    // Row 4 too, with the body's keys in another order.
    const batch = { metrics: ['xp', 'reviews'], counts: [1, 2] }
    const once = await ctx.raw('POST', batchPath, { as: 'admin', body: batch, headers: keyed('batch-7') })
    const twice = await ctx.raw('POST', batchPath, { as: 'admin', body: { counts: [1, 2], metrics: ['xp', 'reviews'] }, headers: keyed('batch-7') })
    expect(twice.body).toEqual(once.body)
    expect(twice.headers.get('idempotent-replayed')).toBe('true')
    expect(await xp()).toBe(346)
  })

  it('refuses the same key with another body (409) and changes nothing', async () => {
    await ctx.raw('POST', xpPath, { as: 'admin', body: { count: 5 }, headers: keyed('k') })
    const before = await ctx.service.snapshot()
    const other = await ctx.raw('POST', xpPath, { as: 'admin', body: { count: 6 }, headers: keyed('k') })
    expect(other).toMatchObject({ status: 409, body: { success: false, error: { code: 'conflict' } } })
    expect(other.body.error.message).toMatch(/Idempotency-Key was used for another request/)
    const elsewhere = await ctx.raw('POST', `/api/entities/${entityId}/users/${addressOf.owner}/metrics/xp`, { as: 'admin', body: { count: 5 }, headers: keyed('k') })
    expect(elsewhere.status).toBe(409)
    expect(await ctx.service.snapshot()).toEqual(before)
  })

  it('keeps keys apart per caller, keeps them across a restart, and forgets them after 24 hours', async () => {
    await ctx.raw('POST', xpPath, { as: 'admin', body: { count: 1 }, headers: keyed('shared') })
    await ctx.raw('POST', xpPath, { as: 'owner', body: { count: 1 }, headers: keyed('shared') })
    expect(await xp()).toBe(342)
    // The service stops and starts again from what it stored.
    await ctx.service.reload(await ctx.service.snapshot())
    const replay = await ctx.raw('POST', xpPath, { as: 'admin', body: { count: 1 }, headers: keyed('shared') })
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(await xp()).toBe(342)
    ctx.setNow('2026-03-02T12:00:01.000Z')
    const later = await ctx.raw('POST', xpPath, { as: 'admin', body: { count: 1 }, headers: keyed('shared') })
    expect(later.headers.get('idempotent-replayed')).toBeNull()
    expect(await xp()).toBe(343)
  })

  it('does not keep a refusal: the same key works once the request can succeed', async () => {
    const refused = await ctx.raw('POST', `/api/entities/${entityId}/users/${member}/metrics/karma`, { as: 'admin', body: { count: 1 }, headers: keyed('retry-me') })
    expect(refused.status).toBe(404)
    const forbidden = await ctx.raw('POST', xpPath, { as: 'member', body: { count: 1 }, headers: keyed('retry-me') })
    expect(forbidden.status).toBe(403)
    expect((await ctx.raw('POST', xpPath, { as: 'admin', body: { count: 1 }, headers: keyed('retry-me') })).status).toBe(200)
    expect(await xp()).toBe(341)
  })

  it('refuses a key that is empty, too long or not printable ASCII (400) and changes nothing', async () => {
    const before = await ctx.service.snapshot()
    for (const key of ['x'.repeat(256), 'tab\there', 'café']) {
      const reply = await ctx.raw('POST', xpPath, { as: 'admin', body: { count: 1 }, headers: { 'idempotency-key': key } })
      expect(reply.status, key).toBe(400)
      expect(reply.body.error.message).toBe('Idempotency-Key must be 1 to 255 printable ASCII characters')
    }
    expect(await ctx.service.snapshot()).toEqual(before)
  })

  it('counts a key sent twice at once only once', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => ctx.raw('POST', xpPath, { as: 'admin', body: { count: 10 }, headers: keyed('burst') })))
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === 'true')).toHaveLength(5)
    expect(await xp()).toBe(350)
  })
})
