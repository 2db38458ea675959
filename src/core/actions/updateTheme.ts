import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { themeSchema, themeUpdateRequestSchema, type Theme } from '../schemas/theme.js'
import type { ThemeInput } from '../schemas/themeWrite.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link updateTheme}: the theme and the fields to change. */
export type UpdateThemeParameters = { entityId: string; themeId: string } & Partial<ThemeInput>
/** What {@link updateTheme} resolves to. */
export type UpdateThemeReturnType = WriteResult<Theme>

/** The definition of {@link updateTheme}, from which its client method, query options and sandbox route are made. */
export const updateThemeEndpoint: Endpoint = {
  name: 'updateTheme',
  path: 'entities/:entityId/themes/:themeId/update',
  auth: 'signature',
  // The schema keeps only the theme's fields (not the path's ids), and needs at least one of them.
  body: (_input, check) => check(themeUpdateRequestSchema),
  data: themeSchema,
}

/** Changes fields of a theme (row 14; admins and owners). */
export const updateTheme = /* @__PURE__ */ defineAction<UpdateThemeParameters, UpdateThemeReturnType>(updateThemeEndpoint)
