import { defineCommand } from '../Command.js'
import { findEntity } from '../rules/findEntity.js'
import { signedIn } from '../rules/requireRole.js'
import { skillView } from '../rules/skillView.js'

/** Row 17: the entity's skills with the caller's scores; without `entityID`, the service's default skills. */
export const listSkillsCommand = defineCommand({
  input: (raw) => raw.query.get('entityID') || raw.query.get('entityId') || undefined,
  async run(tx, context, entityId) {
    const address = signedIn(context.caller)
    if (entityId === undefined) return (await tx.skills(null)).map((skill) => skillView(skill, undefined))
    const entity = await findEntity(tx, entityId, context)
    const scores = await tx.skillScores(entity.id, address)
    return (await tx.skills(entity.id)).map((skill) => skillView(skill, scores))
  },
})
