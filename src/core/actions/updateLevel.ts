import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { levelSchema, levelUpdateSchema } from '../schemas/level.js'

/** Parameters of {@link updateLevel}: the level and its new XP threshold. */
export type UpdateLevelParameters = EndpointParameters<typeof updateLevelEndpoint>
/** What {@link updateLevel} resolves to. */
export type UpdateLevelReturnType = EndpointReturnType<typeof updateLevelEndpoint>

/** The definition of {@link updateLevel}, from which its client method, query options and sandbox route are made. */
export const updateLevelEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'updateLevel',
  method: 'POST',
  input: levelUpdateSchema.entries,
  path: 'entities/:entityId/levels/:level/update',
  reply: levelSchema,
})

/** Changes the XP a level needs (row 24; admins and owners). */
export const updateLevel = /* @__PURE__ */ defineAction(updateLevelEndpoint)
