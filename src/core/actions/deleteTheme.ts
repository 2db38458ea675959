import type { Endpoint } from '../internal/endpoint.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link deleteTheme}. */
export type DeleteThemeParameters = { entityId: string; themeId: string }
/** What {@link deleteTheme} resolves to. */
export type DeleteThemeReturnType = WriteResult<never>

/** Deletes a theme (row 15; admins and owners). The path has no `entities` segment, as the spec writes it. */
export const deleteTheme: Endpoint = {
  path: ':entityId/themes/:themeId/delete',
}
