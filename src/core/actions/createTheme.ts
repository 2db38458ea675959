import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { themeRequestEntries, themeSchema } from '../schemas/theme.js'

/** Parameters of {@link createTheme}: the entity and the theme fields of spec 2.5. */
export type CreateThemeParameters = EndpointParameters<typeof createThemeEndpoint>
/** What {@link createTheme} resolves to: `data` is the new theme, with its id, when the service sends it. */
export type CreateThemeReturnType = EndpointReturnType<typeof createThemeEndpoint>

/**
 * The definition of {@link createTheme}, from which its client method, query options and sandbox route are made.
 * @invalidates listThemes getEntityNfts getMyNfts
 */
export const createThemeEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'createTheme',
  method: 'POST',
  input: themeRequestEntries,
  path: 'entities/:entityId/themes',
  reply: themeSchema,
})

/** Creates a dynamic NFT theme (row 13; admins and owners). */
export const createTheme = /* @__PURE__ */ defineAction(createThemeEndpoint)
