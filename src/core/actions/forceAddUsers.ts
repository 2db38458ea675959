import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { entityUserSchema, forceAddSchema } from '../schemas/entity.js'

/** Parameters of {@link forceAddUsers}: wallet addresses and the chain they live on. */
export type ForceAddUsersParameters = EndpointParameters<typeof forceAddUsersEndpoint>
/** What {@link forceAddUsers} resolves to: `data` lists the members added. */
export type ForceAddUsersReturnType = EndpointReturnType<typeof forceAddUsersEndpoint>

/**
 * The definition of {@link forceAddUsers}, from which its client method, query options and sandbox route are made.
 * @invalidates listEntityUsers
 */
export const forceAddUsersEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'forceAddUsers',
  method: 'POST',
  input: { addresses: forceAddSchema.entries.addresses, chain: forceAddSchema.entries.Chain },
  path: 'entities/:entityId/force-add',
  body: { schema: forceAddSchema, rename: { Chain: 'chain' } },
  reply: v.array(entityUserSchema),
})

/** Adds users to an entity by hand (row 9). */
export const forceAddUsers = /* @__PURE__ */ defineAction(forceAddUsersEndpoint)
