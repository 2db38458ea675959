import * as v from 'valibot'
import type { Transport } from '../internal/transport.js'
import { dyNftSchema, type DyNft } from '../schemas/nft.js'
import type { CallOptions } from '../types.js'

/** Parameters of {@link getMyNfts}: none; the session says whose NFTs. */
export type GetMyNftsParameters = Record<string, never>
/** What {@link getMyNfts} resolves to. */
export type GetMyNftsReturnType = DyNft[]

/** Lists the signed-in user's dynamic NFTs across all entities (row 10). */
export async function getMyNfts(transport: Transport, _params?: GetMyNftsParameters, options?: CallOptions): Promise<GetMyNftsReturnType> {
  return transport.read(
    { endpoint: 'getMyNfts', method: 'GET', path: ['api', 'mynfts'], auth: 'required' },
    { from: 'data', schema: v.array(dyNftSchema) },
    options,
  )
}
