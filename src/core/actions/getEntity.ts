import type { Endpoint } from '../internal/endpoint.js'
import { entitySchema, type Entity } from '../schemas/entity.js'

/** Parameters of {@link getEntity}. */
export type GetEntityParameters = { entityId: string }
/** What {@link getEntity} resolves to. */
export type GetEntityReturnType = Entity

/** Reads an entity (row 6); works without a session for public entities. */
export const getEntity: Endpoint = {
  path: 'entities/:entityId',
  auth: 'optional',
  read: { schema: entitySchema },
}
