import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { entityUserSchema } from '../schemas/entity.js'

/** Parameters of {@link listEntityUsers}. */
export type ListEntityUsersParameters = EndpointParameters<typeof listEntityUsersEndpoint>
/** What {@link listEntityUsers} resolves to. */
export type ListEntityUsersReturnType = EndpointReturnType<typeof listEntityUsersEndpoint>

/** The definition of {@link listEntityUsers}, from which its client method, query options and sandbox route are made. */
export const listEntityUsersEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'listEntityUsers',
  method: 'GET',
  path: 'entities/:entityId/users',
  auth: 'optional',
  reply: v.array(entityUserSchema),
  replyKey: 'users',
})

/** Lists the members of an entity (row 8; the reply keeps them under `users`); without a session for a public entity. */
export const listEntityUsers = /* @__PURE__ */ defineAction(listEntityUsersEndpoint)
