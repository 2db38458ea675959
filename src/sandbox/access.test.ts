import { describe, expect, it } from 'vitest'
import { demo } from '../service/seed/demo.js'
import { send, signedInDemo } from '../../test/sandbox/sandboxTestKit.js'

const entity = `/api/entities/${demo.entityId}`
const member = demo.accounts.member.address
const entityUpdate = {
  name: 'Aurora Builders Guild',
  description: 'Renamed nothing, changed the site',
  ownerAddresses: [demo.accounts.owner.address],
  twitter: '',
  discord: '',
  website: 'https://aurora.example',
  imageUrl: 'ipfs://bafybeidfyspsc5lkr4aqxvupctnwlavyf6rmpafqfjzczbttofjyu7jsjc',
}

describe('authorization (spec 5.3)', () => {
  it('lets admins and owners increment, not members', async () => {
    const { sandbox, owner, admin, member: memberSession } = await signedInDemo()
    const path = `${entity}/users/${member}/metrics/xp`
    const refused = await send(sandbox, 'POST', path, { session: memberSession, body: { count: 5 } })
    expect(refused.status).toBe(403)
    expect(refused.body.error.code).toBe('forbidden')
    expect((await send(sandbox, 'POST', path, { session: admin, body: { count: '5' } })).body).toEqual({ success: true, data: { metric: 'xp', counter: 345, counters: [{ metric: 'xp', counter: 345 }], levelsReached: [], achievementsEarned: [] } })
    expect((await send(sandbox, 'POST', path, { session: owner, body: { count: 5 } })).body.data.counter).toBe(350)
  })

  it('lets only owners update the entity, bumping __v and modifiedAt', async () => {
    const { sandbox, owner, admin } = await signedInDemo({ now: () => new Date('2026-04-01T00:00:00.000Z') })
    expect((await send(sandbox, 'POST', `${entity}/update`, { session: admin, body: entityUpdate })).status).toBe(403)
    const reply = await send(sandbox, 'POST', `${entity}/update`, { session: owner, body: { ...entityUpdate, bannerUrl: 'https://aurora.example/banner.png' } })
    expect(reply.status).toBe(200)
    expect(reply.body.data).toMatchObject({ website: 'https://aurora.example', bannerURL: 'https://aurora.example/banner.png', __v: 4, modifiedAt: '2026-04-01T00:00:00.000Z' })
    expect(reply.body.data.telegram).toBe('https://t.me/aurora_guild_example')
  })

  it('lets admins and owners manage themes, levels and skills; members get 403', async () => {
    const { sandbox, member: memberSession } = await signedInDemo()
    const writes: [string, string, unknown][] = [
      ['GET', `${entity}/themes`, undefined],
      ['POST', `${entity}/levels`, { level: 7, xp: 5000 }],
      ['POST', `${entity}/levels/1/delete`, undefined],
      ['POST', '/api/skills', { name: 'Rust', description: '', entityID: demo.entityId }],
      ['POST', `${entity}/force-add`, { addresses: [member], Chain: 'ethereum' }],
    ]
    for (const [method, path, body] of writes) expect((await send(sandbox, method, path, { session: memberSession, body })).status).toBe(403)
  })

  it('lets a user edit only their own profile', async () => {
    const { sandbox, admin, member: memberSession } = await signedInDemo()
    const profile = { name: 'Priya N.', imageUrl: '', bannerUrl: '', subtitle: '', location: '', twitter: '', email: '', discordId: '', linkedin: '', instagram: '', website: '' }
    expect((await send(sandbox, 'POST', `/api/users/${member}`, { session: admin, body: profile })).status).toBe(403)
    const own = await send(sandbox, 'POST', `/api/${member.toLowerCase()}`, { session: memberSession, body: { ...profile, about: 'Still here' } })
    expect(own.body.data).toMatchObject({ address: member, name: 'Priya N.', about: 'Still here', location: '', calendly: '' })
  })
})

describe('bad input: 400, and the state stays as it was', () => {
  it('names the field and changes nothing', async () => {
    const { sandbox, owner, admin } = await signedInDemo()
    const cases: [string, unknown, string][] = [
      [`${entity}/users/${member}/metrics/xp`, { count: 'abc' }, 'count must be a number'],
      [`${entity}/users/${member}/metrics/xp`, {}, 'count is required'],
      [`${entity}/users/${member}/metrics/xp`, '{"count": 1', 'the body is not valid JSON'],
      [`${entity}/users/${member}/metrics/xp`, '[1]', 'the body must be a JSON object'],
      [`${entity}/users/0x123/metrics/xp`, { count: 1 }, 'userAddress must be an EVM address'],
      [`${entity}/users/${member}/metrics`, { metrics: ['xp', 'reviews'], counts: [1] }, 'counts must have one count per metric'],
      [`${entity}/update`, { ...entityUpdate, defaultDyNftThemeId: 'nebula-theme-core' }, 'defaultDyNftThemeId must be a theme'],
      [`${entity}/update`, { ...entityUpdate, website: 'javascript:alert(1)' }, 'website must be an http(s) URL'],
      [`${entity}/themes`, { title: 'No images', level: '2', price: '0', backgroundColor: '#fff' }, 'backgroundImageIPFS is required'],
      [`${entity}/levels/abc/update`, { xp: 10 }, 'level must be a number'],
      [`${entity}/levels/2/update`, { xp: -1 }, 'xp must not be negative'],
      [`${entity}/levels/2/update`, { name: 'Two', XP: 10 }, 'description is required'],
      [`${entity}/force-add`, { addresses: ['nope'], Chain: 'ethereum' }, 'addresses.0 must be an EVM address'],
    ]
    for (const [path, body, message] of cases) {
      const before = sandbox.snapshot()
      const reply = await send(sandbox, 'POST', path, { session: path.endsWith('/update') && !path.includes('levels') ? owner : admin, body })
      expect(reply.status, path).toBe(400)
      expect(reply.body).toMatchObject({ success: false, error: { code: 'invalid-input' } })
      expect(reply.body.error.message).toContain(message)
      expect(sandbox.snapshot()).toEqual(before)
    }
  })

  it('applies a multi-increment all or nothing', async () => {
    const { sandbox, admin } = await signedInDemo()
    const before = sandbox.snapshot()
    const path = `${entity}/users/${member}/metrics`
    const refused = await send(sandbox, 'POST', path, { session: admin, body: { metrics: ['xp', 'nope'], counts: [10, 1] } })
    expect(refused.status).toBe(404)
    expect(sandbox.snapshot()).toEqual(before)
    const applied = await send(sandbox, 'POST', path, { session: admin, body: { metrics: '["xp","aurora-reviews"]', counts: '10,2' } })
    expect(applied.body.data).toEqual({ counters: [{ metric: 'xp', counter: 350 }, { metric: 'reviews', counter: 7 }], levelsReached: [], achievementsEarned: [] })
  })

  it('answers 409 for a level number or skill name that exists', async () => {
    const { sandbox, admin } = await signedInDemo()
    expect((await send(sandbox, 'POST', `${entity}/levels`, { session: admin, body: { level: 3, xp: 1 } })).status).toBe(409)
    const skill = { names: ['Rust', 'rust'], descriptions: ['', ''], entityID: demo.entityId }
    const reply = await send(sandbox, 'POST', '/api/skills/multiple', { session: admin, body: skill })
    expect(reply.body.error.code).toBe('conflict')
    expect(sandbox.state.entities[demo.entityId]?.skills.some((s) => s.name === 'Rust')).toBe(false)
  })
})

describe('unknown ids: 404', () => {
  it('names what is missing', async () => {
    const { sandbox, admin } = await signedInDemo()
    const cases: [string, string, unknown][] = [
      ['GET', '/api/entities/nowhere/metrics', undefined],
      ['POST', `${entity}/users/${member}/metrics/nope`, { count: 1 }],
      ['POST', `${entity}/themes/nope/update`, { title: 'x' }],
      ['POST', `/api/${demo.entityId}/themes/nope/delete`, undefined],
      ['POST', `${entity}/themes/default`, { themeId: 'nope' }],
      ['POST', `${entity}/levels/99/delete`, undefined],
      ['POST', '/api/skills', { name: 'Orphan', description: '', entityID: demo.entityId, parentId: 'nebula-skill-data' }],
      ['GET', '/api/skills?entityID=nowhere', undefined],
      ['GET', `/api/users/0x${'0'.repeat(39)}1`, undefined],
      ['GET', '/api/nothing/here', undefined],
    ]
    for (const [method, path, body] of cases) {
      const reply = await send(sandbox, method, path, { session: admin, body })
      expect(reply.status, path).toBe(404)
      expect(reply.body.error.code).toBe('not-found')
    }
  })
})
