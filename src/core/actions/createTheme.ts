import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { themeRequestEntries, themeSchema, type Theme } from '../schemas/theme.js'
import type { ThemeInput } from '../schemas/themeWrite.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link createTheme}: the entity and the theme fields of spec 2.5. */
export type CreateThemeParameters = { entityId: string } & ThemeInput
/** What {@link createTheme} resolves to: `data` is the new theme, with its id, when the service sends it. */
export type CreateThemeReturnType = WriteResult<Theme>

/** The definition of {@link createTheme}, from which its client method, query options and sandbox route are made. */
export const createThemeEndpoint: Endpoint = {
  name: 'createTheme',
  input: themeRequestEntries,
  path: 'entities/:entityId/themes',
  data: themeSchema,
}

/** Creates a dynamic NFT theme (row 13; admins and owners). */
export const createTheme = /* @__PURE__ */ defineAction<CreateThemeParameters, CreateThemeReturnType>(createThemeEndpoint)
