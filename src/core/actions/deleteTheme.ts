import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'

/** Parameters of {@link deleteTheme}. */
export type DeleteThemeParameters = EndpointParameters<typeof deleteThemeEndpoint>
/** What {@link deleteTheme} resolves to. */
export type DeleteThemeReturnType = EndpointReturnType<typeof deleteThemeEndpoint>

/** The definition of {@link deleteTheme}, from which its client method, query options and sandbox route are made. */
export const deleteThemeEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'deleteTheme',
  method: 'POST',
  path: ':entityId/themes/:themeId/delete',
})

/** Deletes a theme (row 15; admins and owners). The path has no `entities` segment, as the spec writes it. */
export const deleteTheme = /* @__PURE__ */ defineAction(deleteThemeEndpoint)
