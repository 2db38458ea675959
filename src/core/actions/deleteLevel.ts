import * as v from 'valibot'
import { idSchema, levelNumberSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link deleteLevel}. */
export type DeleteLevelParameters = { entityId: string; level: number }
/** What {@link deleteLevel} resolves to. */
export type DeleteLevelReturnType = WriteResult<never>

const parameters = v.object({ entityId: idSchema, level: levelNumberSchema })

/** Deletes a level (row 23; admins and owners). */
export async function deleteLevel(transport: Transport, params: DeleteLevelParameters, options?: CallOptions): Promise<DeleteLevelReturnType> {
  const { entityId, level } = validateInput('deleteLevel', parameters, params)
  return transport.write(
    { endpoint: 'deleteLevel', method: 'POST', path: ['api', 'entities', entityId, 'levels', level, 'delete'], auth: 'required' },
    undefined,
    options,
  )
}
