import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { levelCreateSchema, levelSchema, type Level } from '../schemas/level.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link createLevel}: the level number and the XP it needs. */
export type CreateLevelParameters = {
  entityId: string
  /** A whole number, or its numeric string. */
  level: number | string
  /** A whole number, or its numeric string (the spec types XP as String). */
  xp: number | string
}
/** What {@link createLevel} resolves to. */
export type CreateLevelReturnType = WriteResult<Level>

/** The definition of {@link createLevel}, from which its client method, query options and sandbox route are made. */
export const createLevelEndpoint: Endpoint = {
  name: 'createLevel',
  input: levelCreateSchema.entries,
  path: 'entities/:entityId/levels',
  data: levelSchema,
}

/** Adds a level based on XP (row 22; admins and owners). */
export const createLevel = /* @__PURE__ */ defineAction<CreateLevelParameters, CreateLevelReturnType>(createLevelEndpoint)
