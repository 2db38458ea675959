import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { EngagementError } from '../../../core/EngagementError.js'
import { useUpdateMember } from '../../../react/hooks/useUpdateMember.js'
import { updateMemberMutationOptions } from '../../../query/index.js'
import { people } from '../../seed/people.js'
import { addressOf, entityId, expectRefusedWrite, useContract } from './setup.js'

const ctx = useContract()
type Row = { rank: number; address: string; value: number }
const plain = (rows: readonly Row[]) => rows.map(({ rank, address, value }) => ({ rank, address, value }))
const board = async (params: Record<string, unknown> = {}) => {
  const result = await ctx.client('member').getLeaderboard({ entityId, metric: 'xp', limit: 100, ...params })
  return { ...result, rows: plain(result.rows), around: plain(result.around) }
}
const hide = (address: string, hiddenFromBoards: boolean, as: 'owner' | 'admin' | 'member' = 'owner') => ctx.client(as).updateMember({ entityId, userAddress: address, hiddenFromBoards })
const credit = async (at: string, user: string, count: number, metric = 'xp') => {
  ctx.setNow(at)
  return ctx.client('admin').incrementMetric({ entityId, userAddress: user, metric, count })
}
const newcomer = (n: number) => getAddress(`0x${(0xb0a2d00 + n).toString(16).padStart(40, '0')}`)

/** Every board kind the service answers, as ranks, addresses, values and counts. */
async function everyBoard(around?: string) {
  const kinds = [{}, { period: 'day' }, { period: 'week' }, { period: 'month' }, { period: 'day', timeZone: 'Europe/Paris' }, { period: 'week', timeZone: 'America/New_York' }]
  return Promise.all(kinds.map(async (kind) => ({ kind, ...(await board({ ...kind, ...(around && { around, limit: 1 }) })) })))
}

describe('POST /api/entities/{entityId}/users/{userAddress}/update', () => {
  it('hides a member from every board, rank and count of ranked members, keeping their counters, and shows them again', async () => {
    // Today's boards hold the owner (the all-time leader) and two others.
    ctx.setNow('2026-03-04T10:00:00Z')
    await credit('2026-03-04T10:00:00Z', people.owner, 500)
    await credit('2026-03-04T10:05:00Z', people.jonas, 40)
    await credit('2026-03-04T10:10:00Z', people.kwame, 40)
    const before = await everyBoard()
    for (const { kind, rows } of before) expect(rows.some((row) => row.address === people.owner), JSON.stringify(kind)).toBe(true)

    const answer = await hide(people.owner, true)
    expect(answer.data).toMatchObject({ address: people.owner, role: 'owner', hiddenFromBoards: true })
    const members = await ctx.client('member').listEntityUsers({ entityId })
    expect(members.find((member) => member.address === people.owner)?.hiddenFromBoards).toBe(true)
    expect(members.find((member) => member.address === people.jonas)?.hiddenFromBoards).toBe(false)
    // Their counters stay.
    expect((await ctx.client('member').getUserMetrics({ entityId, userAddress: people.owner })).find((metric) => metric.metric === 'xp')?.counter).toBe(2850)

    const hidden = await everyBoard()
    for (const [index, { kind, rows, memberCount, rankedCount }] of hidden.entries()) {
      const label = JSON.stringify(kind)
      const was = before[index]!
      expect(rows.map((row) => row.address), label).toEqual(was.rows.map((row) => row.address).filter((address) => address !== people.owner))
      // The ranks close up: the next member leads, and no rank counts the hidden one.
      expect(rows[0]!.rank, label).toBe(1)
      expect(rows.map((row) => row.rank), label).toEqual(rows.map((row) => rows.findIndex((other) => other.value === row.value) + 1))
      expect(memberCount, label).toBe(was.memberCount! - 1)
      expect(rankedCount, label).toBe(was.rankedCount! - 1)
    }
    // Their place is asked as a stranger's: no row around them.
    for (const { kind, around } of await everyBoard(people.owner)) expect(around, JSON.stringify(kind)).toEqual([])
    // A hidden member's increments move their counters, not the boards.
    await credit('2026-03-04T11:00:00Z', people.owner, 5)
    const still = await board({ period: 'day' })
    expect(still.rows.map((row) => row.address)).not.toContain(people.owner)
    expect(still.rankedCount).toBe(hidden[1]!.rankedCount)

    const shown = await hide(people.owner, false, 'admin')
    expect(shown.data).toMatchObject({ address: people.owner, hiddenFromBoards: false })
    const back = await everyBoard()
    for (const [index, { kind, rows, memberCount, rankedCount }] of back.entries()) {
      const label = JSON.stringify(kind)
      const was = before[index]!
      expect(rows.find((row) => row.address === people.owner), label).toMatchObject({ rank: 1 })
      expect(memberCount, label).toBe(was.memberCount)
      expect(rankedCount, label).toBe(was.rankedCount)
    }
    expect((await board({ period: 'day' })).rows[0]).toEqual({ rank: 1, address: people.owner, value: 505 })
    expect((await board()).rows[0]).toEqual({ rank: 1, address: people.owner, value: 2855 })
    expect((await board({ around: people.owner, limit: 1 })).around).toEqual([])
    expect((await board({ around: people.hiro, limit: 1 })).around.length).toBeGreaterThan(0)
    expect(updateMemberMutationOptions).toBeTypeOf('function')
    expect(useUpdateMember).toBeTypeOf('function')
  })

  it('ranks the others as if the hidden member were not there, below 0 and at 0 too', async () => {
    await credit('2026-03-01T12:00:00Z', newcomer(1), -50)
    await credit('2026-03-01T12:00:00Z', newcomer(2), -10)
    await hide(newcomer(2), true)
    await hide(people.hiro, true)
    const all = await board()
    expect(all.rows.map((row) => row.address)).not.toContain(newcomer(2))
    expect(all.rows.map((row) => row.address)).not.toContain(people.hiro)
    expect(all.rows.at(-1)).toEqual({ rank: all.memberCount, address: newcomer(1), value: -50 })
    expect(all.memberCount).toBe(all.rows.length)
    const around = await board({ limit: 1, around: newcomer(1) })
    expect(around.around.at(-1)).toEqual({ rank: all.memberCount, address: newcomer(1), value: -50 })
  })

  it('is kept in snapshots, and a reload keeps the boards without the hidden member', async () => {
    await hide(people.jonas, true)
    const snapshot = await ctx.service.snapshot()
    expect(snapshot.entities[entityId]!.members.find((member) => member.address === people.jonas)).toMatchObject({ hiddenFromBoards: true })
    await ctx.service.reload(snapshot)
    expect((await ctx.client('member').listEntityUsers({ entityId })).find((member) => member.address === people.jonas)?.hiddenFromBoards).toBe(true)
    const all = await board()
    expect(all.rows.map((row) => row.address)).not.toContain(people.jonas)
    expect(all.rankedCount).toBe(7)
    await hide(people.jonas, false)
    expect((await board()).rankedCount).toBe(8)
  })

  it('is for owners and admins: a member is forbidden, an unknown member or entity is not found, a bad body refused; nothing changes', async () => {
    await expectRefusedWrite(ctx.service, () => hide(people.jonas, true, 'member'), 403)
    await expectRefusedWrite(ctx.service, () => hide(newcomer(9), true), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('owner').updateMember({ entityId: 'no-such-guild', userAddress: people.jonas, hiddenFromBoards: true }), 404)
    const before = await ctx.service.snapshot()
    const bad = await ctx.raw('POST', `/api/entities/${entityId}/users/${people.jonas}/update`, { as: 'owner', body: { hiddenFromBoards: 'yes' } })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatchObject({ code: 'invalid-input', field: 'hiddenFromBoards' })
    const badAddress = await ctx.raw('POST', `/api/entities/${entityId}/users/0x1234/update`, { as: 'owner', body: { hiddenFromBoards: true } })
    expect(badAddress.status).toBe(400)
    expect(await ctx.service.snapshot()).toEqual(before)
    // Hiding a hidden member again changes nothing more.
    await hide(people.jonas, true)
    await hide(people.jonas, true)
    expect((await board()).rankedCount).toBe(7)
  })
})

describe("a metric's maxPerMemberPerDay", () => {
  const quests = { name: 'quests_completed', description: 'Quests finished on the quest board', type: 'count' }
  const cap = (maxPerMemberPerDay: number | null | undefined) => ctx.client('admin').updateMetric({ entityId, metricId: 'aurora-quests', ...quests, ...(maxPerMemberPerDay !== undefined && { maxPerMemberPerDay }) })
  /** The refusal of a call, as the client throws it. */
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => undefined,
      (error: unknown) => error as EngagementError,
    )

  it('is set by row 5, shown on the metric, kept when left out and removed with null; a bad cap is refused', async () => {
    expect((await cap(10)).data).toMatchObject({ id: 'aurora-quests', maxPerMemberPerDay: 10 })
    const listed = await ctx.client('member').listEntityMetrics({ entityId })
    expect(listed.find((metric) => metric.id === 'aurora-quests')?.maxPerMemberPerDay).toBe(10)
    expect(listed.find((metric) => metric.id === 'aurora-xp')?.maxPerMemberPerDay).toBeUndefined()
    expect((await cap(undefined)).data?.maxPerMemberPerDay).toBe(10)
    const snapshot = await ctx.service.snapshot()
    expect(snapshot.entities[entityId]!.metrics.find((metric) => metric.id === 'aurora-quests')).toMatchObject({ maxPerMemberPerDay: 10 })
    await ctx.service.reload(snapshot)
    expect((await ctx.client('member').listEntityMetrics({ entityId })).find((metric) => metric.id === 'aurora-quests')?.maxPerMemberPerDay).toBe(10)
    expect((await cap(null)).data?.maxPerMemberPerDay).toBeUndefined()
    for (const bad of [0, 1.5, -3, 'ten']) {
      const before = await ctx.service.snapshot()
      const answer = await ctx.raw('POST', `/api/entities/${entityId}/metrics/aurora-quests/update`, { as: 'admin', body: { ...quests, maxPerMemberPerDay: bad } })
      expect(answer.status, String(bad)).toBe(400)
      expect(answer.body.error).toMatchObject({ field: 'maxPerMemberPerDay' })
      expect(await ctx.service.snapshot()).toEqual(before)
    }
  })

  it("refuses whole, with 429 metric-cap, an increment past the cap within the entity's day, and takes it after local midnight", async () => {
    // The entity counts days in New York: 4 March 2026 runs from 05:00 UTC to 5 March 05:00 UTC.
    await ctx.reseed((seed) => {
      seed.entities[entityId]!.entity.timeZone = 'America/New_York'
    })
    await cap(10)
    const user = newcomer(3)
    await credit('2026-03-04T04:59:00Z', user, 10, 'quests_completed') // the day before, local time
    await credit('2026-03-04T05:00:00Z', user, 6, 'quests_completed')
    // A correction down frees nothing: only positive counts count.
    await credit('2026-03-04T12:00:00Z', user, -2, 'quests_completed')
    await credit('2026-03-04T13:00:00Z', user, 4, 'quests_completed') // 10 today: at the cap, not past it

    ctx.setNow('2026-03-05T04:59:00Z')
    const before = await ctx.service.snapshot()
    const one = await refusal(ctx.client('admin').incrementMetric({ entityId, userAddress: user, metric: 'quests_completed', count: 1 }))
    expect(one).toMatchObject({ kind: 'api', status: 429, code: 'metric-cap', retryable: false })
    expect(one?.serverMessage).toContain('quests_completed')
    // Row 4 is refused whole: the other metric does not move either.
    const batch = await refusal(ctx.client('admin').incrementMetrics({ entityId, userAddress: user, metrics: ['xp', 'quests_completed'], counts: [5, 1] }))
    expect(batch).toMatchObject({ status: 429, code: 'metric-cap' })
    const raw = await ctx.raw('POST', `/api/entities/${entityId}/users/${user}/metrics/quests_completed`, { as: 'admin', body: { count: 3 } })
    expect(raw.status).toBe(429)
    expect(raw.body).toEqual({ success: false, error: { code: 'metric-cap', message: expect.stringContaining('quests_completed') } })
    // Retry once the entity's day ends: a minute from now.
    expect(raw.headers.get('retry-after')).toBe('60')
    expect(await ctx.service.snapshot()).toEqual(before)
    // A negative count is no increment past the cap.
    await credit('2026-03-05T04:59:30Z', user, -1, 'quests_completed')

    // The next local day starts over.
    const next = await credit('2026-03-05T05:00:00Z', user, 10, 'quests_completed')
    expect(next.data).toMatchObject({ counter: 27 })
    expect(await refusal(credit('2026-03-05T06:00:00Z', user, 1, 'quests_completed'))).toMatchObject({ status: 429, code: 'metric-cap' })
  })

  it('counts a batch naming the metric twice, and a member whose increments come from an API key, against the same cap', async () => {
    await cap(5)
    const user = newcomer(4)
    const refused = await refusal(ctx.client('admin').incrementMetrics({ entityId, userAddress: user, metrics: ['quests_completed', 'quests_completed'], counts: [3, 3] }))
    expect(refused).toMatchObject({ status: 429, code: 'metric-cap' })
    expect(await ctx.client('member').listEntityUsers({ entityId }).then((users) => users.some((member) => member.address === user))).toBe(false)
    const key = (await ctx.client('owner').createApiKey({ entityId, name: 'bot' })).data!.key
    const keyed = async (count: number) =>
      ctx.raw('POST', `/api/entities/${entityId}/users/${user}/metrics/quests_completed`, { body: { count }, headers: { authorization: `Bearer ${key}` } })
    expect((await keyed(5)).status).toBe(200)
    const over = await keyed(1)
    expect(over.status).toBe(429)
    expect(over.body.error.code).toBe('metric-cap')
  })
})

describe('a daily cap under increments at once', () => {
  it('lets exactly the cap through, for a user joining with them and for a member, however many arrive together', async () => {
    await ctx.client('admin').updateMetric({ entityId, metricId: 'aurora-quests', name: 'quests_completed', description: 'Quests finished on the quest board', type: 'count', maxPerMemberPerDay: 5 })
    for (const user of [newcomer(7), newcomer(11), newcomer(12), newcomer(13), people.kwame]) {
      const quests = async () => (await ctx.client('member').getUserMetrics({ entityId, userAddress: user })).find((metric) => metric.metric === 'quests_completed')?.counter
      // The newcomer is no member yet (nothing to read); the member has counted quests before today.
      const before = user === people.kwame ? ((await quests()) ?? 0) : 0
      const answers = await Promise.allSettled(Array.from({ length: 30 }, () => ctx.client('admin').incrementMetric({ entityId, userAddress: user, metric: 'quests_completed', count: 1 })))
      expect(answers.filter((answer) => answer.status === 'fulfilled'), user).toHaveLength(5)
      for (const answer of answers) if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ status: 429, code: 'metric-cap' })
      expect(await quests(), user).toBe(before + 5)
    }
  })
})

describe('boards without a timeZone', () => {
  it("follow the entity's time zone for the edges of a day, week and month, UTC when it has none", async () => {
    ctx.setNow('2026-03-04T02:00:00Z')
    expect(await board({ period: 'day' })).toMatchObject({ from: '2026-03-04T00:00:00.000Z', to: '2026-03-05T00:00:00.000Z' })
    await ctx.reseed((seed) => {
      seed.entities[entityId]!.entity.timeZone = 'America/New_York'
    })
    ctx.setNow('2026-03-04T02:00:00Z')
    // 2 a.m. UTC is still 3 March in New York.
    expect(await board({ period: 'day' })).toMatchObject({ from: '2026-03-03T05:00:00.000Z', to: '2026-03-04T05:00:00.000Z' })
    expect(await board({ period: 'month' })).toMatchObject({ from: '2026-03-01T05:00:00.000Z', to: '2026-04-01T04:00:00.000Z' })
    // A request that names one keeps it.
    expect(await board({ period: 'day', timeZone: 'UTC' })).toMatchObject({ from: '2026-03-04T00:00:00.000Z' })
    expect(addressOf.member).toBeTruthy()
  })
})
