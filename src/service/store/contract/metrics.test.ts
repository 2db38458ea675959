import { describe, expect, it } from 'vitest'
import {
  addressOf,
  borrowed,
  entityId,
  expectInvalidInput,
  expectRefusal,
  expectRefusedWrite,
  forged,
  tamperBody,
  tamperPath,
  useContract,
  wallet,
} from './setup.js'

const ctx = useContract()
const member = addressOf.member
const counterOf = async (metric: string, user = member) =>
  (await ctx.client('member').getUserMetrics({ entityId, userAddress: user })).find((row) => row.metric === metric)?.counter

describe('row 1: listEntityMetrics', () => {
  it('lists the metrics of the entity', async () => {
    const metrics = await ctx.client('member').listEntityMetrics({ entityId })
    expect(metrics.map((metric) => metric.name)).toEqual(['xp', 'contributions', 'reviews', 'events_attended', 'quests_completed', 'referrals'])
    expect(metrics[0]).toEqual({ id: 'aurora-xp', name: 'xp', description: 'Experience points earned across the guild', type: 'points' })
    expect(ctx.sent[0]).toMatchObject({ method: 'GET', path: `/api/entities/${entityId}/metrics` })
  })

  it('refuses a wrong signature, another address’s signature and an unknown entity', async () => {
    await expectRefusal(ctx.client(forged('member')).listEntityMetrics({ entityId }), 401)
    await expectRefusal(ctx.client(borrowed(ctx, 'member', 'admin')).listEntityMetrics({ entityId }), 401)
    await expectRefusal(ctx.client('member').listEntityMetrics({ entityId: 'no-such-guild' }), 404)
  })
})

describe('row 2: getUserMetrics', () => {
  it('reads every counter of a user, 0 for those never incremented', async () => {
    const counters = await ctx.client('member').getUserMetrics({ entityId, userAddress: member.toLowerCase() })
    expect(counters).toEqual([
      { metric: 'xp', counter: 340 },
      { metric: 'contributions', counter: 12 },
      { metric: 'reviews', counter: 5 },
      { metric: 'events_attended', counter: 6 },
      { metric: 'quests_completed', counter: 8 },
      { metric: 'referrals', counter: 2 },
    ])
    const stranger = await ctx.client('member').getUserMetrics({ entityId, userAddress: wallet('stranger').address })
    expect(stranger.map((row) => row.counter)).toEqual([0, 0, 0, 0, 0, 0])
    expect(ctx.sent[0]?.path).toBe(`/api/entities/${entityId}/users/${member}/metrics`)
  })

  it('refuses a wrong signature and an unknown entity', async () => {
    await expectRefusal(ctx.client(forged('member')).getUserMetrics({ entityId, userAddress: member }), 401)
    await expectRefusal(ctx.client('member').getUserMetrics({ entityId: 'no-such-guild', userAddress: member }), 404)
  })

  it('refuses a malformed address: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('member').getUserMetrics({ entityId, userAddress: '0x1234' }), 'userAddress')
    const client = ctx.client('member', tamperPath(member, '0x1234'))
    const error = await expectRefusal(client.getUserMetrics({ entityId, userAddress: member }), 400)
    expect(error.serverMessage).toMatch(/^userAddress must be an EVM address/)
  })
})

describe('row 3: incrementMetric', () => {
  it('adds to a counter, by metric id or name, and the new value reads back', async () => {
    const admin = ctx.client('admin')
    const result = await admin.incrementMetric({ entityId, userAddress: member, metric: 'aurora-reviews', count: 2 })
    expect(result).toEqual({ success: true, data: { metric: 'reviews', counter: 7, counters: [{ metric: 'reviews', counter: 7 }], levelsReached: [], achievementsEarned: [] } })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: `/api/entities/${entityId}/users/${member}/metrics/aurora-reviews`, body: { count: '2' } })
    await ctx.client('owner').incrementMetric({ entityId, userAddress: member, metric: 'XP', count: '10' })
    await admin.incrementMetric({ entityId, userAddress: member, metric: 'referrals', count: -1 })
    expect(await counterOf('reviews')).toBe(7)
    expect(await counterOf('xp')).toBe(350)
    expect(await counterOf('referrals')).toBe(1)
  })

  it('accepts every finite count the client accepts, whatever its written form', async () => {
    const admin = ctx.client('admin')
    await admin.incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 1e-7 })
    expect(ctx.sent[0]?.body).toEqual({ count: '1e-7' })
    expect(await counterOf('xp')).toBeCloseTo(340.0000001, 9)
    await admin.incrementMetrics({ entityId, userAddress: member, metrics: ['xp'], counts: [' 2E+3 '] })
    expect(await counterOf('xp')).toBeCloseTo(2340.0000001, 9)
  })

  it('makes a user who is not a member yet join the entity', async () => {
    const newcomer = wallet('newcomer').address
    await ctx.client('admin').incrementMetric({ entityId, userAddress: newcomer.toLowerCase(), metric: 'xp', count: 5 })
    expect(await counterOf('xp', newcomer)).toBe(5)
    const users = await ctx.client('member').listEntityUsers({ entityId })
    expect(users.at(-1)).toMatchObject({ address: newcomer, role: 'member', chain: 'ethereum' })
  })

  it('refuses a member, a wrong signature, an unknown metric or entity, and changes nothing', async () => {
    const increment = { entityId, userAddress: member, metric: 'xp', count: 1 }
    await expectRefusedWrite(ctx.service, () => ctx.client('member').incrementMetric(increment), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).incrementMetric(increment), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client(borrowed(ctx, 'admin', 'member')).incrementMetric(increment), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').incrementMetric({ ...increment, metric: 'karma' }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').incrementMetric({ ...increment, entityId: 'no-such-guild' }), 404)
  })

  it('refuses a count that is not a number: the client before sending, the sandbox with 400', async () => {
    const increment = { entityId, userAddress: member, metric: 'xp', count: 'lots' }
    await expectInvalidInput(ctx, () => ctx.client('admin').incrementMetric(increment), 'count')
    const client = ctx.client('admin', tamperBody(() => ({ count: 'lots' })))
    const error = await expectRefusedWrite(ctx.service, () => client.incrementMetric({ ...increment, count: 1 }), 400)
    expect(error.serverMessage).toBe('count must be a number')
    // The input is checked before the records it names: a bad count is reported before an unknown metric.
    await expectRefusedWrite(ctx.service, () => client.incrementMetric({ ...increment, metric: 'karma', count: 1 }), 400)
  })
})

describe('row 4: incrementMetrics', () => {
  it('adds to several counters at once and returns each new value', async () => {
    const result = await ctx.client('admin').incrementMetrics({ entityId, userAddress: member, metrics: ['xp', 'aurora-reviews', 'xp'], counts: [10, '2', 5] })
    expect(result).toEqual({ success: true, data: { counters: [{ metric: 'xp', counter: 355 }, { metric: 'reviews', counter: 7 }], levelsReached: [], achievementsEarned: [] } })
    expect(ctx.sent[0]).toMatchObject({ path: `/api/entities/${entityId}/users/${member}/metrics`, body: { metrics: ['xp', 'aurora-reviews', 'xp'], counts: ['10', '2', '5'] } })
    expect(await counterOf('xp')).toBe(355)
    expect(await counterOf('reviews')).toBe(7)
  })

  it('is all or nothing: one unknown metric is a 404 and no counter moves', async () => {
    const error = await expectRefusedWrite(
      ctx.service,
      () => ctx.client('admin').incrementMetrics({ entityId, userAddress: member, metrics: ['xp', 'karma'], counts: [10, 1] }),
      404,
    )
    expect(error.serverMessage).toContain('karma')
    expect(await counterOf('xp')).toBe(340)
  })

  it('refuses a member, a wrong signature and an unknown entity', async () => {
    const increment = { entityId, userAddress: member, metrics: ['xp'], counts: [1] }
    await expectRefusedWrite(ctx.service, () => ctx.client('member').incrementMetrics(increment), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('owner')).incrementMetrics(increment), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('owner').incrementMetrics({ ...increment, entityId: 'no-such-guild' }), 404)
  })

  it('refuses lists of different lengths: the client before sending, the sandbox with 400', async () => {
    const increment = { entityId, userAddress: member, metrics: ['xp', 'reviews'], counts: [1] }
    await expectInvalidInput(ctx, () => ctx.client('admin').incrementMetrics(increment), 'counts')
    const client = ctx.client('admin', tamperBody((body) => ({ ...body, counts: ['1'] })))
    const error = await expectRefusedWrite(ctx.service, () => client.incrementMetrics({ ...increment, counts: [1, 1] }), 400)
    expect(error.serverMessage).toBe('counts must have one count per metric')
  })
})

describe('row 5: updateMetric', () => {
  const update = { entityId, metricId: 'aurora-reviews', name: 'code_reviews', description: 'Reviews of pull requests', type: 'count' }

  it('changes the definition; the metric keeps its id and its counters', async () => {
    const result = await ctx.client('admin').updateMetric(update)
    expect(result.data).toEqual({ id: 'aurora-reviews', name: 'code_reviews', description: 'Reviews of pull requests', type: 'count' })
    expect(ctx.sent[0]).toMatchObject({ path: `/api/entities/${entityId}/metrics/aurora-reviews/update`, session: { address: addressOf.admin } })
    const metrics = await ctx.client('member').listEntityMetrics({ entityId })
    expect(metrics.find((metric) => metric.id === 'aurora-reviews')?.name).toBe('code_reviews')
    expect(await counterOf('code_reviews')).toBe(5)
  })

  it('takes the signature alone, without address', async () => {
    const { signature } = ctx.sessions.owner
    const reply = await ctx.raw('POST', `/api/entities/${entityId}/metrics/reviews/update?signature=${signature}`, { body: { ...update, name: 'peer_reviews' } })
    expect(reply).toMatchObject({ status: 200, body: { success: true, data: { id: 'aurora-reviews', name: 'peer_reviews' } } })
  })

  it('refuses a member, a wrong signature, an unknown metric or entity, a taken name, and changes nothing', async () => {
    await expectRefusedWrite(ctx.service, () => ctx.client('member').updateMetric(update), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).updateMetric(update), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateMetric({ ...update, metricId: 'karma' }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateMetric({ ...update, entityId: 'no-such-guild' }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateMetric({ ...update, name: 'XP' }), 409)
  })

  it('refuses a blank name: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').updateMetric({ ...update, name: '  ' }), 'name')
    const client = ctx.client('admin', tamperBody((body) => ({ ...body, name: '  ' })))
    const error = await expectRefusedWrite(ctx.service, () => client.updateMetric(update), 400)
    expect(error.serverMessage).toBe('name is required')
  })
})
