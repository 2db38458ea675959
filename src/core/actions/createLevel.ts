import type { Endpoint } from '../internal/endpoint.js'
import { levelCreateSchema, levelSchema, type Level } from '../schemas/level.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link createLevel}: the level number and the XP it needs. */
export type CreateLevelParameters = { entityId: string; level: number; xp: number }
/** What {@link createLevel} resolves to. */
export type CreateLevelReturnType = WriteResult<Level>

/** Adds a level based on XP (row 22; admins and owners). */
export const createLevel: Endpoint = {
  input: levelCreateSchema.entries,
  path: 'entities/:entityId/levels',
  data: levelSchema,
}
