import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { levelSchema, type Level } from '../schemas/level.js'

/** Parameters of {@link listLevels}. */
export type ListLevelsParameters = EndpointParameters<typeof listLevelsEndpoint>
/** What {@link listLevels} resolves to, sorted by level. */
export type ListLevelsReturnType = EndpointReturnType<typeof listLevelsEndpoint>

/** The definition of {@link listLevels}, from which its client method, query options and sandbox route are made. */
export const listLevelsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'listLevels',
  method: 'GET',
  path: 'entities/:entityId/levels',
  auth: 'optional',
  reply: v.array(levelSchema),
  after: (levels: Level[]) => levels.sort((a, b) => a.level - b.level),
})

/** Lists an entity's levels and their XP thresholds (row 21; the reply is a plain array); without a session for a public entity. */
export const listLevels = /* @__PURE__ */ defineAction(listLevelsEndpoint)
