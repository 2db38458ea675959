import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { entityUserSchema, type EntityUser } from '../schemas/entity.js'
import type { CallOptions } from '../types.js'

/** Parameters of {@link listEntityUsers}. */
export type ListEntityUsersParameters = { entityId: string }
/** What {@link listEntityUsers} resolves to. */
export type ListEntityUsersReturnType = EntityUser[]

const parameters = v.object({ entityId: idSchema })

/** Lists the members of an entity (row 8; the reply keeps them under `users`). */
export async function listEntityUsers(transport: Transport, params: ListEntityUsersParameters, options?: CallOptions): Promise<ListEntityUsersReturnType> {
  const { entityId } = validateInput('listEntityUsers', parameters, params)
  return transport.read(
    { endpoint: 'listEntityUsers', method: 'GET', path: ['api', 'entities', entityId, 'users'], auth: 'required' },
    { from: 'key', key: 'users', schema: v.array(entityUserSchema) },
    options,
  )
}
