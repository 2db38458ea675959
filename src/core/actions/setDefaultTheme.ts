import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { idSchema } from '../internal/params.js'
import { entitySchema, type Entity } from '../schemas/entity.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link setDefaultTheme}. */
export type SetDefaultThemeParameters = { entityId: string; themeId: string }
/** What {@link setDefaultTheme} resolves to: `data` is the updated entity when the service sends it. */
export type SetDefaultThemeReturnType = WriteResult<Entity>

/** The definition of {@link setDefaultTheme}, from which its client method, query options and sandbox route are made. */
export const setDefaultThemeEndpoint: Endpoint = {
  name: 'setDefaultTheme',
  input: { themeId: idSchema },
  path: 'entities/:entityId/themes/default',
  data: entitySchema,
}

/** Sets the theme a new member of the entity starts with (row 16; admins and owners). */
export const setDefaultTheme = /* @__PURE__ */ defineAction<SetDefaultThemeParameters, SetDefaultThemeReturnType>(setDefaultThemeEndpoint)
