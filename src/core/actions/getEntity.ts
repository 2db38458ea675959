import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { entitySchema, type Entity } from '../schemas/entity.js'

/** Parameters of {@link getEntity}. */
export type GetEntityParameters = { entityId: string }
/** What {@link getEntity} resolves to. */
export type GetEntityReturnType = Entity

/** The definition of {@link getEntity}, from which its client method, query options and sandbox route are made. */
export const getEntityEndpoint: Endpoint = {
  name: 'getEntity',
  path: 'entities/:entityId',
  auth: 'optional',
  read: { schema: entitySchema },
}

/** Reads an entity (row 6); works without a session for public entities. */
export const getEntity = /* @__PURE__ */ defineAction<GetEntityParameters, GetEntityReturnType>(getEntityEndpoint)
