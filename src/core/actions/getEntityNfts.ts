import * as v from '../internal/schema.js'
import type { Endpoint } from '../internal/endpoint.js'
import { dyNftSchema, type DyNft } from '../schemas/nft.js'

/** Parameters of {@link getEntityNfts}. */
export type GetEntityNftsParameters = { entityId: string }
/** What {@link getEntityNfts} resolves to. */
export type GetEntityNftsReturnType = DyNft[]

/** Lists the signed-in user's dynamic NFTs in one entity (row 11). */
export const getEntityNfts: Endpoint = {
  path: 'entities/:entityId/mynfts',
  read: { schema: v.array(dyNftSchema) },
}
