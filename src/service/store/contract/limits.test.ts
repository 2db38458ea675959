import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { resolveLimits } from '../../limits.js'
import { addressOf, entityId, expectRefusedWrite, useContract } from './setup.js'

// The demo entity has nine members; the cap leaves room for exactly one more.
const ctx = useContract({ limits: { ...resolveLimits(), maxMembersPerEntity: 10 } })
const member = addressOf.member
const newcomer = (n: number) => getAddress(`0x${(0xabc000 + n).toString(16).padStart(40, '0')}`)

async function counter(metric: string, user = member) {
  const counters = await ctx.client('admin').getUserMetrics({ entityId, userAddress: user })
  return counters.find((entry) => entry.metric === metric)?.counter
}

describe('counters stay exact', () => {
  it('refuses a count that would take a counter past ±(2^53 − 1), and an increment of several moves none', async () => {
    const error = await expectRefusedWrite(ctx.service, () => ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: Number.MAX_SAFE_INTEGER }), 400)
    expect(error.serverMessage).toBe('count would take the counter xp beyond ±9007199254740991, the largest a counter holds exactly')
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: -Number.MAX_SAFE_INTEGER - 341 }), 400)
    // The first metric alone would be fine: the second one's refusal takes it back.
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').incrementMetrics({ entityId, userAddress: member, metrics: ['reviews', 'xp'], counts: [1, 1e300] }), 400)
    expect(await counter('reviews')).toBe(5)
  })

  it('keeps the largest counter there is, and fractions, as they were sent', async () => {
    const top = await ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: Number.MAX_SAFE_INTEGER - 340 })
    expect(top.data).toMatchObject({ metric: 'xp', counter: Number.MAX_SAFE_INTEGER })
    await ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'reviews', count: '0.25' })
    expect(await counter('reviews')).toBe(5.25)
    expect(await counter('xp')).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('adds every increment of many sent at once', async () => {
    const admin = ctx.client('admin')
    await Promise.all(Array.from({ length: 40 }, () => admin.incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 1 })))
    await Promise.all(Array.from({ length: 10 }, () => admin.incrementMetrics({ entityId, userAddress: member, metrics: ['xp', 'reviews'], counts: [2, 1] })))
    expect(await counter('xp')).toBe(340 + 40 + 20)
    expect(await counter('reviews')).toBe(5 + 10)
  })
})

describe('the members cap', () => {
  it('lets one more member in, and refuses a force-add past the cap whole (409, nobody joins)', async () => {
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').forceAddUsers({ entityId, addresses: [newcomer(1), newcomer(2)], chain: 'base' }), 409)
    const added = await ctx.client('admin').forceAddUsers({ entityId, addresses: [newcomer(1), member], chain: 'base' })
    expect(added.data).toEqual([{ address: newcomer(1), role: 'member', chain: 'base', joinedAt: expect.any(String), hiddenFromBoards: false }])
    const error = await expectRefusedWrite(ctx.service, () => ctx.client('admin').incrementMetric({ entityId, userAddress: newcomer(2), metric: 'xp', count: 1 }), 409)
    expect(error.serverMessage).toBe(`entity ${entityId} would have more than 10 members, the most this service keeps`)
  })

  it('gives members joining at the same moment one place each', async () => {
    await ctx.reseed((seed) => {
      seed.entities[entityId]!.members.splice(6)
    })
    const admin = ctx.client('admin')
    const joining = [1, 2, 3, 4].map(newcomer)
    await Promise.all(joining.map((address) => admin.incrementMetric({ entityId, userAddress: address, metric: 'xp', count: 1 })))
    const members = await admin.listEntityUsers({ entityId })
    expect(members.map((entry) => entry.address).slice(6).sort()).toEqual([...joining].sort())
    const snapshot = await ctx.service.snapshot()
    expect(snapshot.entities[entityId]!.members).toHaveLength(10)
  })
})
