import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { achievementCreateSchema, achievementSchema } from '../schemas/achievement.js'

/** Parameters of {@link createAchievement}: the entity, the key, what it shows and what earns it. */
export type CreateAchievementParameters = EndpointParameters<typeof createAchievementEndpoint>
/** What {@link createAchievement} resolves to. */
export type CreateAchievementReturnType = EndpointReturnType<typeof createAchievementEndpoint>

/**
 * The definition of {@link createAchievement}, from which its client method, mutation options, hook and service route are made.
 * @extension 16
 * @invalidates listAchievements getMemberAchievements
 */
export const createAchievementEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'createAchievement',
  method: 'POST',
  input: achievementCreateSchema.entries,
  path: 'entities/:entityId/achievements',
  reply: achievementSchema,
})

/**
 * Adds an achievement to an entity (an engagekit extension; admins and owners). `key` is lower-case letters, digits
 * and dashes, unique in the entity. Members already past a metric trigger earn it shortly after, in the background.
 */
export const createAchievement = /* @__PURE__ */ defineAction(createAchievementEndpoint)
