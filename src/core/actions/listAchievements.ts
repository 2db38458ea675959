import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { achievementSchema } from '../schemas/achievement.js'

/** Parameters of {@link listAchievements}. */
export type ListAchievementsParameters = EndpointParameters<typeof listAchievementsEndpoint>
/** What {@link listAchievements} resolves to, in the order the achievements were made. */
export type ListAchievementsReturnType = EndpointReturnType<typeof listAchievementsEndpoint>

/**
 * The definition of {@link listAchievements}, from which its client method, query options, hook and service route are made.
 * @extension 15
 */
export const listAchievementsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'listAchievements',
  method: 'GET',
  path: 'entities/:entityId/achievements',
  auth: 'optional',
  reply: v.array(achievementSchema),
})

/**
 * Lists an entity's achievements (an engagekit extension): what earns each, how many members earned it
 * (`completions`) and that share of the members (`rarity`, 0 to 1); without a session for a public entity.
 */
export const listAchievements = /* @__PURE__ */ defineAction(listAchievementsEndpoint)
