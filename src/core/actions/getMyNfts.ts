import * as v from '../internal/schema.js'
import type { Endpoint } from '../internal/endpoint.js'
import { dyNftSchema, type DyNft } from '../schemas/nft.js'

/** Parameters of {@link getMyNfts}: none; the session says whose NFTs. */
export type GetMyNftsParameters = Record<string, never>
/** What {@link getMyNfts} resolves to. */
export type GetMyNftsReturnType = DyNft[]

/** Lists the signed-in user's dynamic NFTs across all entities (row 10). */
export const getMyNfts: Endpoint = {
  path: 'mynfts',
  read: { schema: v.array(dyNftSchema) },
}
