import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { profileRequestEntries, profileSchema } from '../schemas/profile.js'

/** Parameters of {@link updateProfile}: whose profile, and the write fields of spec 2.6. */
export type UpdateProfileParameters = EndpointParameters<typeof updateProfileEndpoint>
/** What {@link updateProfile} resolves to: `data` is the saved profile when the service sends it. */
export type UpdateProfileReturnType = EndpointReturnType<typeof updateProfileEndpoint>

/** The definition of {@link updateProfile}, from which its client method, query options and sandbox route are made. */
export const updateProfileEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'updateProfile',
  method: 'POST',
  input: profileRequestEntries,
  path: 'users/:userAddress',
  reply: profileSchema,
})

/** Writes the signed-in user's own profile (row 27, POST /api/users/{address}). */
export const updateProfile = /* @__PURE__ */ defineAction(updateProfileEndpoint)
