import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { entityUserSchema, type EntityUser } from '../schemas/entity.js'

/** Parameters of {@link listEntityUsers}. */
export type ListEntityUsersParameters = { entityId: string }
/** What {@link listEntityUsers} resolves to. */
export type ListEntityUsersReturnType = EntityUser[]

/** The definition of {@link listEntityUsers}, from which its client method, query options and sandbox route are made. */
export const listEntityUsersEndpoint: Endpoint = {
  name: 'listEntityUsers',
  path: 'entities/:entityId/users',
  read: { key: 'users', schema: v.array(entityUserSchema) },
}

/** Lists the members of an entity (row 8; the reply keeps them under `users`). */
export const listEntityUsers = /* @__PURE__ */ defineAction<ListEntityUsersParameters, ListEntityUsersReturnType>(listEntityUsersEndpoint)
