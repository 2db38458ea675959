import type { Endpoint } from '../internal/endpoint.js'
import { profileSchema, type Profile } from '../schemas/profile.js'

/** Parameters of {@link getProfile}. */
export type GetProfileParameters = { userAddress: string }
/** What {@link getProfile} resolves to. */
export type GetProfileReturnType = Profile

/** Reads a user's profile (row 26). */
export const getProfile: Endpoint = {
  path: 'users/:userAddress',
  read: { schema: profileSchema },
}
