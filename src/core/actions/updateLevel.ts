import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { levelSchema, levelUpdateSchema, type Level } from '../schemas/level.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link updateLevel}: the level and its new XP threshold. */
export type UpdateLevelParameters = {
  entityId: string
  /** A whole number, or its numeric string. */
  level: number | string
  /** A whole number, or its numeric string (the spec types XP as String). */
  xp: number | string
}
/** What {@link updateLevel} resolves to. */
export type UpdateLevelReturnType = WriteResult<Level>

/** The definition of {@link updateLevel}, from which its client method, query options and sandbox route are made. */
export const updateLevelEndpoint: Endpoint = {
  name: 'updateLevel',
  input: levelUpdateSchema.entries,
  path: 'entities/:entityId/levels/:level/update',
  data: levelSchema,
}

/** Changes the XP a level needs (row 24; admins and owners). */
export const updateLevel = /* @__PURE__ */ defineAction<UpdateLevelParameters, UpdateLevelReturnType>(updateLevelEndpoint)
