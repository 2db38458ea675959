import { describe, expect, it } from 'vitest'
import { createEngagementClient } from '../../../core/createEngagementClient.js'
import { createMetricTracker, type TrackerDelivery } from '../../../tracker/index.js'
import { addressOf, BASE_URL, entityId, expectRefusedWrite, NOW, tamperBody, useContract, wallet } from './setup.js'

const ctx = useContract()
const member = addressOf.member
const admin = addressOf.admin
const eventsOf = (after = 0) => ctx.service.events(entityId, after)
/** The events as a reader sees them, without their ids (checked apart: they only grow). */
const told = async () => (await eventsOf()).map(({ id: _id, ...event }) => event)
const increment = (counter: number, count: number, by: string, address = member) => ({
  type: 'metric.incremented',
  entityId,
  at: NOW,
  subject: address,
  audience: 'entity',
  data: { address, metricId: 'aurora-xp', metric: 'xp', count, counter, by },
})
const later = (days: number) => new Date(Date.parse(NOW) + days * 86_400_000).toISOString()

// The demo member has 340 XP; Aurora's levels start at 0, 100, 250, 500 (Core Builder), 1000 (Steward) and 2000 (Luminary).

describe('what an increment changed (rows 3 and 4)', () => {
  it('row 3 answers the new counter, the counters moved and the level crossed, and tells each as an event', async () => {
    const result = await ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 200 })
    expect(result).toEqual({ success: true, data: { metric: 'xp', counter: 540, counters: [{ metric: 'xp', counter: 540 }], levelsReached: [{ level: 4, name: 'Core Builder' }], achievementsEarned: [] } })
    expect(await told()).toEqual([
      increment(540, 200, admin),
      { type: 'level.reached', entityId, at: NOW, subject: member, audience: 'entity', data: { address: member, level: 4, name: 'Core Builder' } },
    ])
  })

  it('row 4 answers every counter it moved and every level crossed, lowest first; none when no threshold is crossed', async () => {
    const quiet = await ctx.client('admin').incrementMetrics({ entityId, userAddress: member, metrics: ['reviews', 'xp'], counts: [1, 10] })
    expect(quiet.data).toEqual({ counters: [{ metric: 'reviews', counter: 6 }, { metric: 'xp', counter: 350 }], levelsReached: [], achievementsEarned: [] })
    const leap = await ctx.client('owner').incrementMetrics({ entityId, userAddress: member, metrics: ['xp', 'xp'], counts: [1000, 650] })
    expect(leap.data).toEqual({
      counters: [{ metric: 'xp', counter: 2000 }],
      levelsReached: [
        { level: 4, name: 'Core Builder' },
        { level: 5, name: 'Steward' },
        { level: 6, name: 'Luminary' },
      ],
      achievementsEarned: [],
    })
    const events = await eventsOf()
    expect(events.map((event) => event.type)).toEqual(['metric.incremented', 'metric.incremented', 'metric.incremented', 'level.reached', 'level.reached', 'level.reached'])
    expect(events[0]).toMatchObject({ data: { metric: 'reviews', count: 1, counter: 6, by: admin } })
    // A metric named twice is one event with the sum of its counts.
    expect(events[2]).toMatchObject({ data: { metric: 'xp', count: 1650, counter: 2000, by: addressOf.owner } })
    const ids = events.map((event) => event.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    // Read after a cursor: only what came after it.
    expect((await eventsOf(ids[2])).map((event) => event.id)).toEqual(ids.slice(3))
  })

  it('a correction down reaches no level, and XP climbing back past a threshold reaches it again', async () => {
    const down = await ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: -100 })
    expect(down.data?.levelsReached).toEqual([])
    const up = await ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 20 })
    expect(up.data?.levelsReached).toEqual([{ level: 3, name: 'Builder' }])
  })

  it('a newcomer joins: member.joined comes before their first increment', async () => {
    const newcomer = wallet('first increment').address
    await ctx.client('admin').incrementMetric({ entityId, userAddress: newcomer, metric: 'xp', count: 120 })
    const [joined, incremented, reached] = await told()
    expect(joined).toEqual({ type: 'member.joined', entityId, at: NOW, subject: newcomer, audience: 'entity', data: { address: newcomer, chain: 'ethereum', tokenId: 10 } })
    expect(incremented).toEqual(increment(120, 120, admin, newcomer))
    // Level 1's threshold is 0: a member has it from the start. 120 passes level 2's.
    expect(reached).toMatchObject({ type: 'level.reached', data: { level: 2, name: 'Contributor' } })
  })

  it('an API key increment answers the same and records the key as the giver', async () => {
    const { data: key } = await ctx.client('owner').createApiKey({ entityId, name: 'CI' })
    const bot = createEngagementClient({ baseUrl: BASE_URL, fetch: ctx.service.fetch, apiKey: key!.key, retry: false })
    const { data } = await bot.incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 160 })
    expect(data).toEqual({ metric: 'xp', counter: 500, counters: [{ metric: 'xp', counter: 500 }], levelsReached: [{ level: 4, name: 'Core Builder' }], achievementsEarned: [] })
    expect((await told())[0]).toEqual(increment(500, 160, `key:${key!.id}`))
  })

  it("the tracker's delivered batches carry what they changed, and their events name the tracker's account", async () => {
    const delivered: TrackerDelivery[] = []
    const tracker = createMetricTracker({ client: ctx.client('admin'), entityId, flushIntervalMs: 60_000, onDelivered: (delivery) => delivered.push(delivery) })
    await tracker.track(member, 'xp', 100)
    await tracker.track(member, 'xp', 60)
    await tracker.close()
    expect(delivered).toEqual([
      { userAddress: member.toLowerCase(), metrics: ['xp'], counts: [160], result: { counters: [{ metric: 'xp', counter: 500 }], levelsReached: [{ level: 4, name: 'Core Builder' }], achievementsEarned: [] } },
    ])
    expect((await told()).map((event) => event.type)).toEqual(['metric.incremented', 'level.reached'])
    expect((await told())[0]).toEqual(increment(500, 160, admin))
  })
})

describe('increments at once', () => {
  it("of one member's counter: each answers its own value, the counter ends at the sum, and the events tell the values in order", async () => {
    const answers = await Promise.all(Array.from({ length: 16 }, () => ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 3 })))
    // The member has 340 XP: 16 × 3 more reach no level; the increment after them reaches Core Builder at 500.
    expect(answers.map((answer) => answer.data!.counter).sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, index) => 343 + 3 * index))
    expect(answers.flatMap((answer) => answer.data!.levelsReached)).toEqual([])
    const crossing = await ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 200 })
    expect(crossing.data).toMatchObject({ counter: 588, levelsReached: [{ level: 4, name: 'Core Builder' }] })
    expect((await ctx.client('member').getUserMetrics({ entityId, userAddress: member })).find((metric) => metric.metric === 'xp')?.counter).toBe(588)
    const events = await eventsOf()
    const counters = events.filter((event) => event.type === 'metric.incremented').map((event) => (event.data as { counter: number }).counter)
    expect(counters).toEqual([...Array.from({ length: 16 }, (_, index) => 343 + 3 * index), 588])
    expect(events.filter((event) => event.type === 'level.reached')).toHaveLength(1)
  })
})

describe('events of the other changes', () => {
  it('force-add tells of each member added, and of nobody already a member', async () => {
    const [first, second] = [wallet('force one').address, wallet('force two').address]
    await ctx.client('admin').forceAddUsers({ entityId, addresses: [first, member, second], chain: 'base' })
    expect(await told()).toEqual([
      { type: 'member.joined', entityId, at: NOW, subject: first, audience: 'entity', data: { address: first, chain: 'base', tokenId: 10 } },
      { type: 'member.joined', entityId, at: NOW, subject: second, audience: 'entity', data: { address: second, chain: 'base', tokenId: 11 } },
    ])
  })

  it('an entity update names the fields that changed and the new version; a new owner joins first', async () => {
    const entity = await ctx.client(null).getEntity({ entityId })
    const version = entity.__v ?? 0
    const newOwner = wallet('new owner').address
    const update = { entityId, name: 'Aurora Builders', description: entity.description, ownerAddresses: [...entity.ownerAddress, newOwner], twitter: entity.twitter, discord: entity.discord, website: entity.website, imageUrl: entity.imageURL }
    await ctx.client('owner').updateEntity(update)
    const [joined, updated] = await told()
    expect(joined).toMatchObject({ type: 'member.joined', data: { address: newOwner } })
    expect(updated).toEqual({ type: 'entity.updated', entityId, at: NOW, subject: null, audience: 'entity', data: { fields: ['name', 'ownerAddress'], version: version + 1 } })
    await ctx.client('admin').setDefaultTheme({ entityId, themeId: 'aurora-theme-current' })
    expect((await told())[2]).toMatchObject({ type: 'entity.updated', data: { fields: ['defaultDyNftThemeId'], version: version + 2 } })
  })

  it('a profile update names the fields that changed, never their values, in each entity of the user', async () => {
    const profile = await ctx.client('member').getProfile({ userAddress: member })
    await ctx.client('member').updateProfile({ ...profile, userAddress: member, name: 'Priya N.', email: 'priya@example.org' })
    const data = { address: member, fields: ['name', 'email'] }
    expect(await told()).toEqual([{ type: 'profile.updated', entityId, at: NOW, subject: member, audience: 'entity', data }])
    expect(JSON.stringify(await eventsOf())).not.toContain('priya@example.org')
    // Nothing changed, nothing told.
    await ctx.client('member').updateProfile({ ...profile, userAddress: member, name: 'Priya N.', email: 'priya@example.org' })
    expect(await eventsOf()).toHaveLength(1)
  })
})

describe('a refused change has no event', () => {
  it('a 403, a 400, a 404 and a half-known batch write no event', async () => {
    const xp = { entityId, userAddress: member, metric: 'xp', count: 1 }
    await expectRefusedWrite(ctx.service, () => ctx.client('member').incrementMetric(xp), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin', tamperBody(() => ({ count: 'lots' }))).incrementMetric(xp), 400)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').incrementMetrics({ entityId, userAddress: member, metrics: ['xp', 'karma'], counts: [500, 1] }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('member').forceAddUsers({ entityId, addresses: [wallet('nobody').address], chain: 'base' }), 403)
    // Past the largest counter: refused whole, the newcomer not joined either.
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').incrementMetric({ ...xp, userAddress: wallet('huge').address, count: 2 ** 54 }), 400)
    expect(await eventsOf()).toEqual([])
  })

  it('a write sent again with its Idempotency-Key is answered as before and told once', async () => {
    const path = `/api/entities/${entityId}/users/${member}/metrics/xp`
    const headers = { 'idempotency-key': 'award-9' }
    const first = await ctx.raw('POST', path, { as: 'admin', body: { count: 200 }, headers })
    const again = await ctx.raw('POST', path, { as: 'admin', body: { count: 200 }, headers })
    expect(again.body).toEqual(first.body)
    expect(again.body.data.levelsReached).toEqual([{ level: 4, name: 'Core Builder' }])
    expect((await told()).map((event) => event.type)).toEqual(['metric.incremented', 'level.reached'])
  })
})

describe('retention', () => {
  it('keeps events 7 days, then removes them as later writes come; ids keep growing', async () => {
    const xp = { entityId, userAddress: member, metric: 'xp', count: 1 }
    await ctx.client('admin').incrementMetric(xp)
    ctx.setNow(later(6))
    await ctx.client('admin').incrementMetric(xp)
    const kept = await eventsOf()
    expect(kept.map((event) => event.at)).toEqual([NOW, later(6)])
    ctx.setNow(later(7.5))
    await ctx.client('admin').incrementMetric(xp)
    const after = await eventsOf()
    expect(after.map((event) => event.at)).toEqual([later(6), later(7.5)])
    expect(after[0]!.id).toBe(kept[1]!.id)
    expect(after[1]!.id).toBeGreaterThan(kept[1]!.id)
  })
})
