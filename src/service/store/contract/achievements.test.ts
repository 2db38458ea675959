import { QueryClient } from '@tanstack/query-core'
import { describe, expect, it, vi } from 'vitest'
import { createEngagementClient } from '../../../core/createEngagementClient.js'
import { getMemberAchievementsQueryKey, getMemberAchievementsQueryOptions, listAchievementsQueryKey, listAchievementsQueryOptions } from '../../../query/index.js'
import { useAchievements } from '../../../react/hooks/useAchievements.js'
import { useAwardAchievement } from '../../../react/hooks/useAwardAchievement.js'
import { useMemberAchievements } from '../../../react/hooks/useMemberAchievements.js'
import { people } from '../../seed/people.js'
import { addressOf, BASE_URL, entityId, expectInvalidInput, expectRefusal, expectRefusedWrite, forged, NOW, tamperBody, tamperPath, useContract, wallet } from './setup.js'

const ctx = useContract()
const member = addressOf.member
const later = '2026-03-02T08:00:00.000Z'
const list = () => ctx.client('member').listAchievements({ entityId })
const find = async (key: string) => (await list()).find((achievement) => achievement.key === key)
const mine = async (key: string, userAddress = member) => (await ctx.client('member').getMemberAchievements({ entityId, userAddress })).find((achievement) => achievement.key === key)
const earnedEvents = async () => (await ctx.service.events(entityId)).filter((event) => event.type === 'achievement.earned')
/** Waits until the background has awarded what a creation or a lowered threshold left to award. */
const backfilled = (key: string, completions: number) => vi.waitFor(async () => expect((await find(key))?.completions).toBe(completions), { timeout: 30_000, interval: 20 })

describe('listAchievements', () => {
  it("lists the entity's achievements in the order they were made, with completions and rarity, without a session", async () => {
    const achievements = await ctx.client(null).listAchievements({ entityId })
    expect(achievements.map((achievement) => achievement.key)).toEqual(['first-merge', 'regular', 'quest-runner', 'trusted-reviewer', 'recruiter', 'week-streak', 'founding-member'])
    expect(achievements[0]).toEqual({
      key: 'first-merge',
      name: 'First merge',
      description: 'Your first contribution merged.',
      imageUrl: '',
      trigger: { type: 'metric', metric: 'contributions', threshold: 1 },
      completions: 8,
      rarity: 8 / 9,
    })
    expect(achievements[5]).toMatchObject({ trigger: { type: 'streak', length: 7 }, completions: 0, rarity: 0 })
    expect(achievements[6]).toMatchObject({ trigger: { type: 'manual' }, completions: 3, rarity: 3 / 9 })
    expect(ctx.sent[0]).toMatchObject({ method: 'GET', path: `/api/entities/${entityId}/achievements` })
  })

  it('refuses a wrong signature and an unknown entity', async () => {
    await expectRefusal(ctx.client(forged('member')).listAchievements({ entityId }), 401)
    await expectRefusal(ctx.client('member').listAchievements({ entityId: 'no-such-guild' }), 404)
  })
})

describe('getMemberAchievements', () => {
  it('tells a member when they earned each achievement and how far they are', async () => {
    const achievements = await ctx.client(null).getMemberAchievements({ entityId, userAddress: member.toLowerCase() })
    expect(achievements.map(({ key, earnedAt, progress }) => [key, earnedAt, progress])).toEqual([
      ['first-merge', '2026-02-03T12:00:00.000Z', { current: 12, target: 1 }],
      ['regular', '2026-02-03T12:00:00.000Z', { current: 6, target: 5 }],
      ['quest-runner', null, { current: 8, target: 10 }],
      ['trusted-reviewer', null, { current: 5, target: 10 }],
      ['recruiter', null, { current: 2, target: 6 }],
      // The demo member's quest streak: 3 days of 7.
      ['week-streak', null, { current: 3, target: 7 }],
      ['founding-member', '2026-02-03T12:00:00.000Z', null],
    ])
    expect(achievements[0]).toMatchObject({ name: 'First merge', completions: 8, rarity: 8 / 9 })
    expect(ctx.sent[0]?.path).toBe(`/api/entities/${entityId}/users/${member}/achievements`)
  })

  it('shows a user who is not a member nothing earned and no progress', async () => {
    const achievements = await ctx.client('member').getMemberAchievements({ entityId, userAddress: wallet('stranger').address })
    expect(achievements).toHaveLength(7)
    expect(achievements.every((achievement) => achievement.earnedAt === null && (achievement.progress?.current ?? 0) === 0)).toBe(true)
  })

  it('refuses a malformed address, a wrong signature and an unknown entity', async () => {
    await expectInvalidInput(ctx, () => ctx.client('member').getMemberAchievements({ entityId, userAddress: '0x1234' }), 'userAddress')
    const error = await expectRefusal(ctx.client('member', tamperPath(member, '0x1234')).getMemberAchievements({ entityId, userAddress: member }), 400)
    expect(error.serverMessage).toMatch(/^userAddress must be an EVM address/)
    await expectRefusal(ctx.client(forged('member')).getMemberAchievements({ entityId, userAddress: member }), 401)
    await expectRefusal(ctx.client('member').getMemberAchievements({ entityId: 'no-such-guild', userAddress: member }), 404)
  })
})

describe('createAchievement', () => {
  it('adds an achievement on a metric (named in any letter case) or a streak, or a manual one', async () => {
    const { data } = await ctx.client('admin').createAchievement({ entityId, key: 'xp-5k', name: 'Five thousand', trigger: { type: 'metric', metric: 'XP', threshold: 5000 } })
    expect(data).toEqual({ key: 'xp-5k', name: 'Five thousand', description: '', imageUrl: '', trigger: { type: 'metric', metric: 'xp', threshold: 5000 }, completions: 0, rarity: 0 })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: `/api/entities/${entityId}/achievements`, body: { key: 'xp-5k', trigger: { type: 'metric', metric: 'XP', threshold: 5000 } } })
    const image = 'ipfs://bafybeidfyspsc5lkr4aqxvupctnwlavyf6rmpafqfjzczbttofjyu7jsjc'
    await ctx.client('owner').createAchievement({ entityId, key: 'month-streak', name: 'Thirty days', description: 'Every day\nfor a month.', imageUrl: image, trigger: { type: 'streak', length: 30 } })
    await ctx.client('owner').createAchievement({ entityId, key: 'mvp-2026', name: 'MVP', trigger: { type: 'manual' } })
    const achievements = await list()
    expect(achievements.slice(-3).map(({ key, trigger }) => [key, trigger])).toEqual([
      ['xp-5k', { type: 'metric', metric: 'xp', threshold: 5000 }],
      ['month-streak', { type: 'streak', length: 30 }],
      ['mvp-2026', { type: 'manual' }],
    ])
    expect(achievements.at(-2)).toMatchObject({ description: 'Every day\nfor a month.', imageUrl: image })
    expect(await mine('xp-5k')).toMatchObject({ earnedAt: null, progress: { current: 340, target: 5000 } })
  })

  it('refuses a member, a key taken, an unknown metric and an unknown entity, and changes nothing', async () => {
    const body = { entityId, key: 'new-one', name: 'New', trigger: { type: 'manual' } } as const
    await expectRefusedWrite(ctx.service, () => ctx.client('member').createAchievement(body), 403)
    const taken = await expectRefusedWrite(ctx.service, () => ctx.client('admin').createAchievement({ ...body, key: 'first-merge' }), 409)
    expect(taken.serverMessage).toBe(`entity ${entityId} already has an achievement with the key first-merge`)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').createAchievement({ ...body, trigger: { type: 'metric', metric: 'karma', threshold: 5 } }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').createAchievement({ ...body, entityId: 'no-such-guild' }), 404)
  })

  it('refuses a key that is not lower-case letters, digits and dashes: the client before sending, the service with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').createAchievement({ entityId, key: 'First Merge', name: 'x', trigger: { type: 'manual' } }), 'key')
    const client = ctx.client('admin', tamperBody((body) => ({ ...body, key: 'Bad_Key' })))
    const error = await expectRefusedWrite(ctx.service, () => client.createAchievement({ entityId, key: 'good-key', name: 'x', trigger: { type: 'manual' } }), 400)
    expect(error.serverMessage).toBe('key must be lower-case letters, digits and dashes')
  })

  it('refuses a trigger of no known type, a threshold of 0 and a streak of no days', async () => {
    const send = (trigger: unknown) => ctx.client('admin', tamperBody((body) => ({ ...body, trigger }))).createAchievement({ entityId, key: 'odd', name: 'Odd', trigger: { type: 'manual' } })
    for (const trigger of [{ type: 'daily' }, { type: 'metric', metric: 'xp', threshold: 0 }, { type: 'streak', length: 0 }, { type: 'metric', threshold: 5 }]) {
      const error = await expectRefusedWrite(ctx.service, () => send(trigger), 400)
      expect(error.serverMessage).toMatch(/^trigger /)
    }
  })
})

describe('updateAchievement', () => {
  it('changes the name, description and image; who earned it keeps it', async () => {
    const { data } = await ctx.client('owner').updateAchievement({ entityId, key: 'first-merge', name: 'First PR', description: 'Merged.' })
    expect(data).toMatchObject({ key: 'first-merge', name: 'First PR', description: 'Merged.', completions: 8 })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: `/api/entities/${entityId}/achievements/first-merge/update`, body: { name: 'First PR', description: 'Merged.' } })
    expect(await mine('first-merge')).toMatchObject({ name: 'First PR', earnedAt: '2026-02-03T12:00:00.000Z' })
  })

  it('refuses an unknown key, a member, an empty change and an unknown entity, and changes nothing', async () => {
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateAchievement({ entityId, key: 'no-such-key', name: 'x' }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('member').updateAchievement({ entityId, key: 'first-merge', name: 'x' }), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateAchievement({ entityId: 'no-such-guild', key: 'first-merge', name: 'x' }), 404)
    const empty = ctx.client('admin', tamperBody(() => ({})))
    const error = await expectRefusedWrite(ctx.service, () => empty.updateAchievement({ entityId, key: 'first-merge', name: 'x' }), 400)
    expect(error.serverMessage).toBe('needs at least one of name, description, imageUrl and trigger')
  })
})

describe('deleteAchievement', () => {
  it('deletes an achievement and who earned it', async () => {
    expect(await ctx.client('admin').deleteAchievement({ entityId, key: 'regular' })).toEqual({ success: true })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: `/api/entities/${entityId}/achievements/regular/delete` })
    expect(await find('regular')).toBeUndefined()
    expect(await mine('regular')).toBeUndefined()
    // A new achievement under the same key starts from nobody.
    await ctx.client('admin').createAchievement({ entityId, key: 'regular', name: 'Regular', trigger: { type: 'manual' } })
    expect(await find('regular')).toMatchObject({ completions: 0 })
  })

  it('refuses an unknown key, a member and an unknown entity, and changes nothing', async () => {
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').deleteAchievement({ entityId, key: 'no-such-key' }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('member').deleteAchievement({ entityId, key: 'regular' }), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').deleteAchievement({ entityId: 'no-such-guild', key: 'regular' }), 404)
  })
})

describe('earning a metric achievement by an increment', () => {
  it('is earned by the increment that reaches the threshold, answered with it and told as an event, once', async () => {
    const admin = ctx.client('admin')
    const first = await admin.incrementMetric({ entityId, userAddress: member, metric: 'quests_completed', count: 1 })
    expect(first.data?.achievementsEarned).toEqual([])
    const second = await admin.incrementMetric({ entityId, userAddress: member, metric: 'quests_completed', count: 1 })
    expect(second.data).toEqual({
      metric: 'quests_completed',
      counter: 10,
      counters: [{ metric: 'quests_completed', counter: 10 }],
      levelsReached: [],
      achievementsEarned: [{ key: 'quest-runner', name: 'Quest runner', description: 'Finished ten quests on the quest board.', imageUrl: '', earnedAt: NOW }],
      // Quests are the demo community's streak: today's first quest extended it already.
      streak: { length: 4, extended: false },
    })
    expect(await earnedEvents()).toEqual([
      { id: expect.any(Number), type: 'achievement.earned', entityId, at: NOW, subject: member, audience: 'entity', data: { address: member, key: 'quest-runner', name: 'Quest runner', trigger: 'metric' } },
    ])
    expect(await mine('quest-runner')).toMatchObject({ earnedAt: NOW, progress: { current: 10, target: 10 } })
    expect(await find('quest-runner')).toMatchObject({ completions: 4, rarity: 4 / 9 })
    // Down below the threshold and up past it again: earned once, never twice.
    await admin.incrementMetric({ entityId, userAddress: member, metric: 'quests_completed', count: -5 })
    ctx.setNow(later)
    const again = await admin.incrementMetric({ entityId, userAddress: member, metric: 'quests_completed', count: 5 })
    expect(again.data?.achievementsEarned).toEqual([])
    expect(await mine('quest-runner')).toMatchObject({ earnedAt: NOW })
    expect(await find('quest-runner')).toMatchObject({ completions: 4 })
    expect(await earnedEvents()).toHaveLength(1)
  })

  it('row 4 answers every achievement its counters reached, in the order the achievements were made', async () => {
    const { data } = await ctx.client('owner').incrementMetrics({ entityId, userAddress: member, metrics: ['referrals', 'reviews'], counts: [4, 5] })
    expect(data?.achievementsEarned.map((achievement) => achievement.key)).toEqual(['trusted-reviewer', 'recruiter'])
    expect((await earnedEvents()).map((event) => event.data)).toEqual([
      { address: member, key: 'trusted-reviewer', name: 'Trusted reviewer', trigger: 'metric' },
      { address: member, key: 'recruiter', name: 'Recruiter', trigger: 'metric' },
    ])
  })

  it('is earned by a new member on their first increment', async () => {
    const newcomer = wallet('newcomer').address
    const { data } = await ctx.client('admin').incrementMetric({ entityId, userAddress: newcomer, metric: 'contributions', count: 1 })
    expect(data?.achievementsEarned.map((achievement) => achievement.key)).toEqual(['first-merge'])
    expect(await find('first-merge')).toMatchObject({ completions: 9, rarity: 9 / 10 })
  })

  it('is earned exactly once when 16 increments cross the threshold at the same time', async () => {
    const admin = ctx.client('admin')
    const answers = await Promise.all(Array.from({ length: 16 }, () => admin.incrementMetric({ entityId, userAddress: member, metric: 'quests_completed', count: 1 })))
    expect(answers.flatMap((answer) => answer.data?.achievementsEarned ?? []).map((achievement) => achievement.key)).toEqual(['quest-runner'])
    expect(await find('quest-runner')).toMatchObject({ completions: 4 })
    expect(await earnedEvents()).toHaveLength(1)
  })
})

describe('the query options', () => {
  it('read the list and a member\'s achievements into the cache under keys that carry the caller', async () => {
    const client = ctx.client('member')
    const session = ctx.sessions.member
    const queryClient = new QueryClient()
    await queryClient.fetchQuery(listAchievementsQueryOptions(client, { entityId, session }))
    expect(queryClient.getQueryData(listAchievementsQueryKey({ entityId, caller: session.address }))).toHaveLength(7)
    await queryClient.fetchQuery(getMemberAchievementsQueryOptions(client, { entityId, userAddress: member, session }))
    const cached = queryClient.getQueryData(getMemberAchievementsQueryKey({ entityId, userAddress: member, caller: session.address })) as { key: string }[]
    expect(cached.map((achievement) => achievement.key)).toContain('quest-runner')
    expect([useAchievements, useMemberAchievements, useAwardAchievement].every((hook) => typeof hook === 'function')).toBe(true)
  })

  it("wait for the member's address before asking for their achievements", () => {
    expect(getMemberAchievementsQueryOptions(ctx.client(null), { entityId }).enabled).toBe(false)
    expect(listAchievementsQueryOptions(ctx.client(null), { entityId }).enabled).not.toBe(false)
  })
})

describe('awardAchievement', () => {
  const jonas = people.jonas

  it('awards a manual achievement to a member once; again changes nothing and says so', async () => {
    const { data } = await ctx.client('admin').awardAchievement({ entityId, key: 'founding-member', userAddress: jonas.toLowerCase() })
    expect(data).toEqual({ key: 'founding-member', userAddress: jonas, earnedAt: NOW, alreadyEarned: false })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: `/api/entities/${entityId}/achievements/founding-member/award`, body: { userAddress: jonas } })
    ctx.setNow(later)
    const again = await ctx.client('owner').awardAchievement({ entityId, key: 'founding-member', userAddress: jonas })
    expect(again.data).toEqual({ key: 'founding-member', userAddress: jonas, earnedAt: NOW, alreadyEarned: true })
    expect(await find('founding-member')).toMatchObject({ completions: 4 })
    expect(await mine('founding-member', jonas)).toMatchObject({ earnedAt: NOW, progress: null })
    expect((await earnedEvents()).map((event) => event.data)).toEqual([{ address: jonas, key: 'founding-member', name: 'Founding member', trigger: 'manual' }])
  })

  it('an API key of the entity awards too', async () => {
    const { data: created } = await ctx.client('owner').createApiKey({ entityId, name: 'Discord bot' })
    const bot = createEngagementClient({ baseUrl: BASE_URL, fetch: ctx.service.fetch, apiKey: created!.key, retry: false })
    expect((await bot.awardAchievement({ entityId, key: 'founding-member', userAddress: jonas })).data).toMatchObject({ alreadyEarned: false })
    expect((await bot.awardAchievement({ entityId, key: 'founding-member', userAddress: member })).data).toEqual({
      key: 'founding-member',
      userAddress: member,
      earnedAt: '2026-02-03T12:00:00.000Z',
      alreadyEarned: true,
    })
  })

  it('refuses a metric or streak achievement, an unknown key, a user who is not a member, a member caller and an unknown entity', async () => {
    const award = (key: string, userAddress: string = jonas) => ctx.client('admin').awardAchievement({ entityId, key, userAddress })
    const metric = await expectRefusedWrite(ctx.service, () => award('quest-runner'), 400)
    expect(metric.serverMessage).toBe('key quest-runner is a metric achievement, earned by its trigger: only a manual achievement is awarded')
    await expectRefusedWrite(ctx.service, () => award('week-streak'), 400)
    await expectRefusedWrite(ctx.service, () => award('no-such-key'), 404)
    await expectRefusedWrite(ctx.service, () => award('founding-member', wallet('stranger').address), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('member').awardAchievement({ entityId, key: 'founding-member', userAddress: jonas }), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').awardAchievement({ entityId: 'no-such-guild', key: 'founding-member', userAddress: jonas }), 404)
    await expectInvalidInput(ctx, () => award('founding-member', '0x1234'), 'userAddress')
  })
})

describe('awarding the members already past a threshold', { timeout: 60_000 }, () => {
  it('a new metric achievement is awarded, in the background, to every member already past it', async () => {
    const { data } = await ctx.client('admin').createAchievement({ entityId, key: 'xp-500', name: 'Five hundred', trigger: { type: 'metric', metric: 'xp', threshold: 500 } })
    expect(data?.completions).toBe(0)
    // Maya 2350, Daniel 1420, Jonas 780, Sofia 560; Priya (340) is not.
    await backfilled('xp-500', 4)
    expect(await mine('xp-500')).toMatchObject({ earnedAt: null })
    expect(await mine('xp-500', people.jonas)).toMatchObject({ earnedAt: NOW })
    expect((await earnedEvents()).map((event) => event.subject).sort()).toEqual([people.owner, people.admin, people.jonas, people.sofia].sort())
  })

  it('lowering a threshold awards the members now past it; raising one takes nothing away', async () => {
    await ctx.client('admin').createAchievement({ entityId, key: 'xp-big', name: 'Big', trigger: { type: 'metric', metric: 'xp', threshold: 100_000 } })
    await backfilled('xp-big', 0)
    await ctx.client('admin').updateAchievement({ entityId, key: 'xp-big', trigger: { type: 'metric', metric: 'xp', threshold: 300 } })
    await backfilled('xp-big', 5)
    expect(await mine('xp-big')).toMatchObject({ earnedAt: NOW, progress: { current: 340, target: 300 } })
    await ctx.client('admin').updateAchievement({ entityId, key: 'xp-big', trigger: { type: 'metric', metric: 'xp', threshold: 1000 } })
    expect(await find('xp-big')).toMatchObject({ completions: 5 })
    expect(await earnedEvents()).toHaveLength(5)
  })
})
