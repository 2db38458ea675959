import * as v from '../../core/internal/schema.js'
import { levelRequirementsSchema, levelUpdateSchema } from '../../core/schemas/level.js'
import { defineCommand } from '../Command.js'
import { checkEndsAt } from '../rules/checkFormats.js'
import { findLevel } from '../rules/findLevel.js'
import { parseInput } from '../rules/parseInput.js'
import { pathLevel } from '../rules/pathLevel.js'
import { ServiceError } from '../ServiceError.js'
import type { Level } from '../state.js'

/** The body fields that make a level update row 20 (requirements) rather than row 24 (threshold). */
const requirementFields = ['name', 'description', 'skillIds', 'scores', 'endsAt', 'XP'] as const

const anyBody = v.record(v.unknown())

function readChanges(body: Record<string, unknown>) {
  if (!requirementFields.some((field) => body[field] !== undefined)) return { xpThreshold: parseInput(levelUpdateSchema, body).xp }
  const { name, description, skillIds, scores, endsAt, XP } = parseInput(levelRequirementsSchema, body)
  checkEndsAt(endsAt)
  return { name, description, skillIds, scores, endsAt: endsAt === '' ? null : endsAt, xpThreshold: XP } satisfies Partial<Level>
}

/**
 * Rows 20 and 24, which share one path: a body with any of row 20's fields sets the level's requirements (all six
 * then required, the skills those of the entity); otherwise `{ xp }` sets its threshold.
 */
export const updateLevelCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  input: (raw) => ({ level: pathLevel(raw), changes: readChanges(parseInput(anyBody, raw.body())) }),
  async run(tx, { entity }, { level, changes }) {
    await findLevel(tx, entity.id, level)
    if ('skillIds' in changes && changes.skillIds) {
      const known = new Set((await tx.skills(entity.id)).map((skill) => skill.id))
      const missing = changes.skillIds.find((id) => !known.has(id))
      if (missing !== undefined) throw new ServiceError('not-found', `skill ${missing} not found in entity ${entity.id}`)
    }
    return tx.updateLevel(entity.id, level, changes)
  },
})
