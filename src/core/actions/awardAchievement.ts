import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { achievementAwardResultSchema, achievementAwardSchema } from '../schemas/achievement.js'

/** Parameters of {@link awardAchievement}: the achievement and the member who earns it. */
export type AwardAchievementParameters = EndpointParameters<typeof awardAchievementEndpoint>
/** What {@link awardAchievement} resolves to: `data.alreadyEarned` when the member had it already (nothing changed). */
export type AwardAchievementReturnType = EndpointReturnType<typeof awardAchievementEndpoint>

/**
 * The definition of {@link awardAchievement}, from which its client method, mutation options, hook and service route are made.
 * @extension 20
 * @invalidates listAchievements getMemberAchievements
 */
export const awardAchievementEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'awardAchievement',
  method: 'POST',
  input: achievementAwardSchema.entries,
  path: 'entities/:entityId/achievements/:key/award',
  reply: achievementAwardResultSchema,
})

/**
 * Awards a manual achievement to a member (an engagekit extension; admins, owners and the entity's API keys).
 * Awarding one the member has already earned changes nothing and answers `alreadyEarned: true`.
 */
export const awardAchievement = /* @__PURE__ */ defineAction(awardAchievementEndpoint)
