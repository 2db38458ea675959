import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { profileSchema, type Profile } from '../schemas/profile.js'

/** Parameters of {@link getProfile}. */
export type GetProfileParameters = { userAddress: string }
/** What {@link getProfile} resolves to. */
export type GetProfileReturnType = Profile

/** The definition of {@link getProfile}, from which its client method, query options and sandbox route are made. */
export const getProfileEndpoint: Endpoint = {
  name: 'getProfile',
  path: 'users/:userAddress',
  read: { schema: profileSchema },
}

/** Reads a user's profile (row 26). */
export const getProfile = /* @__PURE__ */ defineAction<GetProfileParameters, GetProfileReturnType>(getProfileEndpoint)
