import * as v from 'valibot'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { addressSchema } from '../schemas/primitives.js'
import { profileSchema, type Profile } from '../schemas/profile.js'
import type { CallOptions } from '../types.js'

/** Parameters of {@link getProfile}. */
export type GetProfileParameters = { userAddress: string }
/** What {@link getProfile} resolves to. */
export type GetProfileReturnType = Profile

const parameters = v.object({ userAddress: addressSchema })

/** Reads a user's profile (row 26). */
export async function getProfile(transport: Transport, params: GetProfileParameters, options?: CallOptions): Promise<GetProfileReturnType> {
  const { userAddress } = validateInput('getProfile', parameters, params)
  return transport.read(
    { endpoint: 'getProfile', method: 'GET', path: ['api', 'users', userAddress], auth: 'required' },
    { from: 'data', schema: profileSchema },
    options,
  )
}
