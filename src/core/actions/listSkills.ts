import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { idSchema } from '../internal/params.js'
import { skillSchema, type Skill } from '../schemas/skill.js'

/** Parameters of {@link listSkills}: without `entityId`, the service's default skills. */
export type ListSkillsParameters = { entityId?: string | undefined }
/** What {@link listSkills} resolves to. */
export type ListSkillsReturnType = Skill[]

/** The definition of {@link listSkills}, from which its client method, query options and sandbox route are made. */
export const listSkillsEndpoint: Endpoint = {
  name: 'listSkills',
  input: { entityId: v.optional(idSchema) },
  path: 'skills',
  query: ({ entityId }) => ({ entityID: entityId as string | undefined }),
  read: { schema: v.array(skillSchema) },
}

/** Lists an entity's skills with the caller's progress (row 17). */
export const listSkills = /* @__PURE__ */ defineAction<ListSkillsParameters, ListSkillsReturnType>(listSkillsEndpoint)
