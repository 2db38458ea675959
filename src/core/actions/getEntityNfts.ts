import * as v from 'valibot'
import { idSchema } from '../internal/params.js'
import type { Transport } from '../internal/transport.js'
import { validateInput } from '../internal/validateInput.js'
import { dyNftSchema, type DyNft } from '../schemas/nft.js'
import type { CallOptions } from '../types.js'

/** Parameters of {@link getEntityNfts}. */
export type GetEntityNftsParameters = { entityId: string }
/** What {@link getEntityNfts} resolves to. */
export type GetEntityNftsReturnType = DyNft[]

const parameters = v.object({ entityId: idSchema })

/** Lists the signed-in user's dynamic NFTs in one entity (row 11). */
export async function getEntityNfts(transport: Transport, params: GetEntityNftsParameters, options?: CallOptions): Promise<GetEntityNftsReturnType> {
  const { entityId } = validateInput('getEntityNfts', parameters, params)
  return transport.read(
    { endpoint: 'getEntityNfts', method: 'GET', path: ['api', 'entities', entityId, 'mynfts'], auth: 'required' },
    { from: 'data', schema: v.array(dyNftSchema) },
    options,
  )
}
