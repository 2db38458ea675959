import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { entitySchema } from '../schemas/entity.js'

/** Parameters of {@link getEntity}. */
export type GetEntityParameters = EndpointParameters<typeof getEntityEndpoint>
/** What {@link getEntity} resolves to. */
export type GetEntityReturnType = EndpointReturnType<typeof getEntityEndpoint>

/** The definition of {@link getEntity}, from which its client method, query options and sandbox route are made. */
export const getEntityEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'getEntity',
  method: 'GET',
  path: 'entities/:entityId',
  auth: 'optional',
  reply: entitySchema,
})

/** Reads an entity (row 6); works without a session for public entities. */
export const getEntity = /* @__PURE__ */ defineAction(getEntityEndpoint)
