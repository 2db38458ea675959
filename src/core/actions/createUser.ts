import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { userCreateSchema, userRecordSchema } from '../schemas/user.js'

/** Parameters of {@link createUser}: the wallet address, the token it signed and the signature. */
export type CreateUserParameters = EndpointParameters<typeof createUserEndpoint>
/** What {@link createUser} resolves to: `data` is the user record when the service sends it. */
export type CreateUserReturnType = EndpointReturnType<typeof createUserEndpoint>

/**
 * The definition of {@link createUser}, from which its client method, query options and sandbox route are made.
 * @hookDoc Registers a signature for a user (row 25); `useSession().signIn` does this for you.
 */
export const createUserEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'createUser',
  // The query's fields under the names the caller uses, so an 'invalid-input' error names `address`.
  input: {
    address: userCreateSchema.entries.UserETHAddress,
    token: userCreateSchema.entries.token,
    signature: userCreateSchema.entries.signature,
  },
  path: 'token',
  // A GET that creates: never retried, like every write. It carries its own address and signature.
  method: 'GET',
  write: true,
  auth: 'none',
  query: { UserETHAddress: 'address', token: 'token', signature: 'signature' },
  reply: userRecordSchema,
})

/**
 * Registers a signature for a user, creating the user the first time (row 25).
 * Afterwards `{ address, signature }` is the session for every other call.
 */
export const createUser = /* @__PURE__ */ defineAction(createUserEndpoint)
