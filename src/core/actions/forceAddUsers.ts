import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { entityUserSchema, forceAddSchema, type EntityUser } from '../schemas/entity.js'
import type { CallOptions, WriteResult } from '../types.js'

/** Parameters of {@link forceAddUsers}: wallet addresses and the chain they live on. */
export type ForceAddUsersParameters = { entityId: string; addresses: string[]; chain: string }
/** What {@link forceAddUsers} resolves to: `data` lists the members added. */
export type ForceAddUsersReturnType = WriteResult<EntityUser[]>

const parameters = v.object({ entityId: idSchema, addresses: forceAddSchema.entries.addresses, chain: forceAddSchema.entries.Chain })

/** Adds users to an entity by hand (row 9). */
export async function forceAddUsers(transport: Transport, params: ForceAddUsersParameters, options?: CallOptions): Promise<ForceAddUsersReturnType> {
  const { entityId, addresses, chain } = validateInput('forceAddUsers', parameters, params)
  const body = { addresses, Chain: chain }
  return transport.write(
    { endpoint: 'forceAddUsers', method: 'POST', path: ['api', 'entities', entityId, 'force-add'], body, auth: 'required' },
    v.array(entityUserSchema),
    options,
  )
}
