import type { Endpoint } from '../internal/endpoint.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link deleteLevel}. */
export type DeleteLevelParameters = { entityId: string; level: number }
/** What {@link deleteLevel} resolves to. */
export type DeleteLevelReturnType = WriteResult<never>

/** Deletes a level (row 23; admins and owners). */
export const deleteLevel: Endpoint = {
  path: 'entities/:entityId/levels/:level/delete',
}
