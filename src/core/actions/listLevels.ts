import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { levelSchema, type Level } from '../schemas/level.js'
import type { CallOptions } from '../types.js'

/** Parameters of {@link listLevels}. */
export type ListLevelsParameters = { entityId: string }
/** What {@link listLevels} resolves to, sorted by level. */
export type ListLevelsReturnType = Level[]

const parameters = v.object({ entityId: idSchema })

/** Lists an entity's levels and their XP thresholds (row 21; the reply is a plain array). */
export async function listLevels(transport: Transport, params: ListLevelsParameters, options?: CallOptions): Promise<ListLevelsReturnType> {
  const { entityId } = validateInput('listLevels', parameters, params)
  const levels = await transport.read(
    { endpoint: 'listLevels', method: 'GET', path: ['api', 'entities', entityId, 'levels'], auth: 'required' },
    { from: 'array', schema: v.array(levelSchema) },
    options,
  )
  return levels.sort((a, b) => a.level - b.level)
}
