import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { levelSchema, type Level } from '../schemas/level.js'

/** Parameters of {@link listLevels}. */
export type ListLevelsParameters = { entityId: string }
/** What {@link listLevels} resolves to, sorted by level. */
export type ListLevelsReturnType = Level[]

/** The definition of {@link listLevels}, from which its client method, query options and sandbox route are made. */
export const listLevelsEndpoint: Endpoint = {
  name: 'listLevels',
  path: 'entities/:entityId/levels',
  read: { schema: v.array(levelSchema) },
  after: (levels: Level[]) => levels.sort((a, b) => a.level - b.level),
}

/** Lists an entity's levels and their XP thresholds (row 21; the reply is a plain array). */
export const listLevels = /* @__PURE__ */ defineAction<ListLevelsParameters, ListLevelsReturnType>(listLevelsEndpoint)
