import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link deleteTheme}. */
export type DeleteThemeParameters = { entityId: string; themeId: string }
/** What {@link deleteTheme} resolves to. */
export type DeleteThemeReturnType = WriteResult<never>

/** The definition of {@link deleteTheme}, from which its client method, query options and sandbox route are made. */
export const deleteThemeEndpoint: Endpoint = {
  name: 'deleteTheme',
  path: ':entityId/themes/:themeId/delete',
}

/** Deletes a theme (row 15; admins and owners). The path has no `entities` segment, as the spec writes it. */
export const deleteTheme = /* @__PURE__ */ defineAction<DeleteThemeParameters, DeleteThemeReturnType>(deleteThemeEndpoint)
