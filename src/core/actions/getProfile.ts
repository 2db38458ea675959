import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { profileSchema } from '../schemas/profile.js'

/** Parameters of {@link getProfile}. */
export type GetProfileParameters = EndpointParameters<typeof getProfileEndpoint>
/** What {@link getProfile} resolves to. */
export type GetProfileReturnType = EndpointReturnType<typeof getProfileEndpoint>

/** The definition of {@link getProfile}, from which its client method, query options and sandbox route are made. */
export const getProfileEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'getProfile',
  method: 'GET',
  path: 'users/:userAddress',
  auth: 'optional',
  reply: profileSchema,
})

/** Reads a user's profile (row 26); without a session too, then without its contact fields. */
export const getProfile = /* @__PURE__ */ defineAction(getProfileEndpoint)
