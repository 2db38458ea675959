import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { idSchema } from '../internal/params.js'
import { skillSchema, skillsCreateSchema } from '../schemas/skill.js'

/** Parameters of {@link createSkills}: `names[i]` is described by `descriptions[i]`. */
export type CreateSkillsParameters = EndpointParameters<typeof createSkillsEndpoint>
/** What {@link createSkills} resolves to: `data` lists the new skills when the service sends them. */
export type CreateSkillsReturnType = EndpointReturnType<typeof createSkillsEndpoint>

/**
 * The definition of {@link createSkills}, from which its client method, query options and sandbox route are made.
 * @invalidates listSkills
 */
export const createSkillsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'createSkills',
  method: 'POST',
  input: { entityId: idSchema },
  path: 'skills/multiple',
  body: { schema: skillsCreateSchema, rename: { entityID: 'entityId' } },
  reply: v.array(skillSchema),
})

/** Creates several skills at once (row 19; admins and owners). */
export const createSkills = /* @__PURE__ */ defineAction(createSkillsEndpoint)
