import * as v from 'valibot'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { addressSchema } from '../schemas/primitives.js'
import { profileSchema, profileWriteSchema, type Profile, type ProfileInput } from '../schemas/profile.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link updateProfile}: whose profile, and the write fields of spec 2.6. */
export type UpdateProfileParameters = { userAddress: string } & ProfileInput
/** What {@link updateProfile} resolves to: `data` is the saved profile when the service sends it. */
export type UpdateProfileReturnType = WriteResult<Profile>

const parameters = v.object({ userAddress: addressSchema, ...profileWriteSchema.entries })

/** Writes the signed-in user's own profile (row 27, POST /api/users/{address}). */
export async function updateProfile(transport: Transport, params: UpdateProfileParameters, options?: CallOptions): Promise<UpdateProfileReturnType> {
  const { userAddress, ...body } = validateInput('updateProfile', parameters, params)
  return transport.write(
    { endpoint: 'updateProfile', method: 'POST', path: ['api', 'users', userAddress], body, auth: 'required' },
    profileSchema,
    options,
  )
}
