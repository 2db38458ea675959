import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { idSchema } from '../internal/params.js'
import { skillCreateSchema, skillSchema, type Skill } from '../schemas/skill.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link createSkill}; `parentId` places the skill under another one. */
export type CreateSkillParameters = { entityId: string; name: string; description: string; parentId?: string | null | undefined }
/** What {@link createSkill} resolves to: `data` is the new skill when the service sends it. */
export type CreateSkillReturnType = WriteResult<Skill>

/** The definition of {@link createSkill}, from which its client method, query options and sandbox route are made. */
export const createSkillEndpoint: Endpoint = {
  name: 'createSkill',
  input: { entityId: idSchema },
  path: 'skills',
  // An undefined parentId is left out of the JSON.
  body: ({ entityId }, check) => check(skillCreateSchema, { entityID: entityId }),
  data: skillSchema,
}

/** Creates a skill in an entity (row 18; admins and owners). */
export const createSkill = /* @__PURE__ */ defineAction<CreateSkillParameters, CreateSkillReturnType>(createSkillEndpoint)
