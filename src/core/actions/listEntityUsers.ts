import * as v from '../internal/schema.js'
import type { Endpoint } from '../internal/endpoint.js'
import { entityUserSchema, type EntityUser } from '../schemas/entity.js'

/** Parameters of {@link listEntityUsers}. */
export type ListEntityUsersParameters = { entityId: string }
/** What {@link listEntityUsers} resolves to. */
export type ListEntityUsersReturnType = EntityUser[]

/** Lists the members of an entity (row 8; the reply keeps them under `users`). */
export const listEntityUsers: Endpoint = {
  path: 'entities/:entityId/users',
  read: { key: 'users', schema: v.array(entityUserSchema) },
}
