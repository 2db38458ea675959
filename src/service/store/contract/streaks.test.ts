import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it } from 'vitest'
import { getStreakQueryKey, getStreakQueryOptions } from '../../../query/index.js'
import { useSetStreak } from '../../../react/hooks/useSetStreak.js'
import { useStreak } from '../../../react/hooks/useStreak.js'
import type { StreakDefinition } from '../../../core/schemas/streakWrite.js'
import { people } from '../../seed/people.js'
import { addressOf, entityId, expectRefusal, expectRefusedWrite, NOW, tamperBody, useContract } from './setup.js'

const ctx = useContract()
const member = addressOf.member
const daily: StreakDefinition = { metric: 'xp', frequency: 'daily', freezes: { initial: 0, earnEveryDays: 0, max: 0 } }

/** Sets the entity's streak as its owner. */
const setStreak = (streak: StreakDefinition | null) => ctx.client('owner').setStreak({ entityId, streak })
/** One XP for the member at `iso`: what the answer says the streak did. */
async function incrementAt(iso: string, count = 1) {
  ctx.setNow(iso)
  return (await ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count })).data?.streak
}
/** The member's streak as anyone reads it at `iso`. */
async function readAt(iso: string, address = member) {
  ctx.setNow(iso)
  return ctx.client(null).getStreak({ entityId, userAddress: address })
}
/** Starts over with the member (and the entity, when given) in these time zones. */
const zones = (memberZone: string | undefined, entityZone?: string) =>
  ctx.reseed((seed) => {
    if (memberZone) seed.users[member]!.profile.timeZone = memberZone
    if (entityZone) seed.entities[entityId]!.entity.timeZone = entityZone
  })
const streakEvents = async () => (await ctx.service.events(entityId)).filter(({ type }) => type.startsWith('streak.')).map(({ type, data, at }) => ({ type, data, at }))

describe("the demo community's streak", () => {
  it('is a quest a day, and its members have streaks of various lengths, one lapsed and one kept by a freeze', async () => {
    expect((await ctx.client(null).getEntity({ entityId })).streak).toEqual({ metric: 'quests_completed', metricId: 'aurora-quests', frequency: 'daily', freezes: { initial: 1, earnEveryDays: 7, max: 3 } })
    const lengths = await Promise.all([people.owner, member, people.jonas, people.kwame, people.sofia].map(async (address) => (await readAt(NOW, address)).length))
    expect(lengths).toEqual([12, 3, 30, 0, 8])
    expect(await readAt(NOW, people.sofia)).toMatchObject({ freezes: 0, history: ['missed', 'extended', 'extended', 'extended', 'extended', 'extended', 'extended', 'extended', 'extended', 'frozen'] })
    // The demo member's quest today extends their streak.
    const quest = await ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'quests_completed', count: 1 })
    expect(quest.data?.streak).toEqual({ length: 4, extended: true })
  })
})

describe('setStreak', () => {
  it("sets the entity's streak, shown on its record, and turns it off with null", async () => {
    const result = await setStreak({ metric: 'XP', frequency: 'weekly', freezes: { initial: 1, earnEveryDays: 7, max: 3 } })
    const streak = { metric: 'xp', metricId: 'aurora-xp', frequency: 'weekly', freezes: { initial: 1, earnEveryDays: 7, max: 3 } }
    expect(result.data).toMatchObject({ id: entityId, streak })
    expect((await ctx.client(null).getEntity({ entityId })).streak).toEqual(streak)
    const events = await ctx.service.events(entityId)
    expect(events.at(-1)).toMatchObject({ type: 'entity.updated', data: { fields: ['streak'] } })
    await setStreak(null)
    expect((await ctx.client(null).getEntity({ entityId })).streak).toBeUndefined()
  })

  it('takes the definition itself as the body, and a JSON null body turns it off', async () => {
    const set = await ctx.raw('POST', `/api/entities/${entityId}/streak`, { as: 'owner', body: daily })
    expect(set.status).toBe(200)
    expect(set.body.data.streak).toMatchObject({ metric: 'xp', frequency: 'daily' })
    const off = await ctx.raw('POST', `/api/entities/${entityId}/streak`, { as: 'owner', body: null })
    expect(off.status).toBe(200)
    expect(off.body.data.streak).toBeUndefined()
  })

  it('is for owners only: an admin and a member are forbidden, and nothing changes', async () => {
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').setStreak({ entityId, streak: daily }), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client('member').setStreak({ entityId, streak: null }), 403)
  })

  it('refuses an unknown metric, a frequency other than daily or weekly, and freezes that do not add up', async () => {
    const unknown = await expectRefusedWrite(ctx.service, () => setStreak({ ...daily, metric: 'karma' }), 400)
    expect(unknown.field).toBe('metric')
    const monthly = await expectRefusedWrite(ctx.service, () => ctx.client('owner', tamperBody((body) => ({ streak: { ...(body!['streak'] as object), frequency: 'monthly' } }))).setStreak({ entityId, streak: daily }), 400)
    expect(monthly.field).toBe('streak.frequency')
    const tooMany = await expectRefusedWrite(ctx.service, () => ctx.client('owner', tamperBody(() => ({ ...daily, freezes: { initial: 3, earnEveryDays: 7, max: 2 } }))).setStreak({ entityId, streak: daily }), 400)
    expect(tooMany.field).toBe('freezes.initial')
  })

  it('refuses an unknown entity', async () => {
    await expectRefusal(ctx.client('owner').setStreak({ entityId: 'no-such-guild', streak: daily }), 404)
  })
})

describe('getStreak', () => {
  it('reads length 0 for a member who has no streak, and for an address that is no member', async () => {
    await setStreak(daily)
    const none = await readAt(NOW)
    expect(none).toEqual({
      length: 0,
      frequency: 'daily',
      timeZone: 'UTC',
      startedAt: null,
      periodStart: '2026-03-01T00:00:00.000Z',
      periodEnd: '2026-03-02T00:00:00.000Z',
      expiresAt: null,
      freezes: 0,
      history: [],
    })
    expect((await readAt(NOW, '0x000000000000000000000000000000000000dEaD')).length).toBe(0)
  })

  it('is not found for an entity without a streak or an entity that does not exist', async () => {
    await setStreak(null)
    await expectRefusal(ctx.client(null).getStreak({ entityId, userAddress: member }), 404)
    await expectRefusal(ctx.client(null).getStreak({ entityId: 'no-such-guild', userAddress: member }), 404)
  })

  it('is cached under the caller through its query options', async () => {
    await setStreak(daily)
    await incrementAt(NOW)
    const queryClient = new QueryClient()
    const session = ctx.sessions.member
    const client = ctx.client('member')
    await queryClient.fetchQuery(getStreakQueryOptions(client, { entityId, userAddress: member, session }))
    expect(queryClient.getQueryData(getStreakQueryKey({ entityId, userAddress: member, caller: session.address }))).toMatchObject({ length: 1 })
    expect(useStreak).toBeTypeOf('function')
    expect(useSetStreak).toBeTypeOf('function')
  })
})

describe('extending a streak', () => {
  it('extends once however many increments of the new day arrive at once, and tells it once', async () => {
    await setStreak(daily)
    expect(await incrementAt('2026-03-01T08:00:00Z')).toEqual({ length: 1, extended: true })
    ctx.setNow('2026-03-02T08:00:00Z')
    const answers = await Promise.all(Array.from({ length: 12 }, () => ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 1 })))
    expect(answers.map((answer) => answer.data?.streak).filter((streak) => streak?.extended)).toEqual([{ length: 2, extended: true }])
    expect(answers.map((answer) => answer.data?.streak?.length)).toEqual(Array<number>(12).fill(2))
    expect((await streakEvents()).filter(({ type }) => type === 'streak.extended').map(({ data }) => (data as { length: number }).length)).toEqual([1, 2])
    expect(await readAt('2026-03-02T09:00:00Z')).toMatchObject({ length: 2 })
    const counters = (await ctx.service.events(entityId)).filter(({ type }) => type === 'metric.incremented').map(({ data }) => (data as { counter: number }).counter)
    expect(counters.slice(1)).toEqual(Array.from({ length: 12 }, (_, index) => counters[0]! + 1 + index))
  })

  it('extends once per day: the first increment of a day adds one, the next ones answer extended: false', async () => {
    await setStreak(daily)
    expect(await incrementAt('2026-03-01T08:00:00Z')).toEqual({ length: 1, extended: true })
    expect(await incrementAt('2026-03-01T23:59:00Z')).toEqual({ length: 1, extended: false })
    expect(await incrementAt('2026-03-02T00:01:00Z')).toEqual({ length: 2, extended: true })
    // A correction down names the metric: the streak is told, not moved.
    expect(await incrementAt('2026-03-02T09:00:00Z', -1)).toEqual({ length: 2, extended: false })
    // What is stored, as a snapshot (export) carries it.
    expect((await ctx.service.snapshot()).entities[entityId]!.streaks![member]).toEqual({
      metricId: 'aurora-xp',
      frequency: 'daily',
      length: 2,
      startedAt: '2026-03-01T00:00:00.000Z',
      lastPeriod: Date.parse('2026-03-02T00:00:00Z') / 86_400_000,
      timeZone: 'UTC',
      lastStart: '2026-03-02T00:00:00.000Z',
      lastEnd: '2026-03-03T00:00:00.000Z',
      freezes: 0,
      history: 'ee',
    })
    expect(await readAt('2026-03-02T10:00:00Z')).toEqual({
      length: 2,
      frequency: 'daily',
      timeZone: 'UTC',
      startedAt: '2026-03-01T00:00:00.000Z',
      periodStart: '2026-03-02T00:00:00.000Z',
      periodEnd: '2026-03-03T00:00:00.000Z',
      // The whole of the next day to extend it.
      expiresAt: '2026-03-04T00:00:00.000Z',
      freezes: 0,
      history: ['extended', 'extended'],
    })
    expect(await streakEvents()).toEqual([
      { type: 'streak.extended', at: '2026-03-01T08:00:00.000Z', data: { address: member, length: 1, frequency: 'daily', periodStart: '2026-03-01T00:00:00.000Z', timeZone: 'UTC' } },
      { type: 'streak.extended', at: '2026-03-02T00:01:00.000Z', data: { address: member, length: 2, frequency: 'daily', periodStart: '2026-03-02T00:00:00.000Z', timeZone: 'UTC' } },
    ])
  })

  it('earns a streak achievement on the extension that reaches its length, once, with the streak as its progress until then', async () => {
    // The streak moves to XP first: the demo member's 3-day quest streak would earn it at once (the backfill).
    await setStreak(daily)
    await ctx.client('owner').createAchievement({ entityId, key: 'three-days', name: 'Three days', trigger: { type: 'streak', length: 3 } })
    const day = async (iso: string) => {
      ctx.setNow(iso)
      const { data } = await ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'xp', count: 1 })
      return { streak: data?.streak, earned: data?.achievementsEarned.filter(({ key }) => key === 'three-days') }
    }
    expect(await day('2026-03-01T08:00:00Z')).toEqual({ streak: { length: 1, extended: true }, earned: [] })
    expect(await day('2026-03-02T08:00:00Z')).toEqual({ streak: { length: 2, extended: true }, earned: [] })
    ctx.setNow('2026-03-02T09:00:00Z')
    const before = (await ctx.client(null).getMemberAchievements({ entityId, userAddress: member })).find(({ key }) => key === 'three-days')
    expect(before).toMatchObject({ earnedAt: null, progress: { current: 2, target: 3 } })

    expect(await day('2026-03-03T08:00:00Z')).toEqual({
      streak: { length: 3, extended: true },
      earned: [expect.objectContaining({ key: 'three-days', name: 'Three days', earnedAt: '2026-03-03T08:00:00.000Z' })],
    })
    // A later extension, and another increment the same day, earn it no more.
    expect(await day('2026-03-03T09:00:00Z')).toEqual({ streak: { length: 3, extended: false }, earned: [] })
    expect(await day('2026-03-04T08:00:00Z')).toEqual({ streak: { length: 4, extended: true }, earned: [] })
    const after = (await ctx.client(null).getMemberAchievements({ entityId, userAddress: member })).find(({ key }) => key === 'three-days')
    expect(after).toMatchObject({ earnedAt: '2026-03-03T08:00:00.000Z' })
    const told = (await ctx.service.events(entityId)).filter(({ type, data }) => type === 'achievement.earned' && (data as { key: string }).key === 'three-days')
    expect(told.map(({ at, data }) => ({ at, data }))).toEqual([{ at: '2026-03-03T08:00:00.000Z', data: { address: member, key: 'three-days', name: 'Three days', trigger: 'streak' } }])
  })

  it('leaves the answer without streak when the increment names another metric, and row 4 answers it too', async () => {
    await setStreak(daily)
    const other = await ctx.client('admin').incrementMetric({ entityId, userAddress: member, metric: 'reviews', count: 1 })
    expect(other.data).not.toHaveProperty('streak')
    const both = await ctx.client('admin').incrementMetrics({ entityId, userAddress: member, metrics: ['reviews', 'xp'], counts: [1, 2] })
    expect(both.data?.streak).toEqual({ length: 1, extended: true })
  })

  it('reads a streak that lapsed while nobody looked as ended, with the missed days, though nothing was written', async () => {
    await setStreak(daily)
    await incrementAt('2026-03-01T08:00:00Z')
    await incrementAt('2026-03-02T08:00:00Z')
    const before = await ctx.service.snapshot()
    expect(await readAt('2026-03-05T12:00:00Z')).toMatchObject({ length: 0, startedAt: null, expiresAt: null, history: ['extended', 'extended', 'missed', 'missed'] })
    expect(await ctx.service.snapshot()).toEqual(before)
    expect((await streakEvents()).map(({ type }) => type)).toEqual(['streak.extended', 'streak.extended'])
    // The next increment tells the end, then starts a new streak.
    expect(await incrementAt('2026-03-05T13:00:00Z')).toEqual({ length: 1, extended: true })
    const events = await streakEvents()
    expect(events.slice(2)).toEqual([
      { type: 'streak.ended', at: '2026-03-05T13:00:00.000Z', data: { address: member, length: 2, endedAt: '2026-03-04T00:00:00.000Z' } },
      { type: 'streak.extended', at: '2026-03-05T13:00:00.000Z', data: { address: member, length: 1, frequency: 'daily', periodStart: '2026-03-05T00:00:00.000Z', timeZone: 'UTC' } },
    ])
    expect((await readAt('2026-03-05T14:00:00Z')).history).toEqual(['extended', 'extended', 'missed', 'missed', 'extended'])
  })

  it('spends a freeze on a day without an increment, earns freezes every earnEveryDays days up to max, and ends when none is left', async () => {
    await setStreak({ metric: 'xp', frequency: 'daily', freezes: { initial: 1, earnEveryDays: 2, max: 2 } })
    await incrementAt('2026-03-01T08:00:00Z')
    expect(await readAt('2026-03-01T09:00:00Z')).toMatchObject({ length: 1, freezes: 1, expiresAt: '2026-03-04T00:00:00.000Z' })
    await incrementAt('2026-03-02T08:00:00Z')
    // Two days of streak: one more freeze.
    expect(await readAt('2026-03-02T09:00:00Z')).toMatchObject({ length: 2, freezes: 2, expiresAt: '2026-03-06T00:00:00.000Z' })
    // 3 and 4 March pass without an increment: both frozen, read without a write.
    expect(await readAt('2026-03-05T09:00:00Z')).toMatchObject({ length: 2, freezes: 0, expiresAt: '2026-03-06T00:00:00.000Z', history: ['extended', 'extended', 'frozen', 'frozen'] })
    expect(await incrementAt('2026-03-05T10:00:00Z')).toEqual({ length: 3, extended: true })
    expect((await streakEvents()).slice(2)).toEqual([
      { type: 'streak.freeze_used', at: '2026-03-05T10:00:00.000Z', data: { address: member, periodStart: '2026-03-03T00:00:00.000Z', periodEnd: '2026-03-04T00:00:00.000Z', freezes: 1 } },
      { type: 'streak.freeze_used', at: '2026-03-05T10:00:00.000Z', data: { address: member, periodStart: '2026-03-04T00:00:00.000Z', periodEnd: '2026-03-05T00:00:00.000Z', freezes: 0 } },
      { type: 'streak.extended', at: '2026-03-05T10:00:00.000Z', data: { address: member, length: 3, frequency: 'daily', periodStart: '2026-03-05T00:00:00.000Z', timeZone: 'UTC' } },
    ])
    // No freeze left: the next day missed ends it.
    expect(await readAt('2026-03-07T01:00:00Z')).toMatchObject({ length: 0, history: ['extended', 'extended', 'frozen', 'frozen', 'extended', 'missed'] })
  })

  it('counts weeks for a weekly streak (ISO weeks, Monday first)', async () => {
    await setStreak({ ...daily, frequency: 'weekly' })
    // Sunday 1 March, then Monday 2 March: two weeks in a day.
    expect(await incrementAt('2026-03-01T20:00:00Z')).toEqual({ length: 1, extended: true })
    expect(await incrementAt('2026-03-02T01:00:00Z')).toEqual({ length: 2, extended: true })
    expect(await incrementAt('2026-03-08T23:00:00Z')).toEqual({ length: 2, extended: false })
    expect(await readAt('2026-03-08T23:00:00Z')).toMatchObject({ periodStart: '2026-03-02T00:00:00.000Z', periodEnd: '2026-03-09T00:00:00.000Z', expiresAt: '2026-03-16T00:00:00.000Z' })
  })

  it('starts afresh when the owner moves the streak to another metric', async () => {
    await setStreak(daily)
    await incrementAt('2026-03-01T08:00:00Z')
    await setStreak({ ...daily, metric: 'reviews' })
    expect((await readAt('2026-03-01T09:00:00Z')).length).toBe(0)
  })
})

describe('time zones', () => {
  it("follows the member's profile time zone, else the entity's, else UTC", async () => {
    await setStreak(daily)
    expect((await readAt(NOW)).timeZone).toBe('UTC')
    await zones(undefined, 'Asia/Kathmandu')
    await setStreak(daily)
    expect(await readAt(NOW)).toMatchObject({ timeZone: 'Asia/Kathmandu', periodStart: '2026-02-28T18:15:00.000Z' })
    await zones('America/New_York', 'Asia/Kathmandu')
    await setStreak(daily)
    expect(await readAt(NOW)).toMatchObject({ timeZone: 'America/New_York', periodStart: '2026-03-01T05:00:00.000Z' })
  })

  it('takes the entity time zone in row 7 and the profile time zone in row 27, and refuses one that is not an IANA zone', async () => {
    const entity = await ctx.client(null).getEntity({ entityId })
    const update = { entityId, name: entity.name, description: entity.description, ownerAddresses: entity.ownerAddress, twitter: entity.twitter, discord: entity.discord, website: entity.website, imageUrl: entity.imageURL }
    expect((await ctx.client('owner').updateEntity({ ...update, timeZone: 'Pacific/Kiritimati' })).data?.timeZone).toBe('Pacific/Kiritimati')
    const badEntity = await expectRefusedWrite(ctx.service, () => ctx.client('owner').updateEntity({ ...update, timeZone: 'Mars/Olympus_Mons' }), 400)
    expect(badEntity.field).toBe('timeZone')
    const profile = await ctx.client('member').getProfile({ userAddress: member })
    await ctx.client('member').updateProfile({ ...profile, userAddress: member, timeZone: 'Australia/Lord_Howe' })
    expect((await ctx.client('member').getProfile({ userAddress: member })).timeZone).toBe('Australia/Lord_Howe')
    const badProfile = await expectRefusedWrite(ctx.service, () => ctx.client('member').updateProfile({ ...profile, userAddress: member, timeZone: '+05:00' }), 400)
    expect(badProfile.field).toBe('timeZone')
    await setStreak(daily)
    expect((await readAt(NOW)).timeZone).toBe('Australia/Lord_Howe')
    // '' clears both: UTC again.
    await ctx.client('member').updateProfile({ ...profile, userAddress: member, timeZone: '' })
    await ctx.client('owner').updateEntity({ ...update, timeZone: '' })
    expect((await readAt(NOW)).timeZone).toBe('UTC')
  })

  it('New York, spring forward (8 March 2026): the 23-hour day is one day, its end an hour earlier in UTC', async () => {
    await zones('America/New_York')
    await setStreak(daily)
    // 23:30 on 7 March (EST), then 00:30 on 8 March: two days an hour apart.
    expect(await incrementAt('2026-03-08T04:30:00Z')).toEqual({ length: 1, extended: true })
    expect(await incrementAt('2026-03-08T05:30:00Z')).toEqual({ length: 2, extended: true })
    // 23:30 on 8 March (EDT): still the same day.
    expect(await incrementAt('2026-03-09T03:30:00Z')).toEqual({ length: 2, extended: false })
    expect(await readAt('2026-03-09T03:30:00Z')).toMatchObject({ periodStart: '2026-03-08T05:00:00.000Z', periodEnd: '2026-03-09T04:00:00.000Z', expiresAt: '2026-03-10T04:00:00.000Z' })
    expect(await incrementAt('2026-03-09T04:10:00Z')).toEqual({ length: 3, extended: true })
  })

  it('New York, fall back (1 November 2026): the 25-hour day is one day', async () => {
    await zones('America/New_York')
    await setStreak(daily)
    expect(await incrementAt('2026-11-01T03:59:00Z')).toEqual({ length: 1, extended: true })
    // 23:30 on 1 November (EST), 24.5 hours after: the next day, the one with the hour twice.
    expect(await incrementAt('2026-11-02T04:30:00Z')).toEqual({ length: 2, extended: true })
    expect(await readAt('2026-11-02T04:30:00Z')).toMatchObject({ periodStart: '2026-11-01T04:00:00.000Z', periodEnd: '2026-11-02T05:00:00.000Z', expiresAt: '2026-11-03T05:00:00.000Z' })
    expect(await incrementAt('2026-11-02T04:59:00Z')).toEqual({ length: 2, extended: false })
    expect(await incrementAt('2026-11-02T05:00:00Z')).toEqual({ length: 3, extended: true })
  })

  it('Lord Howe Island (5 April 2026, clocks back half an hour): a 24.5-hour day', async () => {
    await zones('Australia/Lord_Howe')
    await setStreak(daily)
    expect(await incrementAt('2026-04-04T09:00:00Z')).toEqual({ length: 1, extended: true })
    // 23:45 on 5 April (+10:30): the second day, which began at 13:00 UTC on the 4th (+11).
    expect(await incrementAt('2026-04-05T13:15:00Z')).toEqual({ length: 2, extended: true })
    expect(await readAt('2026-04-05T13:15:00Z')).toMatchObject({ periodStart: '2026-04-04T13:00:00.000Z', periodEnd: '2026-04-05T13:30:00.000Z' })
    expect(await incrementAt('2026-04-05T13:31:00Z')).toEqual({ length: 3, extended: true })
  })

  it('Kathmandu (+5:45) and Kiritimati (+14): the day turns at 18:15 and 10:00 UTC', async () => {
    await zones('Asia/Kathmandu')
    await setStreak(daily)
    expect(await incrementAt('2026-03-01T18:10:00Z')).toEqual({ length: 1, extended: true })
    expect(await incrementAt('2026-03-01T18:20:00Z')).toEqual({ length: 2, extended: true })
    expect(await readAt('2026-03-01T18:20:00Z')).toMatchObject({ periodStart: '2026-03-01T18:15:00.000Z', periodEnd: '2026-03-02T18:15:00.000Z' })
    await zones('Pacific/Kiritimati')
    await setStreak(daily)
    expect(await incrementAt('2026-03-01T09:00:00Z')).toEqual({ length: 1, extended: true })
    expect(await incrementAt('2026-03-01T11:00:00Z')).toEqual({ length: 2, extended: true })
    expect(await readAt('2026-03-01T11:00:00Z')).toMatchObject({ periodStart: '2026-03-01T10:00:00.000Z', expiresAt: '2026-03-03T10:00:00.000Z' })
  })

  it('a member who moves east across the date line (Honolulu to Kiritimati) loses no day for it', async () => {
    await zones('Pacific/Honolulu')
    await setStreak(daily)
    // 23:00 on 1 March in Honolulu.
    expect(await incrementAt('2026-03-02T09:00:00Z')).toEqual({ length: 1, extended: true })
    await ctx.client('member').updateProfile({ ...(await ctx.client('member').getProfile({ userAddress: member })), userAddress: member, timeZone: 'Pacific/Kiritimati' })
    // Kiritimati is a day ahead: 2 March there passed while it was still 1 March in Honolulu. Not missed.
    expect(await readAt('2026-03-02T10:30:00Z')).toMatchObject({ length: 1, timeZone: 'Pacific/Kiritimati', history: ['extended'] })
    expect(await incrementAt('2026-03-02T11:00:00Z')).toEqual({ length: 2, extended: true })
    expect((await readAt('2026-03-02T11:00:00Z')).history).toEqual(['extended', 'extended'])
  })

  it('a member who moves west across the date line (Kiritimati to Honolulu) never extends one date twice', async () => {
    await zones('Pacific/Kiritimati')
    await setStreak(daily)
    // 01:00 on 3 March on Kiritimati.
    expect(await incrementAt('2026-03-02T11:00:00Z')).toEqual({ length: 1, extended: true })
    await ctx.client('member').updateProfile({ ...(await ctx.client('member').getProfile({ userAddress: member })), userAddress: member, timeZone: 'Pacific/Honolulu' })
    // 2 March, then 3 March in Honolulu: dates already counted.
    expect(await incrementAt('2026-03-02T12:00:00Z')).toEqual({ length: 1, extended: false })
    expect(await incrementAt('2026-03-03T11:00:00Z')).toEqual({ length: 1, extended: false })
    // 4 March in Honolulu: the next date, and nothing was missed on the way.
    expect(await readAt('2026-03-04T11:00:00Z')).toMatchObject({ length: 1, history: ['extended'] })
    expect(await incrementAt('2026-03-04T11:00:00Z')).toEqual({ length: 2, extended: true })
  })
})
