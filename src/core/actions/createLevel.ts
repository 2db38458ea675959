import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { levelCreateSchema, levelSchema } from '../schemas/level.js'

/** Parameters of {@link createLevel}: the level number and the XP it needs. */
export type CreateLevelParameters = EndpointParameters<typeof createLevelEndpoint>
/** What {@link createLevel} resolves to. */
export type CreateLevelReturnType = EndpointReturnType<typeof createLevelEndpoint>

/** The definition of {@link createLevel}, from which its client method, query options and sandbox route are made. */
export const createLevelEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'createLevel',
  method: 'POST',
  input: levelCreateSchema.entries,
  path: 'entities/:entityId/levels',
  reply: levelSchema,
})

/** Adds a level based on XP (row 22; admins and owners). */
export const createLevel = /* @__PURE__ */ defineAction(createLevelEndpoint)
