import type { Endpoint } from '../internal/endpoint.js'
import { idSchema } from '../internal/params.js'
import { entitySchema, type Entity } from '../schemas/entity.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link setDefaultTheme}. */
export type SetDefaultThemeParameters = { entityId: string; themeId: string }
/** What {@link setDefaultTheme} resolves to: `data` is the updated entity when the service sends it. */
export type SetDefaultThemeReturnType = WriteResult<Entity>

/** Sets the theme a new member of the entity starts with (row 16; admins and owners). */
export const setDefaultTheme: Endpoint = {
  input: { themeId: idSchema },
  path: 'entities/:entityId/themes/default',
  data: entitySchema,
}
