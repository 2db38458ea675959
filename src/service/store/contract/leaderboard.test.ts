import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { addressOf, entityId, expectRefusal, useContract } from './setup.js'
import { people } from '../../seed/people.js'
import { computeLeaderboard } from '../../../core/leaderboard/computeLeaderboard.js'

const ctx = useContract()
type Row = { rank: number; address: string; value: number }
/** Ranks, addresses and values: what the tests compare (rows also carry the profile's name and picture). */
const plain = (rows: readonly Row[]) => rows.map(({ rank, address, value }) => ({ rank, address, value }))
const board = async (params: Record<string, unknown>) => {
  const result = await ctx.client('member').getLeaderboard({ entityId, metric: 'xp', ...params })
  return { ...result, rows: plain(result.rows), around: plain(result.around) }
}
const credit = async (at: string, user: string, count: number) => {
  ctx.setNow(at)
  await ctx.client('admin').incrementMetric({ entityId, userAddress: user, metric: 'xp', count })
}
const newcomer = (n: number) => getAddress(`0x${(0xb0a4d00 + n).toString(16).padStart(40, '0')}`)

describe('GET /api/entities/{entityId}/leaderboard', () => {
  it('ranks every member by counter, highest first, and answers what it ranked', async () => {
    await ctx.reseed((seed) => {
      seed.users[people.owner]!.profile.imageUrl = 'ipfs://bafybeiujzdegxdncf32epf3dhodzdocis2jhtlgmxgedn73u55xtplpft7'
    })
    const result = await board({ limit: 3 })
    const { rows: named } = await ctx.client('member').getLeaderboard({ entityId, metric: 'xp', limit: 3 })
    expect(named[0]).toMatchObject({ name: 'Maya Lindqvist', imageUrl: expect.stringMatching(/^ipfs:\/\//) })
    expect(result).toEqual({
      memberCount: 9,
      // Hiro has no counter: a member, not ranked yet.
      rankedCount: 8,
      metric: 'xp',
      period: 'all',
      from: null,
      to: null,
      rows: [
        { rank: 1, address: people.owner, value: 2350 },
        { rank: 2, address: people.admin, value: 1420 },
        { rank: 3, address: people.jonas, value: 780 },
      ],
      around: [],
    })
    expect(ctx.sent[0]).toMatchObject({ method: 'GET', path: `/api/entities/${entityId}/leaderboard`, query: { metric: 'xp', limit: '3' }, session: { address: addressOf.member } })
    // The member without a counter is last, at 0; a metric may be named by id too.
    const all = await board({ metric: 'aurora-xp', limit: 100 })
    expect(all.rows).toHaveLength(9)
    expect(all.rows.at(-1)).toEqual({ rank: 9, address: people.hiro, value: 0 })
  })

  it('shares ranks between ties (1, 1, 3), orders a tie by address in lower case, and pages stably', async () => {
    await ctx.reseed((seed) => {
      const counters = seed.entities[entityId]!.counters
      for (const address of [people.sofia, people.jonas, people.member]) counters[address]!['aurora-xp'] = 700
    })
    const { rows } = await board({ limit: 6 })
    const tied = [people.sofia, people.jonas, people.member].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
    expect(rows.map((row) => [row.rank, row.address, row.value])).toEqual([
      [1, people.owner, 2350],
      [2, people.admin, 1420],
      [3, tied[0], 700],
      [3, tied[1], 700],
      [3, tied[2], 700],
      [6, people.amara, 210],
    ])
    expect((await board({ limit: 4 })).rows.map((row) => row.address)).toEqual(rows.slice(0, 4).map((row) => row.address))
  })

  it('orders and ranks as the client\'s computeLeaderboard does over the same members (one ranking rule)', async () => {
    await ctx.reseed((seed) => {
      const counters = seed.entities[entityId]!.counters
      for (const address of [people.sofia, people.jonas, people.member, people.kwame]) counters[address]!['aurora-xp'] = 700
      counters[people.lena]!['aurora-xp'] = -3
    })
    const served = await board({ limit: 100 })
    const computed = await computeLeaderboard(ctx.client('member'), { entityId, metric: 'xp', limit: 100 })
    expect(plain(computed.rows)).toEqual(served.rows)
    expect(served.rows.map((row) => row.rank)).toEqual([1, 2, 3, 3, 3, 3, 7, 8, 9])
  })

  it('adds the asked member with two neighbours on each side, at the top, in the middle and at the bottom', async () => {
    // At the top the member is among the rows: nothing to add.
    expect((await board({ limit: 3, around: people.owner })).around).toEqual([])
    const middle = await board({ limit: 2, around: addressOf.member })
    expect(middle.around).toEqual([
      { rank: 3, address: people.jonas, value: 780 },
      { rank: 4, address: people.sofia, value: 560 },
      { rank: 5, address: people.member, value: 340 },
      { rank: 6, address: people.amara, value: 210 },
      { rank: 7, address: people.lena, value: 120 },
    ])
    // Right below the rows: the neighbours already shown are left out.
    expect((await board({ limit: 4, around: addressOf.member })).around.map((row) => row.rank)).toEqual([5, 6, 7])
    const bottom = await board({ limit: 2, around: people.hiro.toLowerCase() })
    expect(bottom.around).toEqual([
      { rank: 7, address: people.lena, value: 120 },
      { rank: 8, address: people.kwame, value: 45 },
      { rank: 9, address: people.hiro, value: 0 },
    ])
    // Someone who is no member has no place.
    expect((await board({ limit: 2, around: newcomer(1) })).around).toEqual([])
  })

  it('ranks members below 0 after those without a value', async () => {
    await ctx.client('admin').incrementMetric({ entityId, userAddress: people.kwame, metric: 'xp', count: -100 })
    const { rows } = await board({ limit: 9 })
    expect(rows.slice(-2)).toEqual([
      { rank: 8, address: people.hiro, value: 0 },
      { rank: 9, address: people.kwame, value: -55 },
    ])
    expect((await board({ limit: 1, around: people.kwame })).around.map((row) => row.rank)).toEqual([7, 8, 9])
  })

  it('counts as ranked only the members above 0, in a period too', async () => {
    ctx.setNow('2026-03-02T09:00:00Z')
    await ctx.client('admin').incrementMetric({ entityId, userAddress: people.kwame, metric: 'xp', count: -100 })
    expect((await board({ limit: 1 })).rankedCount).toBe(7)
    await ctx.client('admin').incrementMetric({ entityId, userAddress: addressOf.member, metric: 'xp', count: 5 })
    expect(await board({ period: 'day', limit: 1 })).toMatchObject({ memberCount: 9, rankedCount: 1 })
  })

  it('is read without a session for a public entity, with the rows it reads from (1, 8, 2 and 26) and the levels (21), a private one staying unknown', async () => {
    const anonymous = ctx.client(null)
    const signedIn = await ctx.client('member').getLeaderboard({ entityId, metric: 'xp', limit: 3 })
    const { around: _around, ...top } = signedIn
    expect(await anonymous.getLeaderboard({ entityId, metric: 'xp', limit: 3 })).toEqual({ ...top, around: [] })
    expect(ctx.sent.at(-1)).toMatchObject({ path: `/api/entities/${entityId}/leaderboard`, session: { address: undefined, signature: undefined } })
    expect((await anonymous.listEntityUsers({ entityId })).map((user) => user.address)).toContain(people.owner)
    expect((await anonymous.listEntityMetrics({ entityId })).map((metric) => metric.name)).toContain('xp')
    expect(await anonymous.getUserMetrics({ entityId, userAddress: people.owner })).toContainEqual({ metric: 'xp', counter: 2350 })
    // The levels to earn, for a visitor's first look at the community.
    expect((await anonymous.listLevels({ entityId })).map((level) => level.level)).toEqual((await ctx.client('member').listLevels({ entityId })).map((level) => level.level))
    // A profile without a session: its name and picture, never its contact fields.
    const profile = await anonymous.getProfile({ userAddress: people.owner })
    expect(profile.name).toBe('Maya Lindqvist')
    expect(profile.email).toBe('')
    await ctx.reseed((seed) => {
      seed.entities[entityId]!.entity.public = false
    })
    for (const read of [
      () => anonymous.getLeaderboard({ entityId, metric: 'xp' }),
      () => anonymous.listEntityUsers({ entityId }),
      () => anonymous.listEntityMetrics({ entityId }),
      () => anonymous.getUserMetrics({ entityId, userAddress: people.owner }),
      () => anonymous.listLevels({ entityId }),
    ]) {
      await expectRefusal(read(), 404)
    }
  })

  it('refuses an unknown metric, period or time zone, a bad limit or around (400, naming the field), an unknown entity (404)', async () => {
    for (const [query, field] of [
      ['metric=karma', 'metric'],
      ['metric=xp&period=year', 'period'],
      ['metric=xp&timeZone=Mars/Olympus_Mons', 'timeZone'],
      ['metric=xp&limit=101', 'limit'],
      ['metric=xp&limit=0', 'limit'],
      ['metric=xp&around=0x1234', 'around'],
      ['period=week', 'metric'],
    ] as const) {
      const reply = await ctx.raw('GET', `/api/entities/${entityId}/leaderboard?${query}`, { as: 'member' })
      expect(reply.status, query).toBe(400)
      expect(reply.body.error.message.startsWith(field), reply.body.error.message).toBe(true)
    }
    expect((await ctx.raw('GET', '/api/entities/no-such-guild/leaderboard?metric=xp', { as: 'member' })).status).toBe(404)
    expect((await ctx.raw('GET', `/api/entities/no-such-guild/leaderboard?metric=xp`)).status).toBe(404)
    await expectRefusal(ctx.client('member').getLeaderboard({ entityId: 'no-such-guild', metric: 'xp' }), 404)
  })
})

describe('boards of a day, a week, a month', () => {
  it('count a week in Europe/Paris with the clocks changing inside it, Monday to Monday local time', async () => {
    // Monday 23 March 2026 00:00 CET is 22 March 23:00 UTC; Monday 30 March 00:00 CEST is 29 March 22:00 UTC.
    await credit('2026-03-22T22:59:00Z', newcomer(1), 1000) // Sunday night, the week before
    await credit('2026-03-22T23:00:00Z', newcomer(2), 10) // the week's first minute
    await credit('2026-03-29T21:59:00Z', newcomer(2), 5) // its last, after the change to summer time
    await credit('2026-03-29T22:00:00Z', newcomer(3), 1000) // the next week
    ctx.setNow('2026-03-26T12:00:00Z')
    const week = await board({ period: 'week', timeZone: 'Europe/Paris', limit: 1 })
    expect(week).toMatchObject({ period: 'week', from: '2026-03-22T23:00:00.000Z', to: '2026-03-29T22:00:00.000Z' })
    expect(week.rows).toEqual([{ rank: 1, address: newcomer(2), value: 15 }])
    // The same moments in UTC fall into other weeks.
    const utc = await board({ period: 'week', limit: 2 })
    expect(utc).toMatchObject({ from: '2026-03-23T00:00:00.000Z', to: '2026-03-30T00:00:00.000Z' })
    expect(utc.rows).toEqual([
      { rank: 1, address: newcomer(3), value: 1000 },
      { rank: 2, address: newcomer(2), value: 5 },
    ])
  })

  it('count a day in Pacific/Tongatapu, 13 hours ahead of UTC', async () => {
    // 26 November 2026 in Tonga runs from 25 November 11:00 to 26 November 11:00 UTC.
    await credit('2026-11-25T10:59:00Z', newcomer(1), 7)
    await credit('2026-11-25T11:00:00Z', newcomer(2), 3)
    await credit('2026-11-26T10:59:00Z', newcomer(2), 4)
    ctx.setNow('2026-11-25T20:00:00Z')
    const day = await board({ period: 'day', timeZone: 'Pacific/Tongatapu', limit: 1 })
    expect(day).toMatchObject({ from: '2026-11-25T11:00:00.000Z', to: '2026-11-26T11:00:00.000Z' })
    expect(day.rows).toEqual([{ rank: 1, address: newcomer(2), value: 7 }])
  })

  it('count a month in America/New_York across the end of daylight saving time', async () => {
    // November 2026 in New York: 1 November 04:00 UTC (EDT) to 1 December 05:00 UTC (EST).
    await credit('2026-11-01T03:59:00Z', newcomer(1), 50)
    await credit('2026-11-01T04:00:00Z', newcomer(2), 20)
    await credit('2026-12-01T04:59:00Z', newcomer(2), 20)
    await credit('2026-12-01T05:00:00Z', newcomer(1), 50)
    ctx.setNow('2026-11-15T12:00:00Z')
    const month = await board({ period: 'month', timeZone: 'America/New_York', limit: 2 })
    expect(month).toMatchObject({ from: '2026-11-01T04:00:00.000Z', to: '2026-12-01T05:00:00.000Z' })
    expect(month.rows[0]).toEqual({ rank: 1, address: newcomer(2), value: 40 })
    expect(month.rows[1]).toMatchObject({ rank: 2, value: 0 })
  })

  it('rank a week like the counters: ties by address, around at the top, middle and bottom, none before those below 0', async () => {
    // A week with nothing of the demo's in it: Monday 7 June 2027.
    await credit('2027-06-07T08:00:00Z', newcomer(2), 30)
    await credit('2027-06-08T08:00:00Z', newcomer(1), 30)
    await credit('2027-06-08T09:00:00Z', addressOf.member, 20)
    await credit('2027-06-09T10:00:00Z', newcomer(3), 10)
    await credit('2027-06-10T10:00:00Z', people.kwame, -5)
    ctx.setNow('2027-06-11T12:00:00Z')
    const week: Record<string, number> = { [newcomer(1)]: 30, [newcomer(2)]: 30, [addressOf.member]: 20, [newcomer(3)]: 10, [people.kwame]: -5 }
    // Every member (the all-time board lists them all), ordered as a board orders them, with competition ranks.
    const members = (await board({ limit: 100 })).rows.map((row) => row.address)
    expect(members).toHaveLength(12)
    const ordered = members
      .map((address) => ({ address, value: week[address] ?? 0 }))
      .sort((a, b) => b.value - a.value || (a.address.toLowerCase() < b.address.toLowerCase() ? -1 : 1))
    const expected = ordered.map((entry) => ({ rank: 1 + ordered.findIndex((other) => other.value === entry.value), ...entry }))
    expect(expected.map((row) => row.rank)).toEqual([1, 1, 3, 4, 5, 5, 5, 5, 5, 5, 5, 12])
    expect((await board({ period: 'week', limit: 100 })).rows).toEqual(expected)
    for (const [limit, target] of [
      [1, newcomer(2)], // a tie at the top, the other half of it shown
      [2, addressOf.member],
      [2, expected[7]!.address], // the middle of those without an increment this week
      [3, people.kwame], // the bottom
    ] as const) {
      const at = expected.findIndex((row) => row.address === target)
      const around = expected.slice(Math.max(0, at - 2), at + 3).filter((_, index) => Math.max(0, at - 2) + index >= limit)
      expect((await board({ period: 'week', limit, around: target })).around, `around ${target} with ${limit} rows`).toEqual(around)
    }
  })

  it('place every member where the whole board puts them, with values spread widely, fractions and values below 0, in UTC and in Asia/Kolkata', async () => {
    // Wednesday 8 September 2027; the week in Kolkata (UTC+5:30) began on Sunday 5 September 18:30 UTC.
    const values: [string, number, string][] = [
      [newcomer(1), 1_234_567, '2027-09-06T08:00:00Z'],
      [newcomer(2), 1_234_000, '2027-09-06T09:00:00Z'],
      [newcomer(3), 1_234_999, '2027-09-07T09:00:00Z'],
      [newcomer(4), 999.5, '2027-09-07T10:00:00Z'],
      [newcomer(5), 1000, '2027-09-07T11:00:00Z'],
      [newcomer(6), -1500, '2027-09-08T08:00:00Z'],
      [newcomer(7), -1000.5, '2027-09-08T09:00:00Z'],
      [newcomer(8), 1_234_567, '2027-09-06T00:15:00Z'],
      // In Kolkata's week only, and in both.
      [newcomer(9), 5000, '2027-09-05T19:00:00Z'],
      [newcomer(2), 250_000, '2027-09-05T23:45:00Z'],
      [newcomer(4), 0.5, '2027-09-06T00:00:00Z'],
    ]
    for (const [address, count, at] of values) await credit(at, address, count)
    ctx.setNow('2027-09-08T10:00:00Z')
    for (const params of [{}, { period: 'week' }, { period: 'week', timeZone: 'Asia/Kolkata' }, { period: 'month' }, { period: 'day', timeZone: 'Asia/Kolkata' }]) {
      const whole = (await board({ ...params, limit: 100 })).rows
      expect(whole.map((row) => row.rank), JSON.stringify(params)).toEqual(whole.map((row) => 1 + whole.findIndex((other) => other.value === row.value)))
      for (const [at, row] of whole.entries()) {
        const around = whole.slice(Math.max(0, at - 2), at + 3).filter((_, index) => Math.max(0, at - 2) + index >= 1)
        expect((await board({ ...params, limit: 1, around: row.address })).around, `${JSON.stringify(params)} around ${row.address}`).toEqual(at === 0 ? [] : around)
      }
    }
    const kolkata = (await board({ period: 'week', timeZone: 'Asia/Kolkata', limit: 4 })).rows
    expect(kolkata).toEqual([
      { rank: 1, address: newcomer(2), value: 1_484_000 },
      { rank: 2, address: newcomer(3), value: 1_234_999 },
      { rank: 3, address: newcomer(1), value: 1_234_567 },
      { rank: 3, address: newcomer(8), value: 1_234_567 },
    ])
    const utc = await board({ period: 'week', limit: 100 })
    expect(utc.rows.find((row) => row.address === newcomer(9))).toMatchObject({ value: 0 })
    expect(utc.rows.find((row) => row.address === newcomer(4))).toMatchObject({ value: 1000 })
    expect(utc.rankedCount).toBe(6)
  })

  it('add up increments of several metrics at once, and corrections down, with who gave them recorded', async () => {
    ctx.setNow('2026-03-02T09:00:00Z')
    await ctx.client('admin').incrementMetrics({ entityId, userAddress: addressOf.member, metrics: ['xp', 'reviews', 'xp'], counts: [10, 1, 5] })
    await ctx.client('owner').incrementMetric({ entityId, userAddress: addressOf.member, metric: 'xp', count: -3 })
    const day = await board({ period: 'day', limit: 1 })
    expect(day.rows).toEqual([{ rank: 1, address: addressOf.member, value: 12 }])
    const events = (await ctx.service.snapshot()).entities[entityId]!.events!.filter((event) => event.at === '2026-03-02T09:00:00.000Z')
    expect(events).toEqual([
      { address: addressOf.member, metric: 'aurora-xp', amount: 15, at: '2026-03-02T09:00:00.000Z', by: addressOf.admin },
      { address: addressOf.member, metric: 'aurora-reviews', amount: 1, at: '2026-03-02T09:00:00.000Z', by: addressOf.admin },
      { address: addressOf.member, metric: 'aurora-xp', amount: -3, at: '2026-03-02T09:00:00.000Z', by: addressOf.owner },
    ])
  })
})

describe('GET /api/engagekit', () => {
  it('tells, without a session, the version and the extensions the service offers', async () => {
    expect(await ctx.client(null).getServiceInfo()).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), features: ['leaderboard', 'idempotency', 'api-keys', 'header-session', 'sign-out', 'uploads', 'realtime', 'webhooks', 'achievements', 'streaks', 'board-rules'] })
  })
})
