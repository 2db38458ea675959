import { describe, expect, it } from 'vitest'
import { USER, client, failure, fetchDouble, json } from './fetchDouble.js'

const reply = (body: unknown) => client(fetchDouble(() => json(body)))
const levels = [
  { communityId: 'e1', level: 3, xpThreshold: 300 },
  { communityId: 'e1', level: 1, xpThreshold: 100 },
  { communityId: 'e1', level: 2, xpThreshold: 200, isEnabled: false },
]

describe('records read from the service', () => {
  it('an entity keeps unknown extra fields and fills defaults', async () => {
    const entity = await reply({ success: true, data: { id: 'e1', name: 'Guild', extraField: { nested: [1, 2] }, __v: 3 } }).getEntity({ entityId: 'e1' })
    expect(entity).toMatchObject({ id: 'e1', name: 'Guild', extraField: { nested: [1, 2] }, __v: 3, isEnabled: true, public: true, ownerAddress: [] })
    expect(entity.description).toBe('')
  })

  it('`_id` is accepted as `id`', async () => {
    const entity = await reply({ success: true, data: { _id: 'mongo-1', name: 'Guild' } }).getEntity({ entityId: 'mongo-1' })
    expect(entity.id).toBe('mongo-1')
    const metrics = await reply({ success: true, data: [{ _id: 'm1', name: 'posts' }] }).listEntityMetrics({ entityId: 'e1' })
    expect(metrics[0]?.id).toBe('m1')
  })

  it('an entity without any id is invalid-response naming the field', async () => {
    const error = await failure(reply({ success: true, data: { name: 'Guild' } }).getEntity({ entityId: 'e1' }), 'invalid-response')
    expect(error.field).toBe('data.id')
  })

  it('getUserMetrics returns the counters', async () => {
    const counters = [{ metric: 'posts', counter: 3 }, { metric: 'likes', counter: 0 }]
    await expect(reply({ success: true, data: counters }).getUserMetrics({ entityId: 'e1', userAddress: USER })).resolves.toEqual(counters)
  })

  it('a profile with null fields reads them as empty', async () => {
    const profile = await reply({ success: true, data: { name: 'Ada', email: null, location: 7 } }).getProfile({ userAddress: USER })
    expect(profile).toMatchObject({ name: 'Ada', email: '', location: '7', website: '' })
  })
})

describe('where a reply keeps its payload', () => {
  it('row 8 reads `users`', async () => {
    const users = await reply({ success: true, users: [{ address: USER, role: 'admin' }, { address: '0xabc' }] }).listEntityUsers({ entityId: 'e1' })
    expect(users).toEqual([{ address: USER, role: 'admin' }, { address: '0xabc', role: 'member' }])
  })

  it('row 8 also accepts `data`', async () => {
    const users = await reply({ success: true, data: [{ address: USER }] }).listEntityUsers({ entityId: 'e1' })
    expect(users).toHaveLength(1)
  })

  it('row 8 without `users` is invalid-response', async () => {
    const error = await failure(reply({ success: true }).listEntityUsers({ entityId: 'e1' }), 'invalid-response')
    expect(error.message).toContain('users')
  })

  it('row 21 accepts a plain array and sorts by level', async () => {
    const result = await reply(levels).listLevels({ entityId: 'e1' })
    expect(result.map((level) => level.level)).toEqual([1, 2, 3])
    expect(result[1]).toMatchObject({ xpThreshold: 200, isEnabled: false })
    expect(result[0]?.isEnabled).toBe(true)
  })

  it('row 21 accepts `{ success, data: [...] }` and sorts by level', async () => {
    const result = await reply({ success: true, data: levels }).listLevels({ entityId: 'e1' })
    expect(result.map((level) => level.xpThreshold)).toEqual([100, 200, 300])
  })

  it('row 21 with a level that is not a number is invalid-response', async () => {
    const error = await failure(reply([{ communityId: 'e1', level: 'one', xpThreshold: 1 }]).listLevels({ entityId: 'e1' }), 'invalid-response')
    expect(error.field).toBe('data.0.level')
  })

  it('a plain array is read as the list itself, on any list read', async () => {
    await expect(reply([{ metric: 'posts', counter: 1 }]).getUserMetrics({ entityId: 'e1', userAddress: USER })).resolves.toEqual([{ metric: 'posts', counter: 1 }])
  })

  it('a plain array where a record is expected is invalid-response', async () => {
    const error = await failure(reply([{ id: 'e1', name: 'Guild' }]).getEntity({ entityId: 'e1' }), 'invalid-response')
    expect(error.field).toBe('data')
  })

  it('an empty reply to a read is invalid-response', async () => {
    await failure(client(fetchDouble(() => new Response(null, { status: 200 }))).getMyNfts(), 'invalid-response')
  })

  it('NFTs and skills fill their defaults', async () => {
    const [nft] = await reply({ success: true, data: [{ id: 'n1', tokenId: 7, level: 2 }] }).getMyNfts()
    expect(nft).toMatchObject({ id: 'n1', tokenId: '7', level: 2, attributes: [] })
    const [skill] = await reply({ success: true, data: [{ id: 's1', name: 'Rust' }] }).listSkills({ entityId: 'e1' })
    expect(skill).toMatchObject({ id: 's1', name: 'Rust', parentId: null })
  })
})

describe('write acknowledgements', () => {
  it('`{ success: true }` without data resolves `{ success: true }`', async () => {
    const api = reply({ success: true })
    await expect(api.incrementMetric({ entityId: 'e1', userAddress: USER, metric: 'posts', count: 1 })).resolves.toEqual({ success: true })
    await expect(api.deleteTheme({ entityId: 'e1', themeId: 't1' })).resolves.toEqual({ success: true })
    await expect(api.forceAddUsers({ entityId: 'e1', addresses: [USER], chain: 'ethereum' })).resolves.toEqual({ success: true })
  })

  it('anything but `success: true` is invalid-response: a write that may not have happened never resolves', async () => {
    const replies: [string, () => Response][] = [
      ['an empty 200', () => new Response('', { status: 200 })],
      ['a 204', () => new Response(null, { status: 204 })],
      ['{}', () => json({})],
      ['null', () => json(null)],
      ['[1,2,3]', () => json([1, 2, 3])],
      ['"success": "no"', () => json({ success: 'no' })],
      ['"success": "true"', () => json({ success: 'true', data: { counter: 1 } })],
    ]
    for (const [what, answer] of replies) {
      const api = client(fetchDouble(answer))
      const error = await failure(api.incrementMetric({ entityId: 'e1', userAddress: USER, metric: 'posts', count: 1 }), 'invalid-response')
      expect(error.message, what).toMatch(/no `success: true`/)
      await failure(api.deleteLevel({ entityId: 'e1', level: 1 }), 'invalid-response')
    }
  })

  it('a changed record sent back is returned as data', async () => {
    const data = { communityId: 'e1', level: 4, xpThreshold: 900, extra: true }
    await expect(reply({ success: true, data }).updateLevel({ entityId: 'e1', level: 4, xp: 900 })).resolves.toEqual({
      success: true,
      data: { ...data, isEnabled: true },
    })
    const created = await reply({ success: true, data: { _id: 's9', name: 'Go' } }).createSkill({ entityId: 'e1', name: 'Go', description: '' })
    expect(created.data?.id).toBe('s9')
  })

  it('a record that cannot be read is left out of a successful write', async () => {
    const result = await reply({ success: true, data: { level: 'four' } }).updateLevel({ entityId: 'e1', level: 4, xp: 900 })
    expect(result).toEqual({ success: true })
  })

  it('a user creation returns the user record', async () => {
    const result = await reply({ success: true, data: { address: USER, isNew: true } }).createUser({ address: USER, token: 't', signature: '0xab' })
    expect(result).toEqual({ success: true, data: { address: USER, isNew: true } })
  })
})
