import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { idSchema } from '../internal/params.js'
import { entitySchema } from '../schemas/entity.js'

/** Parameters of {@link setDefaultTheme}. */
export type SetDefaultThemeParameters = EndpointParameters<typeof setDefaultThemeEndpoint>
/** What {@link setDefaultTheme} resolves to: `data` is the updated entity when the service sends it. */
export type SetDefaultThemeReturnType = EndpointReturnType<typeof setDefaultThemeEndpoint>

/** The definition of {@link setDefaultTheme}, from which its client method, query options and sandbox route are made. */
export const setDefaultThemeEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'setDefaultTheme',
  method: 'POST',
  input: { themeId: idSchema },
  path: 'entities/:entityId/themes/default',
  reply: entitySchema,
})

/** Sets the theme a new member of the entity starts with (row 16; admins and owners). */
export const setDefaultTheme = /* @__PURE__ */ defineAction(setDefaultThemeEndpoint)
