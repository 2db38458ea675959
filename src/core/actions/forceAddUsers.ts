import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { entityUserSchema, forceAddSchema, type EntityUser } from '../schemas/entity.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link forceAddUsers}: wallet addresses and the chain they live on. */
export type ForceAddUsersParameters = { entityId: string; addresses: string[]; chain: string }
/** What {@link forceAddUsers} resolves to: `data` lists the members added. */
export type ForceAddUsersReturnType = WriteResult<EntityUser[]>

/** The definition of {@link forceAddUsers}, from which its client method, query options and sandbox route are made. */
export const forceAddUsersEndpoint: Endpoint = {
  name: 'forceAddUsers',
  input: { addresses: forceAddSchema.entries.addresses, chain: forceAddSchema.entries.Chain },
  path: 'entities/:entityId/force-add',
  body: ({ addresses, chain }) => ({ addresses, Chain: chain }),
  data: v.array(entityUserSchema),
}

/** Adds users to an entity by hand (row 9). */
export const forceAddUsers = /* @__PURE__ */ defineAction<ForceAddUsersParameters, ForceAddUsersReturnType>(forceAddUsersEndpoint)
