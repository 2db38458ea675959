import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { idSchema } from '../internal/params.js'
import { skillSchema } from '../schemas/skill.js'

/** Parameters of {@link listSkills}: without `entityId`, the service's default skills. */
export type ListSkillsParameters = EndpointParameters<typeof listSkillsEndpoint>
/** What {@link listSkills} resolves to. */
export type ListSkillsReturnType = EndpointReturnType<typeof listSkillsEndpoint>

/** The definition of {@link listSkills}, from which its client method, query options and sandbox route are made. */
export const listSkillsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'listSkills',
  method: 'GET',
  input: { entityId: v.optional(idSchema) },
  path: 'skills',
  query: { entityID: 'entityId' },
  reply: v.array(skillSchema),
})

/** Lists an entity's skills with the caller's progress (row 17). */
export const listSkills = /* @__PURE__ */ defineAction(listSkillsEndpoint)
