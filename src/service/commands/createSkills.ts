import { skillsCreateSchema } from '../../core/schemas/skill.js'
import { defineCommand } from '../Command.js'
import { findEntity } from '../rules/findEntity.js'
import { maxSkillScore } from '../rules/maxSkillScore.js'
import { parseInput } from '../rules/parseInput.js'
import { requireRole } from '../rules/requireRole.js'
import { skillView } from '../rules/skillView.js'

/** Row 19 (admins and owners of the entity in the body): several skills at the top of the tree, all or none. */
export const createSkillsCommand = defineCommand({
  input: (raw) => parseInput(skillsCreateSchema, raw.body()),
  async run(tx, context, { names, descriptions, entityID }) {
    const entity = await findEntity(tx, entityID, context)
    requireRole(entity, context.caller, 'admin')
    const skills = await tx.createSkills(
      names.map((name, index) => ({ name, description: descriptions[index] ?? '', entityID: entity.id, parentId: null, maxScore: maxSkillScore })),
    )
    return skills.map((skill) => skillView(skill, undefined))
  },
})
