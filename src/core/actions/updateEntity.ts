import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { entityRequestEntries, entitySchema, type Entity } from '../schemas/entity.js'
import type { EntityUpdate } from '../schemas/entityUpdate.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link updateEntity}: the entity id and the write-side fields of row 7. */
export type UpdateEntityParameters = { entityId: string } & EntityUpdate
/** What {@link updateEntity} resolves to. */
export type UpdateEntityReturnType = WriteResult<Entity>

/** The definition of {@link updateEntity}, from which its client method, query options and sandbox route are made. */
export const updateEntityEndpoint: Endpoint = {
  name: 'updateEntity',
  input: entityRequestEntries,
  path: 'entities/:entityId/update',
  data: entitySchema,
}

/** Updates an entity (row 7; owners only). */
export const updateEntity = /* @__PURE__ */ defineAction<UpdateEntityParameters, UpdateEntityReturnType>(updateEntityEndpoint)
