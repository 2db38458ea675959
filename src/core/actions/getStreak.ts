import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { memberStreakSchema } from '../schemas/streak.js'

/** Parameters of {@link getStreak}. */
export type GetStreakParameters = EndpointParameters<typeof getStreakEndpoint>
/** What {@link getStreak} resolves to. */
export type GetStreakReturnType = EndpointReturnType<typeof getStreakEndpoint>

/**
 * The definition of {@link getStreak}, from which its client method, query options, hook and service route are made.
 * @extension 22
 */
export const getStreakEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'getStreak',
  method: 'GET',
  path: 'entities/:entityId/users/:userAddress/streak',
  auth: 'optional',
  reply: memberStreakSchema,
})

/**
 * A member's streak in an entity (an engagekit extension), as it stands at the time of the read: its length (0 without
 * one), the current period in the member's time zone, when it ends unless extended, the freezes held and the last 14
 * periods. Without a session for a public entity.
 */
export const getStreak = /* @__PURE__ */ defineAction(getStreakEndpoint)
