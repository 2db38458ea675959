import * as v from '../../core/internal/schema.js'
import { levelCreateSchema, levelRequirementsSchema, levelUpdateSchema } from '../../core/schemas/level.js'
import { ok } from '../http/ok.js'
import { parseInput } from '../http/parseInput.js'
import type { Route } from '../http/route.js'
import { SandboxError } from '../http/SandboxError.js'
import { findEntity, requireRole } from '../model/access.js'
import { checkEndsAt } from '../model/checkFormats.js'
import { findLevel } from '../model/findLevel.js'
import type { SandboxEntityState, SandboxLevel } from '../state.js'
import { createLevel } from '../../core/actions/createLevel.js'
import { deleteLevel } from '../../core/actions/deleteLevel.js'
import { listLevels } from '../../core/actions/listLevels.js'
import { updateLevel } from '../../core/actions/updateLevel.js'
import { updateLevelRequirements } from '../../core/actions/updateLevelRequirements.js'
import { routeFor } from '../http/routeFor.js'

/** The body fields that make a level update row 20 (requirements) rather than row 24 (threshold). */
const requirementFields = ['name', 'description', 'skillIds', 'scores', 'endsAt', 'XP'] as const

const anyBody = v.record(v.unknown())

function setRequirements(entity: SandboxEntityState, level: SandboxLevel, input: unknown): void {
  const { name, description, skillIds, scores, endsAt, XP } = parseInput(levelRequirementsSchema, input)
  checkEndsAt(endsAt)
  const missing = skillIds.find((id) => !entity.skills.some((skill) => skill.id === id))
  if (missing !== undefined) throw new SandboxError(404, `skill ${missing} not found in entity ${entity.entity.id}`)
  Object.assign(level, { name, description, skillIds, scores, endsAt: endsAt === '' ? null : endsAt, xpThreshold: XP })
}

/** Rows 20 to 24: an entity's levels and their XP thresholds and requirements. */
export const levelRoutes: Route[] = [
  {
    ...routeFor(listLevels),
    handle(context) {
      const { levels } = findEntity(context, context.param('entityId'))
      // A plain array, as the spec shows for this row.
      return { body: levels.map((level) => structuredClone(level)).sort((a, b) => a.level - b.level) }
    },
  },
  {
    ...routeFor(createLevel),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const { level, xp } = context.body(levelCreateSchema)
      if (entity.levels.some((existing) => existing.level === level)) {
        throw new SandboxError(409, `entity ${entity.entity.id} already has level ${level}`)
      }
      const created: SandboxLevel = { communityId: entity.entity.id, level, xpThreshold: xp, isEnabled: true }
      entity.levels.push(created)
      return ok({ ...created })
    },
  },
  {
    ...routeFor(deleteLevel),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const level = findLevel(entity, context.param('level'))
      entity.levels = entity.levels.filter((candidate) => candidate !== level)
      return ok()
    },
  },
  {
    // Rows 20 and 24 share this path; the body tells them apart. Row 20's session rule (address optional) serves both.
    ...routeFor(updateLevelRequirements, updateLevel),
    handle(context) {
      const entity = findEntity(context, context.param('entityId'))
      requireRole(context, entity, 'admin')
      const level = findLevel(entity, context.param('level'))
      const body = context.body(anyBody)
      if (requirementFields.some((field) => body[field] !== undefined)) setRequirements(entity, level, body)
      else level.xpThreshold = parseInput(levelUpdateSchema, body).xp
      return ok(structuredClone(level))
    },
  },
]
