import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { memberAchievementSchema } from '../schemas/achievement.js'

/** Parameters of {@link getMemberAchievements}. */
export type GetMemberAchievementsParameters = EndpointParameters<typeof getMemberAchievementsEndpoint>
/** What {@link getMemberAchievements} resolves to, in the order the achievements were made. */
export type GetMemberAchievementsReturnType = EndpointReturnType<typeof getMemberAchievementsEndpoint>

/**
 * The definition of {@link getMemberAchievements}, from which its client method, query options, hook and service route are made.
 * @extension 19
 */
export const getMemberAchievementsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'getMemberAchievements',
  method: 'GET',
  path: 'entities/:entityId/users/:userAddress/achievements',
  auth: 'optional',
  reply: v.array(memberAchievementSchema),
})

/**
 * Reads every achievement of an entity as one member sees it (an engagekit extension): `earnedAt` (null when not
 * yet) and, for metric and streak triggers, `progress` as `{ current, target }`; without a session for a public entity.
 */
export const getMemberAchievements = /* @__PURE__ */ defineAction(getMemberAchievementsEndpoint)
