import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { themeSchema } from '../schemas/theme.js'

/** Parameters of {@link listThemes}. */
export type ListThemesParameters = EndpointParameters<typeof listThemesEndpoint>
/** What {@link listThemes} resolves to. */
export type ListThemesReturnType = EndpointReturnType<typeof listThemesEndpoint>

/** The definition of {@link listThemes}, from which its client method, query options and sandbox route are made. */
export const listThemesEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'listThemes',
  method: 'GET',
  path: 'entities/:entityId/themes',
  reply: v.array(themeSchema),
})

/** Lists an entity's dynamic NFT themes (row 12; admins and owners). */
export const listThemes = /* @__PURE__ */ defineAction(listThemesEndpoint)
