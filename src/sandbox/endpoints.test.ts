import * as v from '../core/internal/schema.js'
import { describe, expect, it } from 'vitest'
import { entitySchema, entityUserSchema } from '../core/schemas/entity.js'
import { levelSchema } from '../core/schemas/level.js'
import { metricSchema, userMetricSchema } from '../core/schemas/metric.js'
import { contactProfileFields, profileFields, profileSchema } from '../core/schemas/profile.js'
import { skillSchema } from '../core/schemas/skill.js'
import { themeSchema } from '../core/schemas/theme.js'
import { demo } from '../service/seed/demo.js'
import { send, signedInDemo } from '../../test/sandbox/sandboxTestKit.js'

const entity = `/api/entities/${demo.entityId}`
const member = demo.accounts.member.address
const readable = (schema: v.GenericSchema, value: unknown) => expect(v.safeParse(schema, value).issues).toBeUndefined()
const theme = {
  level: 2,
  title: 'Dawn',
  price: 0,
  backgroundImageIPFS: 'ipfs://bafybeis555hmtf6bs5e4rynnefjqxirhxo77zbka74ztj2wyuhvauvzhma',
  horizontalLogoImageIPFS: 'bafybeis555hmtf6bs5e4rynnefjqxirhxo77zbka74ztj2wyuhvauvzhma',
  squareLogoImageIPFS: 'https://cdn.example/dawn.png',
  backgroundColor: '#112233',
}

describe('every endpoint answers in the documented shape', () => {
  it('data module (rows 1 to 5)', async () => {
    const { sandbox, admin, member: session } = await signedInDemo()
    const metrics = await send(sandbox, 'GET', `${entity}/metrics`, { session })
    expect(metrics.body.data).toHaveLength(6)
    for (const metric of metrics.body.data) readable(metricSchema, metric)
    const counters = await send(sandbox, 'GET', `${entity}/users/${member.toLowerCase()}/metrics`, { session })
    expect(counters.body.data).toContainEqual({ metric: 'xp', counter: 340 })
    for (const counter of counters.body.data) readable(userMetricSchema, counter)
    const hiro = sandbox.state.entities[demo.entityId]!.members[7]!.address
    const zeros = await send(sandbox, 'GET', `${entity}/users/${hiro}/metrics`, { session })
    expect(zeros.body.data.every((counter: { counter: number }) => counter.counter === 0)).toBe(true)

    expect((await send(sandbox, 'POST', `${entity}/users/${member}/metrics/aurora-reviews`, { session: admin, body: { count: 2 } })).body.data).toEqual({ metric: 'reviews', counter: 7, counters: [{ metric: 'reviews', counter: 7 }], levelsReached: [], achievementsEarned: [] })
    const many = await send(sandbox, 'POST', `${entity}/users/${member}/metrics`, { session: admin, body: { metrics: ['xp', 'xp', 'referrals'], counts: [1, 2, 3] } })
    expect(many.body.data).toEqual({ counters: [{ metric: 'xp', counter: 343 }, { metric: 'referrals', counter: 5 }], levelsReached: [], achievementsEarned: [] })

    const updated = await send(sandbox, 'POST', `${entity}/metrics/reviews/update`, { session: admin, body: { name: 'code_reviews', description: 'Reviews', type: 'count' } })
    expect(updated.body.data).toEqual({ id: 'aurora-reviews', name: 'code_reviews', description: 'Reviews', type: 'count' })
    const clash = await send(sandbox, 'POST', `${entity}/metrics/code_reviews/update`, { session: admin, body: { name: 'XP', description: '', type: 'count' } })
    expect(clash.status).toBe(409)
  })

  it('entity module (rows 6 to 9)', async () => {
    const { sandbox, owner, admin, member: session } = await signedInDemo()
    const read = await send(sandbox, 'GET', entity)
    readable(entitySchema, read.body.data)
    expect(read.body.data).toMatchObject({ ownerAddress: [demo.accounts.owner.address], adminAddresses: [demo.accounts.admin.address], __v: 3 })

    const newOwner = '0x000000000000000000000000000000000000dEaD'
    const body = { ...read.body.data, ownerAddresses: [demo.accounts.owner.address, newOwner.toLowerCase()], imageUrl: read.body.data.imageURL, defaultDyNftThemeId: '' }
    const updated = await send(sandbox, 'POST', `${entity}/update`, { session: owner, body })
    expect(updated.body.data).toMatchObject({ ownerAddress: [demo.accounts.owner.address, newOwner], defaultDyNftThemeId: null, __v: 4 })

    const users = await send(sandbox, 'GET', `${entity}/users`, { session })
    expect(users.body.data).toBeUndefined()
    for (const user of users.body.users) readable(entityUserSchema, user)
    expect(users.body.users.find((user: { address: string }) => user.address === newOwner)).toMatchObject({ role: 'owner' })
    expect(users.body.users.filter((user: { role: string }) => user.role === 'admin')).toHaveLength(1)

    const newcomer = '0x00000000000000000000000000000000000000aa'
    const added = await send(sandbox, 'POST', `${entity}/force-add`, { session: admin, body: { addresses: [newcomer, newcomer.toUpperCase().replace('0X', '0x'), member], Chain: 'base' } })
    expect(added.body.data).toEqual([{ address: expect.stringMatching(/^0x0{38}aa$/i), role: 'member', chain: 'base', joinedAt: expect.any(String), hiddenFromBoards: false }])
    expect((await send(sandbox, 'POST', `${entity}/force-add`, { session: admin, body: { addresses: [newcomer], Chain: 'base' } })).body.data).toEqual([])
  })

  it('themes (rows 12 to 16)', async () => {
    const { sandbox, admin } = await signedInDemo()
    const list = await send(sandbox, 'GET', `${entity}/themes`, { session: admin })
    for (const item of list.body.data) readable(themeSchema, item)
    expect(list.body.data.filter((item: { isDefault: boolean }) => item.isDefault)).toHaveLength(1)

    const created = await send(sandbox, 'POST', `${entity}/themes`, { session: admin, body: theme })
    expect(created.body.data).toMatchObject({ id: 'theme_101', entityID: demo.entityId, level: '2', price: '0', isDefault: false })
    const updated = await send(sandbox, 'POST', `${entity}/themes/theme_101/update`, { session: admin, body: { title: 'Daybreak', accentColor1: 'rgb(1, 2, 3)' } })
    expect(updated.body.data).toMatchObject({ title: 'Daybreak', accentColor1: 'rgb(1, 2, 3)', backgroundColor: '#112233' })
    const chosen = await send(sandbox, 'POST', `${entity}/themes/default`, { session: admin, body: { themeId: 'theme_101' } })
    expect(chosen.body.data).toMatchObject({ id: demo.entityId, defaultDyNftThemeId: 'theme_101', __v: 4 })
    expect((await send(sandbox, 'POST', `/api/${demo.entityId}/themes/theme_101/delete`, { session: admin })).body).toEqual({ success: true })
    expect(sandbox.state.entities[demo.entityId]?.entity.defaultDyNftThemeId).toBeNull()
  })

  it('skills (rows 17 to 19)', async () => {
    const { sandbox, admin, member: session } = await signedInDemo()
    const skills = await send(sandbox, 'GET', `/api/skills?entityID=${demo.entityId}`, { session })
    for (const skill of skills.body.data) readable(skillSchema, skill)
    expect(skills.body.data).toContainEqual(expect.objectContaining({ id: 'aurora-skill-react', parentId: 'aurora-skill-frontend', score: 82, maxScore: 100 }))
    expect(skills.body.data.filter((skill: { parentId: string | null }) => skill.parentId === null)).toHaveLength(3)
    const defaults = await send(sandbox, 'GET', '/api/skills', { session })
    expect(defaults.body.data.every((skill: { entityID: unknown }) => skill.entityID === null)).toBe(true)

    const child = await send(sandbox, 'POST', '/api/skills', { session: admin, body: { name: 'Foundry', description: 'Testing contracts', entityID: demo.entityId, parentId: 'aurora-skill-solidity' } })
    expect(child.body.data).toMatchObject({ id: 'skill_101', parentId: 'aurora-skill-solidity', score: 0, maxScore: 100 })
    const many = await send(sandbox, 'POST', '/api/skills/multiple', { session: admin, body: { names: 'Rust, Go', descriptions: ',', entityID: demo.entityId } })
    expect(many.body.data.map((skill: { name: string }) => skill.name)).toEqual(['Rust', 'Go'])
  })

  it('levels (rows 20 to 24)', async () => {
    const { sandbox, admin, member: session } = await signedInDemo()
    const levels = await send(sandbox, 'GET', `${entity}/levels`, { session })
    expect(Array.isArray(levels.body)).toBe(true)
    for (const level of levels.body) readable(levelSchema, level)
    expect(levels.body.map((level: { xpThreshold: number }) => level.xpThreshold)).toEqual([0, 100, 250, 500, 1000, 2000])

    expect((await send(sandbox, 'POST', `${entity}/levels`, { session: admin, body: { level: '0', xp: '0' } })).body.data).toEqual({ communityId: demo.entityId, level: 0, xpThreshold: 0, isEnabled: true })
    expect((await send(sandbox, 'POST', `${entity}/levels/0/update`, { session: admin, body: { xp: 5 } })).body.data.xpThreshold).toBe(5)
    const requirements = { name: 'Zero', description: 'Warm-up', skillIds: 'aurora-skill-react', scores: '10', endsAt: '', XP: '7' }
    const set = await send(sandbox, 'POST', `${entity}/levels/0/update?signature=${admin.signature}`, { body: requirements })
    expect(set.body.data).toEqual({ communityId: demo.entityId, level: 0, xpThreshold: 7, isEnabled: true, name: 'Zero', description: 'Warm-up', skillIds: ['aurora-skill-react'], scores: [10], endsAt: null })
    expect((await send(sandbox, 'POST', `${entity}/levels/0/update`, { session: admin, body: { ...requirements, skillIds: ['nope'] } })).status).toBe(404)
    expect((await send(sandbox, 'POST', `${entity}/levels/0/delete`, { session: admin })).body).toEqual({ success: true })
    expect((await send(sandbox, 'GET', `${entity}/levels`, { session })).body[0].level).toBe(1)
  })

  it('users (rows 26 and 27)', async () => {
    const { sandbox, member: session } = await signedInDemo()
    const jonas = sandbox.state.entities[demo.entityId]!.members[3]!.address
    const partial = await send(sandbox, 'GET', `/api/users/${jonas.toLowerCase()}`, { session })
    readable(profileSchema, partial.body.data)
    // Another member's profile: every field but the contact ones, which are for the user and their entities' admins.
    expect(Object.keys(partial.body.data).sort()).toEqual(['address', ...profileFields.filter((field) => !(contactProfileFields as readonly string[]).includes(field))].sort())
    expect(partial.body.data).toMatchObject({ address: jonas, name: 'Jonas Weber' })
    expect(partial.body.data).not.toHaveProperty('email')
    const profile = { name: 'Priya', imageUrl: '', bannerUrl: '', subtitle: 'Hi', location: '', twitter: '', email: 'p@example.com', discordId: '', linkedin: '', instagram: '', website: '' }
    const written = await send(sandbox, 'POST', `/api/users/${member}`, { session, body: profile })
    expect(written.body.data).toMatchObject({ ...profile, goals: 'Ship a first audited contract this year.' })
  })
})
