import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { entitySchema, type Entity } from '../schemas/entity.js'
import type { CallOptions } from '../types.js'

/** Parameters of {@link getEntity}. */
export type GetEntityParameters = { entityId: string }
/** What {@link getEntity} resolves to. */
export type GetEntityReturnType = Entity

const parameters = v.object({ entityId: idSchema })

/** Reads an entity (row 6); works without a session for public entities. */
export async function getEntity(transport: Transport, params: GetEntityParameters, options?: CallOptions): Promise<GetEntityReturnType> {
  const { entityId } = validateInput('getEntity', parameters, params)
  return transport.read(
    { endpoint: 'getEntity', method: 'GET', path: ['api', 'entities', entityId], auth: 'optional' },
    { from: 'data', schema: entitySchema },
    options,
  )
}
