import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { entitySchema, entityUpdateSchema, type Entity, type EntityUpdate } from '../schemas/entity.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link updateEntity}: the entity id and the write-side fields of row 7. */
export type UpdateEntityParameters = { entityId: string } & EntityUpdate
/** What {@link updateEntity} resolves to. */
export type UpdateEntityReturnType = WriteResult<Entity>

const parameters = v.object({ entityId: idSchema, ...entityUpdateSchema.entries })

/** Updates an entity (row 7; owners only). */
export async function updateEntity(transport: Transport, params: UpdateEntityParameters, options?: CallOptions): Promise<UpdateEntityReturnType> {
  const { entityId, ...body } = validateInput('updateEntity', parameters, params)
  return transport.write(
    { endpoint: 'updateEntity', method: 'POST', path: ['api', 'entities', entityId, 'update'], body, auth: 'required' },
    entitySchema,
    options,
  )
}
