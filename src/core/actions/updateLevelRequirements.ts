import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { levelRequirementsSchema, levelSchema } from '../schemas/level.js'
import { wholeNumberSchema } from '../schemas/primitives.js'

/** Parameters of {@link updateLevelRequirements}: `skillIds[i]` needs score `scores[i]`; `xp` becomes the level's threshold. */
export type UpdateLevelRequirementsParameters = EndpointParameters<typeof updateLevelRequirementsEndpoint>
/** What {@link updateLevelRequirements} resolves to. */
export type UpdateLevelRequirementsReturnType = EndpointReturnType<typeof updateLevelRequirementsEndpoint>

/** The definition of {@link updateLevelRequirements}, from which its client method, query options and sandbox route are made. */
export const updateLevelRequirementsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'updateLevelRequirements',
  method: 'POST',
  // `xp` is checked here too, so an 'invalid-input' error names the parameter rather than the body's `XP`.
  input: { xp: wholeNumberSchema },
  // Row 20 shares row 24's path; the service tells them apart by the body's fields.
  path: 'entities/:entityId/levels/:level/update',
  auth: 'signature',
  // The spec types XP as String.
  body: { schema: levelRequirementsSchema, rename: { XP: 'xp' }, send: (body) => ({ ...body, XP: String(body.XP) }) },
  reply: levelSchema,
})

/** Sets a level's name, description, skill requirements, end date and XP (row 20; admins and owners). */
export const updateLevelRequirements = /* @__PURE__ */ defineAction(updateLevelRequirementsEndpoint)
