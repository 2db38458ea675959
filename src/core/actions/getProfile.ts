import * as v from 'valibot'
import type { Endpoint } from '../internal/endpoint.js'
import { profileSchema, type Profile } from '../schemas/profile.js'
import { addressSchema } from '../schemas/primitives.js'

/** Parameters of {@link getProfile}. */
export type GetProfileParameters = { userAddress: string }
/** What {@link getProfile} resolves to. */
export type GetProfileReturnType = Profile

/** Reads a user's profile (row 26). */
export const getProfile: Endpoint = {
  input: v.object({ userAddress: addressSchema }),
  path: 'users/:userAddress',
  read: { from: 'data', schema: profileSchema },
}
