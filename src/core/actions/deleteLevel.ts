import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link deleteLevel}. */
export type DeleteLevelParameters = { entityId: string; level: number }
/** What {@link deleteLevel} resolves to. */
export type DeleteLevelReturnType = WriteResult<never>

/** The definition of {@link deleteLevel}, from which its client method, query options and sandbox route are made. */
export const deleteLevelEndpoint: Endpoint = {
  name: 'deleteLevel',
  path: 'entities/:entityId/levels/:level/delete',
}

/** Deletes a level (row 23; admins and owners). */
export const deleteLevel = /* @__PURE__ */ defineAction<DeleteLevelParameters, DeleteLevelReturnType>(deleteLevelEndpoint)
