import * as v from 'valibot'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { userCreateSchema, userRecordSchema, type UserRecord } from '../schemas/user.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link createUser}: the wallet address, the token it signed and the signature. */
export type CreateUserParameters = { address: string; token: string; signature: string }
/** What {@link createUser} resolves to: `data` is the user record when the service sends it. */
export type CreateUserReturnType = WriteResult<UserRecord>

// The query's fields under the names the caller uses, so an 'invalid-input' error names `address`.
const parameters = v.object({
  address: userCreateSchema.entries.UserETHAddress,
  token: userCreateSchema.entries.token,
  signature: userCreateSchema.entries.signature,
})

/**
 * Registers a signature for a user, creating the user the first time (row 25).
 * Afterwards `{ address, signature }` is the session for every other call.
 */
export async function createUser(transport: Transport, params: CreateUserParameters, options?: CallOptions): Promise<CreateUserReturnType> {
  const { address: UserETHAddress, token, signature } = validateInput('createUser', parameters, {
    address: params?.address,
    token: params?.token,
    signature: params?.signature,
  })
  // A GET that creates: never retried, like every write.
  return transport.write(
    { endpoint: 'createUser', method: 'GET', path: ['api', 'token'], query: { UserETHAddress, token, signature }, auth: 'none' },
    userRecordSchema,
    options,
  )
}
