import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'

/** Parameters of {@link deleteLevel}. */
export type DeleteLevelParameters = EndpointParameters<typeof deleteLevelEndpoint>
/** What {@link deleteLevel} resolves to. */
export type DeleteLevelReturnType = EndpointReturnType<typeof deleteLevelEndpoint>

/** The definition of {@link deleteLevel}, from which its client method, query options and sandbox route are made. */
export const deleteLevelEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'deleteLevel',
  method: 'POST',
  path: 'entities/:entityId/levels/:level/delete',
})

/** Deletes a level (row 23; admins and owners). */
export const deleteLevel = /* @__PURE__ */ defineAction(deleteLevelEndpoint)
