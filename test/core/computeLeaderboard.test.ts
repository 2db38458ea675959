import { describe, expect, it } from 'vitest'
import { computeLeaderboard } from '../../src/core/actions/index.js'
import { isEngagementError } from '../../src/core/EngagementError.js'
import { demo } from '../../src/service/seed/demo.js'
import { addMembers, byRow, countingSandbox, madeUpAddress, seeded, setXp } from '../leaderboard/leaderboardKit.js'

const entityId = demo.entityId

describe('computeLeaderboard', () => {
  it('ranks the members by a metric, names the rows shown, and reports the asking member wherever they are', async () => {
    const { client, requests } = await countingSandbox()
    const board = await computeLeaderboard(client, { entityId, metric: 'xp', limit: 3, userAddress: demo.accounts.member.address.toLowerCase() })
    expect(board.rows).toMatchObject(seeded.top)
    expect(board.self).toMatchObject({ ...seeded.member, name: 'Priya Natarajan' })
    expect(board.memberCount).toBe(9)
    expect(board.standings.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    // One member list, one metric list, one counter read per member, one profile per row shown and one for the pinned member.
    expect(byRow(requests)).toEqual({ boards: 0, members: 1, metrics: 1, counters: 9, profiles: 4, serviceInfo: 1, total: 16 })
  })

  it('gives equal values the same rank and skips the next (1, 1, 3), ordering them by address in lower case as the service does', async () => {
    const { sandbox, client } = await countingSandbox()
    setXp(sandbox, demo.accounts.admin.address, 2350)
    setXp(sandbox, demo.accounts.member.address, 780)
    const board = await computeLeaderboard(client, { entityId, metric: 'xp', limit: 5 })
    expect(board.rows.map((row) => [row.rank, row.value])).toEqual([[1, 2350], [1, 2350], [3, 780], [3, 780], [5, 560]])
    const tied = [demo.accounts.owner.address, demo.accounts.admin.address].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1))
    expect(board.rows.slice(0, 2).map((row) => row.address)).toEqual(tied)
    expect(board.self).toBeNull()
    const served = await client.getLeaderboard({ entityId, metric: 'xp', limit: 5 })
    expect(board.rows.map(({ rank, address, value }) => ({ rank, address, value }))).toEqual(served.rows.map(({ rank, address, value }) => ({ rank, address, value })))
  })

  it('leaves members hidden from boards out, as the service does: no row, no rank, not counted, and no self', async () => {
    const { sandbox, client } = await countingSandbox()
    sandbox.state.entities[entityId]!.members.find((member) => member.address === demo.accounts.owner.address)!.hiddenFromBoards = true
    const board = await computeLeaderboard(client, { entityId, metric: 'xp', limit: 3, userAddress: demo.accounts.owner.address })
    expect(board.rows.map((row) => row.address)).not.toContain(demo.accounts.owner.address)
    expect(board.rows[0]).toMatchObject({ rank: 1, address: demo.accounts.admin.address })
    expect(board.memberCount).toBe(8)
    expect(board.self).toBeNull()
    const served = await client.getLeaderboard({ entityId, metric: 'xp', limit: 3 })
    expect(board.rows.map(({ rank, address, value }) => ({ rank, address, value }))).toEqual(served.rows.map(({ rank, address, value }) => ({ rank, address, value })))
    expect(served.memberCount).toBe(8)
  })

  it('takes the metric by id or by name in any letter case, and refuses one the entity does not have', async () => {
    const { client, requests } = await countingSandbox()
    expect((await computeLeaderboard(client, { entityId, metric: 'aurora-reviews', limit: 1 })).rows[0]).toMatchObject({ value: 52, name: 'Tomás Reyes' })
    expect((await computeLeaderboard(client, { entityId, metric: 'REVIEWS', limit: 1 })).rows[0]?.value).toBe(52)
    requests.length = 0
    const error = await computeLeaderboard(client, { entityId, metric: 'karma' }).catch((caught: unknown) => caught)
    expect(isEngagementError(error, 'invalid-input')).toBe(true)
    expect(error).toMatchObject({ code: 'unknown-metric', field: 'metric', endpoint: 'computeLeaderboard' })
    expect(byRow(requests).counters).toBe(0)
  })

  it('shows a member without a profile by address only', async () => {
    const { sandbox, client } = await countingSandbox()
    sandbox.state.users[demo.accounts.owner.address]!.profile.imageUrl = 'ipfs://bafybeiujzdegxdncf32epf3dhodzdocis2jhtlgmxgedn73u55xtplpft7'
    addMembers(sandbox, 1, () => 9000)
    const board = await computeLeaderboard(client, { entityId, metric: 'xp', limit: 2 })
    expect(board.rows[0]).toEqual({ rank: 1, address: madeUpAddress(0), value: 9000 })
    expect(board.rows[1]).toMatchObject({ rank: 2, name: 'Maya Lindqvist', imageUrl: expect.stringMatching(/^ipfs:\/\//) })
  })

  it('reads counters at most `concurrency` at a time (6 by default), one request per member', async () => {
    const { sandbox, client, requests, peakCounterReads } = await countingSandbox({ delayMs: 5 })
    addMembers(sandbox, 41)
    await computeLeaderboard(client, { entityId, metric: 'xp', limit: 10 })
    expect(peakCounterReads()).toBe(6)
    expect(byRow(requests)).toMatchObject({ counters: 50, profiles: 10, serviceInfo: 1, total: 63 })

    const slower = await countingSandbox({ delayMs: 5 })
    addMembers(slower.sandbox, 41)
    await computeLeaderboard(slower.client, { entityId, metric: 'xp', limit: 10, concurrency: 2 })
    expect(slower.peakCounterReads()).toBe(2)
  })

  it('refuses more members than `maxMembers` before reading any counter', async () => {
    const { sandbox, client, requests } = await countingSandbox()
    addMembers(sandbox, 2)
    const error = await computeLeaderboard(client, { entityId, metric: 'xp', maxMembers: 10 }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ kind: 'invalid-input', code: 'too-many-members', message: expect.stringContaining('11 members, more than 10') })
    expect(byRow(requests).counters).toBe(0)
  })

  it('checks its own inputs', async () => {
    const { client, requests } = await countingSandbox()
    await expect(computeLeaderboard(client, { entityId, metric: '' })).rejects.toMatchObject({ kind: 'invalid-input', field: 'metric' })
    await expect(computeLeaderboard(client, { entityId, metric: 'xp', limit: Number.NaN })).rejects.toMatchObject({ kind: 'invalid-input', field: 'limit' })
    await expect(computeLeaderboard(client, { entityId, metric: 'xp', concurrency: 0 })).rejects.toMatchObject({ kind: 'invalid-input', field: 'concurrency' })
    expect(requests).toEqual([])
  })
})
