import { skillCreateSchema, skillsCreateSchema } from '../../core/schemas/skill.js'
import { ok } from '../http/ok.js'
import type { Route, RouteContext } from '../http/route.js'
import { SandboxError } from '../http/SandboxError.js'
import { findEntity, requireRole, signedIn } from '../model/access.js'
import { skillView } from '../model/skillView.js'
import type { SandboxEntityState, SandboxSkill } from '../state.js'
import { createSkill } from '../../core/actions/createSkill.js'
import { createSkills } from '../../core/actions/createSkills.js'
import { listSkills } from '../../core/actions/listSkills.js'
import { routeFor } from '../http/routeFor.js'

/** The score a skill can reach; the spec names no scale. */
const maxScore = 100

// Names are unique within an entity (letter case ignored), including within one multi-create.
function checkNewNames(entity: SandboxEntityState, names: readonly string[]): void {
  const taken = new Set(entity.skills.map((skill) => skill.name.toLowerCase()))
  for (const name of names) {
    if (taken.has(name.toLowerCase())) throw new SandboxError(409, `entity ${entity.entity.id} already has a skill named ${name}`)
    taken.add(name.toLowerCase())
  }
}

function newSkill(context: RouteContext, entity: SandboxEntityState, name: string, description: string, parentId: string | null): SandboxSkill {
  return { id: context.nextId('skill'), name, description, entityID: entity.entity.id, parentId, maxScore }
}

/** Rows 17 to 19: list skills with the caller's scores, create one or several. */
export const skillRoutes: Route[] = [
  {
    ...routeFor(listSkills),
    handle(context) {
      const caller = signedIn(context)
      const entityId = context.query.get('entityID') ?? context.query.get('entityId')
      if (!entityId) return ok(context.state.defaultSkills.map((skill) => skillView(skill, undefined)))
      const entity = findEntity(context, entityId)
      return ok(entity.skills.map((skill) => skillView(skill, entity.skillScores[caller])))
    },
  },
  {
    ...routeFor(createSkill),
    handle(context) {
      const body = context.body(skillCreateSchema)
      const entity = findEntity(context, body.entityID)
      requireRole(context, entity, 'admin')
      const parentId = body.parentId || null
      if (parentId !== null && !entity.skills.some((skill) => skill.id === parentId)) {
        throw new SandboxError(404, `parent skill ${parentId} not found in entity ${entity.entity.id}`)
      }
      checkNewNames(entity, [body.name])
      const skill = newSkill(context, entity, body.name, body.description, parentId)
      entity.skills.push(skill)
      return ok(skillView(skill, undefined))
    },
  },
  {
    ...routeFor(createSkills),
    handle(context) {
      const { names, descriptions, entityID } = context.body(skillsCreateSchema)
      const entity = findEntity(context, entityID)
      requireRole(context, entity, 'admin')
      checkNewNames(entity, names)
      const skills = names.map((name, index) => newSkill(context, entity, name, descriptions[index] ?? '', null))
      entity.skills.push(...skills)
      return ok(skills.map((skill) => skillView(skill, undefined)))
    },
  },
]
