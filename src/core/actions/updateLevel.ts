import * as v from 'valibot'
import { idSchema, levelNumberSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { levelSchema, levelUpdateSchema, type Level } from '../schemas/level.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link updateLevel}: the level and its new XP threshold. */
export type UpdateLevelParameters = { entityId: string; level: number; xp: number }
/** What {@link updateLevel} resolves to. */
export type UpdateLevelReturnType = WriteResult<Level>

const parameters = v.object({ entityId: idSchema, level: levelNumberSchema, ...levelUpdateSchema.entries })

/** Changes the XP a level needs (row 24; admins and owners). */
export async function updateLevel(transport: Transport, params: UpdateLevelParameters, options?: CallOptions): Promise<UpdateLevelReturnType> {
  const { entityId, level, xp } = validateInput('updateLevel', parameters, params)
  return transport.write(
    { endpoint: 'updateLevel', method: 'POST', path: ['api', 'entities', entityId, 'levels', level, 'update'], body: { xp }, auth: 'required' },
    levelSchema,
    options,
  )
}
