import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { userCreateSchema, userRecordSchema, type UserRecord } from '../schemas/user.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link createUser}: the wallet address, the token it signed and the signature. */
export type CreateUserParameters = { address: string; token: string; signature: string }
/** What {@link createUser} resolves to: `data` is the user record when the service sends it. */
export type CreateUserReturnType = WriteResult<UserRecord>

/** The definition of {@link createUser}, from which its client method, query options and sandbox route are made. */
export const createUserEndpoint: Endpoint = {
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
  auth: 'none',
  query: ({ address, token, signature }) => ({ UserETHAddress: address, token, signature }) as Record<string, string>,
  data: userRecordSchema,
}

/**
 * Registers a signature for a user, creating the user the first time (row 25).
 * Afterwards `{ address, signature }` is the session for every other call.
 */
export const createUser = /* @__PURE__ */ defineAction<CreateUserParameters, CreateUserReturnType>(createUserEndpoint)
