import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { idSchema } from '../internal/params.js'
import { skillSchema, skillsCreateSchema, type Skill } from '../schemas/skill.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link createSkills}: `names[i]` is described by `descriptions[i]`. */
export type CreateSkillsParameters = { entityId: string; names: string[]; descriptions: string[] }
/** What {@link createSkills} resolves to: `data` lists the new skills when the service sends them. */
export type CreateSkillsReturnType = WriteResult<Skill[]>

/** The definition of {@link createSkills}, from which its client method, query options and sandbox route are made. */
export const createSkillsEndpoint: Endpoint = {
  name: 'createSkills',
  input: { entityId: idSchema },
  path: 'skills/multiple',
  body: ({ entityId }, check) => check(skillsCreateSchema, { entityID: entityId }),
  data: v.array(skillSchema),
}

/** Creates several skills at once (row 19; admins and owners). */
export const createSkills = /* @__PURE__ */ defineAction<CreateSkillsParameters, CreateSkillsReturnType>(createSkillsEndpoint)
