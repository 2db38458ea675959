import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { themeSchema, type Theme } from '../schemas/theme.js'

/** Parameters of {@link listThemes}. */
export type ListThemesParameters = { entityId: string }
/** What {@link listThemes} resolves to. */
export type ListThemesReturnType = Theme[]

/** The definition of {@link listThemes}, from which its client method, query options and sandbox route are made. */
export const listThemesEndpoint: Endpoint = {
  name: 'listThemes',
  path: 'entities/:entityId/themes',
  read: { schema: v.array(themeSchema) },
}

/** Lists an entity's dynamic NFT themes (row 12; admins and owners). */
export const listThemes = /* @__PURE__ */ defineAction<ListThemesParameters, ListThemesReturnType>(listThemesEndpoint)
