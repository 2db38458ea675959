import { describe, expect, it } from 'vitest'
import type { UpdateLevelRequirementsParameters } from '../../../core/index.js'
import {
  addressOf,
  borrowed,
  entityId,
  expectInvalidInput,
  expectRefusal,
  expectRefusedWrite,
  forged,
  tamperBody,
  tamperPath,
  useContract,
} from './setup.js'

const ctx = useContract()
const levelsPath = `/api/entities/${entityId}/levels`
const thresholds = async () => (await ctx.client('member').listLevels({ entityId })).map((level) => [level.level, level.xpThreshold])
const levelOf = async (level: number) => (await ctx.client('member').listLevels({ entityId })).find((candidate) => candidate.level === level)

describe('row 21: listLevels', () => {
  it('lists the levels sorted by number, from a reply that is a plain array', async () => {
    const levels = await ctx.client('member').listLevels({ entityId })
    expect(levels.map((level) => [level.level, level.xpThreshold, level.name])).toEqual([
      [1, 0, 'Newcomer'],
      [2, 100, 'Contributor'],
      [3, 250, 'Builder'],
      [4, 500, 'Core Builder'],
      [5, 1000, 'Steward'],
      [6, 2000, 'Luminary'],
    ])
    expect(levels[3]).toMatchObject({ communityId: entityId, isEnabled: true, skillIds: ['aurora-skill-solidity', 'aurora-skill-react'], scores: [60, 40], endsAt: null })
    const reply = await ctx.raw('GET', levelsPath, { as: 'member' })
    expect(Array.isArray(reply.body)).toBe(true)
    expect(reply.body).toEqual(levels)
    expect(ctx.sent[0]).toMatchObject({ method: 'GET', path: levelsPath })
  })

  it('refuses a wrong signature, another address’s signature and an unknown entity', async () => {
    await expectRefusal(ctx.client(forged('member')).listLevels({ entityId }), 401)
    await expectRefusal(ctx.client(borrowed(ctx, 'admin', 'member')).listLevels({ entityId }), 401)
    await expectRefusal(ctx.client('member').listLevels({ entityId: 'no-such-guild' }), 404)
  })
})

describe('row 22: createLevel', () => {
  it('adds an enabled level with its XP threshold', async () => {
    const { data } = await ctx.client('admin').createLevel({ entityId, level: 7, xp: 5000 })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: levelsPath, body: { level: 7, xp: 5000 } })
    expect(data).toEqual({ communityId: entityId, level: 7, xpThreshold: 5000, isEnabled: true })
    expect(await levelOf(7)).toEqual(data)
  })

  it('refuses an existing level, a member, a wrong signature and an unknown entity, and changes nothing', async () => {
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').createLevel({ entityId, level: 3, xp: 300 }), 409)
    await expectRefusedWrite(ctx.service, () => ctx.client('member').createLevel({ entityId, level: 7, xp: 5000 }), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).createLevel({ entityId, level: 7, xp: 5000 }), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').createLevel({ entityId: 'no-such-guild', level: 7, xp: 5000 }), 404)
  })

  it('refuses a negative XP: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').createLevel({ entityId, level: 7, xp: -5 }), 'xp')
    const client = ctx.client('admin', tamperBody((body) => ({ ...body, xp: -5 })))
    const error = await expectRefusedWrite(ctx.service, () => client.createLevel({ entityId, level: 7, xp: 5000 }), 400)
    expect(error.serverMessage).toBe('xp must not be negative')
  })
})

describe('row 23: deleteLevel', () => {
  it('deletes a level: it is gone from listLevels', async () => {
    expect(await ctx.client('owner').deleteLevel({ entityId, level: 6 })).toEqual({ success: true })
    expect(ctx.sent[0]).toMatchObject({ method: 'POST', path: `${levelsPath}/6/delete`, body: undefined })
    expect((await thresholds()).map(([level]) => level)).toEqual([1, 2, 3, 4, 5])
    expect(await levelOf(6)).toBeUndefined()
  })

  it('refuses an unknown level, a member, a wrong signature and an unknown entity, and changes nothing', async () => {
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').deleteLevel({ entityId, level: 9 }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('member').deleteLevel({ entityId, level: 6 }), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).deleteLevel({ entityId, level: 6 }), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').deleteLevel({ entityId: 'no-such-guild', level: 6 }), 404)
  })

  it('refuses a level that is not a whole number: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').deleteLevel({ entityId, level: 1.5 }), 'level')
    const client = ctx.client('admin', tamperPath('/levels/6/', '/levels/six/'))
    const error = await expectRefusedWrite(ctx.service, () => client.deleteLevel({ entityId, level: 6 }), 400)
    expect(error.serverMessage).toBe('level must be a number')
  })
})

describe('row 24: updateLevel', () => {
  it('changes the XP a level needs and nothing else', async () => {
    const before = await levelOf(5)
    const { data } = await ctx.client('admin').updateLevel({ entityId, level: 5, xp: 1200 })
    expect(ctx.sent[1]).toMatchObject({ method: 'POST', path: `${levelsPath}/5/update`, body: { xp: 1200 } })
    expect(data).toEqual({ ...before, xpThreshold: 1200 })
    expect(await levelOf(5)).toEqual(data)
  })

  it('refuses an unknown level, a member, a wrong signature and an unknown entity, and changes nothing', async () => {
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateLevel({ entityId, level: 9, xp: 1 }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('member').updateLevel({ entityId, level: 5, xp: 1 }), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).updateLevel({ entityId, level: 5, xp: 1 }), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateLevel({ entityId: 'no-such-guild', level: 5, xp: 1 }), 404)
  })

  it('refuses an XP that is not a whole number: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').updateLevel({ entityId, level: 5, xp: 2.5 }), 'xp')
    const client = ctx.client('admin', tamperBody(() => ({ xp: 'lots' })))
    const error = await expectRefusedWrite(ctx.service, () => client.updateLevel({ entityId, level: 5, xp: 1200 }), 400)
    expect(error.serverMessage).toBe('xp must be a number')
  })
})

describe('row 20: updateLevelRequirements', () => {
  const requirements: UpdateLevelRequirementsParameters = {
    entityId,
    level: 5,
    name: 'Mentor',
    description: 'Guides newcomers.',
    skillIds: ['aurora-skill-workshops', 'aurora-skill-writing'],
    scores: [50, '25'],
    endsAt: '',
    xp: 1500,
  }

  it('sets name, description, skill requirements, end date and XP; they read back from listLevels', async () => {
    const { data } = await ctx.client('admin').updateLevelRequirements(requirements)
    const expected = {
      communityId: entityId,
      level: 5,
      xpThreshold: 1500,
      isEnabled: true,
      name: 'Mentor',
      description: 'Guides newcomers.',
      skillIds: ['aurora-skill-workshops', 'aurora-skill-writing'],
      scores: [50, 25],
      endsAt: null,
    }
    expect(data).toEqual(expected)
    expect(await levelOf(5)).toEqual(expected)
    await ctx.client('owner').updateLevelRequirements({ ...requirements, endsAt: '2026-06-30T00:00:00.000Z' })
    expect((await levelOf(5))?.endsAt).toBe('2026-06-30T00:00:00.000Z')
  })

  it('shares row 24’s path; the body tells them apart', async () => {
    await ctx.client('admin').updateLevelRequirements(requirements)
    await ctx.client('admin').updateLevel({ entityId, level: 5, xp: 1800 })
    const [row20, row24] = ctx.sent
    expect(row20).toMatchObject({ method: 'POST', path: `${levelsPath}/5/update` })
    expect(row20?.session).toEqual({ address: addressOf.admin, signature: ctx.sessions.admin.signature })
    expect(row20?.body).toEqual({ name: 'Mentor', description: 'Guides newcomers.', skillIds: requirements.skillIds, scores: [50, 25], endsAt: '', XP: '1500' })
    expect(row24).toEqual({ ...row20, body: { xp: 1800 } })
    expect(await levelOf(5)).toMatchObject({ name: 'Mentor', xpThreshold: 1800 })
  })

  it('takes the signature alone, without address', async () => {
    const { level: _level, entityId: _entityId, xp, ...body } = requirements
    const reply = await ctx.raw('POST', `${levelsPath}/5/update?signature=${ctx.sessions.owner.signature}`, { body: { ...body, XP: xp } })
    expect(reply).toMatchObject({ status: 200, body: { data: { name: 'Mentor', xpThreshold: 1500 } } })
  })

  it('refuses an unknown skill or level, a member, a wrong signature and an unknown entity, and changes nothing', async () => {
    const skill = await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateLevelRequirements({ ...requirements, skillIds: ['aurora-skill-workshops', 'nebula-skill-data'] }), 404)
    expect(skill.serverMessage).toBe(`skill nebula-skill-data not found in entity ${entityId}`)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateLevelRequirements({ ...requirements, level: 9 }), 404)
    await expectRefusedWrite(ctx.service, () => ctx.client('member').updateLevelRequirements(requirements), 403)
    await expectRefusedWrite(ctx.service, () => ctx.client(forged('admin')).updateLevelRequirements(requirements), 401)
    await expectRefusedWrite(ctx.service, () => ctx.client('admin').updateLevelRequirements({ ...requirements, entityId: 'no-such-guild' }), 404)
  })

  it('refuses a score missing or a bad date: the client before sending, the sandbox with 400', async () => {
    await expectInvalidInput(ctx, () => ctx.client('admin').updateLevelRequirements({ ...requirements, scores: [50] }), 'scores')
    await expectInvalidInput(ctx, () => ctx.client('admin').updateLevelRequirements({ ...requirements, endsAt: 'someday' }), 'endsAt')
    await expectInvalidInput(ctx, () => ctx.client('admin').updateLevelRequirements({ ...requirements, xp: -1 }), 'xp')
    const missing = ctx.client('admin', tamperBody((body) => ({ ...body, scores: [50] })))
    const error = await expectRefusedWrite(ctx.service, () => missing.updateLevelRequirements(requirements), 400)
    expect(error.serverMessage).toBe('scores must have one score per skill')
    const badDate = ctx.client('admin', tamperBody((body) => ({ ...body, endsAt: 'someday' })))
    await expectRefusedWrite(ctx.service, () => badDate.updateLevelRequirements(requirements), 400)
  })
})
