import * as v from 'valibot'
import type { Endpoint } from '../internal/endpoint.js'
import { idSchema } from '../internal/params.js'
import { levelCreateSchema, levelSchema, type Level } from '../schemas/level.js'
import type { WriteResult } from '../types.js'

/** Parameters of {@link createLevel}: the level number and the XP it needs. */
export type CreateLevelParameters = { entityId: string; level: number; xp: number }
/** What {@link createLevel} resolves to. */
export type CreateLevelReturnType = WriteResult<Level>

/** Adds a level based on XP (row 22; admins and owners). */
export const createLevel: Endpoint = {
  input: v.object({ entityId: idSchema, ...levelCreateSchema.entries }),
  path: 'entities/:entityId/levels',
  data: levelSchema,
}
