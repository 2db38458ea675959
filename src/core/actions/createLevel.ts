import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { levelCreateSchema, levelSchema, type Level } from '../schemas/level.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link createLevel}: the level number and the XP it needs. */
export type CreateLevelParameters = { entityId: string; level: number; xp: number }
/** What {@link createLevel} resolves to. */
export type CreateLevelReturnType = WriteResult<Level>

const parameters = v.object({ entityId: idSchema, ...levelCreateSchema.entries })

/** Adds a level based on XP (row 22; admins and owners). */
export async function createLevel(transport: Transport, params: CreateLevelParameters, options?: CallOptions): Promise<CreateLevelReturnType> {
  const { entityId, level, xp } = validateInput('createLevel', parameters, params)
  return transport.write(
    { endpoint: 'createLevel', method: 'POST', path: ['api', 'entities', entityId, 'levels'], body: { level, xp }, auth: 'required' },
    levelSchema,
    options,
  )
}
