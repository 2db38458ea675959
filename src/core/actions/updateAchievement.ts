import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { achievementSchema, achievementUpdateSchema } from '../schemas/achievement.js'

/** Parameters of {@link updateAchievement}: the achievement and the fields to change. */
export type UpdateAchievementParameters = EndpointParameters<typeof updateAchievementEndpoint>
/** What {@link updateAchievement} resolves to. */
export type UpdateAchievementReturnType = EndpointReturnType<typeof updateAchievementEndpoint>

/**
 * The definition of {@link updateAchievement}, from which its client method, mutation options, hook and service route are made.
 * @extension 17
 * @invalidates listAchievements getMemberAchievements
 */
export const updateAchievementEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'updateAchievement',
  method: 'POST',
  input: achievementUpdateSchema.entries,
  path: 'entities/:entityId/achievements/:key/update',
  reply: achievementSchema,
})

/**
 * Changes an achievement's name, description, image or trigger (an engagekit extension; admins and owners). Those
 * who earned it keep it; members already past a lowered metric threshold earn it shortly after, in the background.
 */
export const updateAchievement = /* @__PURE__ */ defineAction(updateAchievementEndpoint)
