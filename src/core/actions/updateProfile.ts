import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { profileRequestEntries, profileSchema, type Profile } from '../schemas/profile.js'
import type { ProfileInput } from '../schemas/profileWrite.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link updateProfile}: whose profile, and the write fields of spec 2.6. */
export type UpdateProfileParameters = { userAddress: string } & ProfileInput
/** What {@link updateProfile} resolves to: `data` is the saved profile when the service sends it. */
export type UpdateProfileReturnType = WriteResult<Profile>

/** The definition of {@link updateProfile}, from which its client method, query options and sandbox route are made. */
export const updateProfileEndpoint: Endpoint = {
  name: 'updateProfile',
  input: profileRequestEntries,
  path: 'users/:userAddress',
  data: profileSchema,
}

/** Writes the signed-in user's own profile (row 27, POST /api/users/{address}). */
export const updateProfile = /* @__PURE__ */ defineAction<UpdateProfileParameters, UpdateProfileReturnType>(updateProfileEndpoint)
