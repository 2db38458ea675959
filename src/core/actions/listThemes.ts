import * as v from '../internal/schema.js'
import type { Endpoint } from '../internal/endpoint.js'
import { themeSchema, type Theme } from '../schemas/theme.js'

/** Parameters of {@link listThemes}. */
export type ListThemesParameters = { entityId: string }
/** What {@link listThemes} resolves to. */
export type ListThemesReturnType = Theme[]

/** Lists an entity's dynamic NFT themes (row 12; admins and owners). */
export const listThemes: Endpoint = {
  path: 'entities/:entityId/themes',
  read: { schema: v.array(themeSchema) },
}
