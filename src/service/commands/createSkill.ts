import { skillCreateSchema } from '../../core/schemas/skill.js'
import { defineCommand } from '../Command.js'
import { findEntity } from '../rules/findEntity.js'
import { maxSkillScore } from '../rules/maxSkillScore.js'
import { parseInput } from '../rules/parseInput.js'
import { requireRole } from '../rules/requireRole.js'
import { skillView } from '../rules/skillView.js'
import { ServiceError } from '../ServiceError.js'

/** Row 18 (admins and owners of the entity in the body): a skill, at the top of the tree or under `parentId`. */
export const createSkillCommand = defineCommand({
  input: (raw) => parseInput(skillCreateSchema, raw.body()),
  async run(tx, context, body) {
    const entity = await findEntity(tx, body.entityID, context)
    requireRole(entity, context.caller, 'admin')
    const parentId = body.parentId || null
    if (parentId !== null && !(await tx.skills(entity.id)).some((skill) => skill.id === parentId)) {
      throw new ServiceError('not-found', `parent skill ${parentId} not found in entity ${entity.id}`)
    }
    const [skill] = await tx.createSkills([{ name: body.name, description: body.description, entityID: entity.id, parentId, maxScore: maxSkillScore }])
    return skillView(skill!, undefined)
  },
})
