import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'

/** Parameters of {@link deleteAchievement}. */
export type DeleteAchievementParameters = EndpointParameters<typeof deleteAchievementEndpoint>
/** What {@link deleteAchievement} resolves to. */
export type DeleteAchievementReturnType = EndpointReturnType<typeof deleteAchievementEndpoint>

/**
 * The definition of {@link deleteAchievement}, from which its client method, mutation options, hook and service route are made.
 * @extension 18
 * @invalidates listAchievements getMemberAchievements
 */
export const deleteAchievementEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'deleteAchievement',
  method: 'POST',
  path: 'entities/:entityId/achievements/:key/delete',
})

/** Deletes an achievement and every member's record of earning it (an engagekit extension; admins and owners). */
export const deleteAchievement = /* @__PURE__ */ defineAction(deleteAchievementEndpoint)
