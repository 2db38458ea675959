import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { themeSchema, themeUpdateRequestSchema } from '../schemas/theme.js'

/** Parameters of {@link updateTheme}: the theme and the fields to change. */
export type UpdateThemeParameters = EndpointParameters<typeof updateThemeEndpoint>
/** What {@link updateTheme} resolves to. */
export type UpdateThemeReturnType = EndpointReturnType<typeof updateThemeEndpoint>

/** The definition of {@link updateTheme}, from which its client method, query options and sandbox route are made. */
export const updateThemeEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'updateTheme',
  method: 'POST',
  path: 'entities/:entityId/themes/:themeId/update',
  auth: 'signature',
  // The schema keeps only the theme's fields (not the path's ids), and needs at least one of them.
  body: { schema: themeUpdateRequestSchema },
  reply: themeSchema,
})

/** Changes fields of a theme (row 14; admins and owners). */
export const updateTheme = /* @__PURE__ */ defineAction(updateThemeEndpoint)
