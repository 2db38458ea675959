import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { entityRequestEntries, entitySchema } from '../schemas/entity.js'

/** Parameters of {@link updateEntity}: the entity id and the write-side fields of row 7. */
export type UpdateEntityParameters = EndpointParameters<typeof updateEntityEndpoint>
/** What {@link updateEntity} resolves to. */
export type UpdateEntityReturnType = EndpointReturnType<typeof updateEntityEndpoint>

/**
 * The definition of {@link updateEntity}, from which its client method, query options and sandbox route are made.
 * A write changes more than the entity: its name and image show in its NFTs, its default theme in the theme list.
 * @invalidates getEntity listEntityUsers listThemes getEntityNfts getMyNfts
 */
export const updateEntityEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'updateEntity',
  method: 'POST',
  input: entityRequestEntries,
  path: 'entities/:entityId/update',
  reply: entitySchema,
})

/** Updates an entity (row 7; owners only). */
export const updateEntity = /* @__PURE__ */ defineAction(updateEntityEndpoint)
