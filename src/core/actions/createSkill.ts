import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { idSchema } from '../internal/params.js'
import { skillCreateSchema, skillSchema } from '../schemas/skill.js'

/** Parameters of {@link createSkill}; `parentId` places the skill under another one. */
export type CreateSkillParameters = EndpointParameters<typeof createSkillEndpoint>
/** What {@link createSkill} resolves to: `data` is the new skill when the service sends it. */
export type CreateSkillReturnType = EndpointReturnType<typeof createSkillEndpoint>

/**
 * The definition of {@link createSkill}, from which its client method, query options and sandbox route are made.
 * @invalidates listSkills
 */
export const createSkillEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'createSkill',
  method: 'POST',
  input: { entityId: idSchema },
  path: 'skills',
  // An undefined parentId is left out of the JSON.
  body: { schema: skillCreateSchema, rename: { entityID: 'entityId' } },
  reply: skillSchema,
})

/** Creates a skill in an entity (row 18; admins and owners). */
export const createSkill = /* @__PURE__ */ defineAction(createSkillEndpoint)
