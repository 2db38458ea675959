import { describe, expect, it } from 'vitest'
import {
  addressOf,
  borrowed,
  entityId,
  expectInvalidInput,
  expectRefusal,
  expectRefusedWrite,
  forged,
  tamperBody,
  tamperQuery,
  useContract,
} from './setup.js'

const ctx = useContract()
const skillNames = async () => (await ctx.client('member').listSkills({ entityId })).map((skill) => skill.name)

describe('row 17: listSkills', () => {
  it('lists the entity’s skill tree with the caller’s scores, asked for with the `entityID` query', async () => {
    const skills = await ctx.client('member').listSkills({ entityId })
    expect(ctx.sent[0]).toMatchObject({ method: 'GET', path: '/api/skills', query: { entityID: entityId }, session: { address: addressOf.member } })
    expect(skills).toHaveLength(13)
    expect(skills.find((skill) => skill.id === 'aurora-skill-react')).toEqual({
      id: 'aurora-skill-react',
      name: 'React',
      description: 'Components, hooks and state',
      entityID: entityId,
      parentId: 'aurora-skill-frontend',
      maxScore: 100,
      score: 82,
    })
    expect(skills.filter((skill) => skill.parentId === null).map((skill) => skill.name)).toEqual(['Engineering', 'Community', 'Design'])
    const adminScores = await ctx.client('admin').listSkills({ entityId })
    expect(adminScores.find((skill) => skill.id === 'aurora-skill-react')?.score).toBe(0)
  })

  it('lists the service’s default skills without an entity', async () => {
    const skills = await ctx.client('member').listSkills()
    expect(ctx.sent[0]?.query).not.toHaveProperty('entityID')
    expect(skills.map((skill) => skill.name)).toEqual(['Communication', 'Collaboration', 'Leadership', 'Problem Solving'])
    expect(skills.every((skill) => skill.entityID === null && skill.score === 0)).toBe(true)
  })

  it('refuses a wrong signature, another address’s signature and an unknown entity', async () => {
    await expectRefusal(ctx.client(forged('member')).listSkills({ entityId }), 401)
    await expectRefusal(ctx.client(borrowed(ctx, 'member', 'owner')).listSkills(), 401)
    await expectRefusal(ctx.client('member').listSkills({ entityId: 'no-such-guild' }), 404)
    await expectRefusal(ctx.client('member', tamperQuery({ entityID: 'no-such-guild' })).listSkills({ entityId }), 404)
  })
})

describe('row 18: createSkill', () => {
  it('creates a skill under a parent; it then shows in listSkills with no score', async () => {
    const { data } = await ctx.client('admin').createSkill({ entityId, name: 'Rust', description: 'Systems programming', parentId: 'aurora-skill-engineering' })
    expect(ctx.sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/skills',
      body: { name: 'Rust', description: 'Systems programming', entityID: entityId, parentId: 'aurora-skill-engineering' },
    })
    const expected = { id: 'skill_101', name: 'Rust', description: 'Systems programming', entityID: entityId, parentId: 'aurora-skill-engineering', maxScore: 100, score: 0 }
    expect(data).toEqual(expected)
    expect((await ctx.client('member').listSkills({ entityId })).at(-1)).toEqual(expected)
  })

  it('creates a root skill without a parent', async () => {
    const { data } = await ctx.client('owner').createSkill({ entityId, name: 'Governance', description: '' })
    expect(ctx.sent[0]?.body).toEqual({ name: 'Governance', description: '', entityID: entityId })
    expect(data).toMatchObject({ name: 'Governance', parentId: null })
    expect(await skillNames()).toContain('Governance')
  })

  it('refuses a member, a wrong signature, an unknown entity or parent, a taken name, and changes nothing', async () => {
    const skill = { entityId, name: 'Rust', description: 'Systems programming' }
    await expectRefusedWrite(ctx.service, () => ctx.client('member').createSkill(skill), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).createSkill(skill), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').createSkill({ ...skill, entityId: 'no-such-guild' }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').createSkill({ ...skill, parentId: 'nebula-skill-research' }), 404)
    const taken = await expectRefusedWrite(ctx.service, () => ctx.client('admin').createSkill({ ...skill, name: 'react' }), 409)
    expect(taken.serverMessage).toBe(`entity ${entityId} already has a skill named react`)
  })

  it('refuses a blank name: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').createSkill({ entityId, name: ' ', description: '' }), 'name')
    const client = ctx.client('admin', tamperBody((body) => ({ ...body, name: ' ' })))
    const error = await expectRefusedWrite(ctx.service, () => client.createSkill({ entityId, name: 'Rust', description: '' }), 400)
    expect(error.serverMessage).toBe('name is required')
  })
})

describe('row 19: createSkills', () => {
  it('creates several root skills at once; they then show in listSkills', async () => {
    const { data } = await ctx.client('admin').createSkills({ entityId, names: ['Rust', 'Go'], descriptions: ['Systems', 'Services'] })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: '/api/skills/multiple', body: { names: ['Rust', 'Go'], descriptions: ['Systems', 'Services'], entityID: entityId } })
    expect(data).toEqual([
      { id: 'skill_101', name: 'Rust', description: 'Systems', entityID: entityId, parentId: null, maxScore: 100, score: 0 },
      { id: 'skill_102', name: 'Go', description: 'Services', entityID: entityId, parentId: null, maxScore: 100, score: 0 },
    ])
    expect((await skillNames()).slice(-2)).toEqual(['Rust', 'Go'])
  })

  it('is all or nothing: a name the entity has, or one repeated, is a 409 and creates none', async () => {
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').createSkills({ entityId, names: ['Rust', 'Design'], descriptions: ['', ''] }), 409)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').createSkills({ entityId, names: ['Rust', 'RUST'], descriptions: ['', ''] }), 409)
    expect(await skillNames()).not.toContain('Rust')
  })

  it('refuses a member, a wrong signature and an unknown entity, and changes nothing', async () => {
    const skills = { entityId, names: ['Rust'], descriptions: ['Systems'] }
    await expectRefusedWrite(ctx.service, () => ctx.client('member').createSkills(skills), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('owner')).createSkills(skills), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('owner').createSkills({ ...skills, entityId: 'no-such-guild' }), 404)
  })

  it('refuses lists of different lengths: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').createSkills({ entityId, names: ['Rust', 'Go'], descriptions: ['Systems'] }), 'descriptions')
    const client = ctx.client('admin', tamperBody((body) => ({ ...body, descriptions: ['Systems'] })))
    const error = await expectRefusedWrite(ctx.service, () => client.createSkills({ entityId, names: ['Rust', 'Go'], descriptions: ['', ''] }), 400)
    expect(error.serverMessage).toBe('descriptions must have one description per name')
  })
})
