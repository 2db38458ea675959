import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { dyNftSchema, type DyNft } from '../schemas/nft.js'

/** Parameters of {@link getMyNfts}: none; the session says whose NFTs. */
export type GetMyNftsParameters = Record<string, never>
/** What {@link getMyNfts} resolves to. */
export type GetMyNftsReturnType = DyNft[]

/** The definition of {@link getMyNfts}, from which its client method, query options and sandbox route are made. */
export const getMyNftsEndpoint: Endpoint = {
  name: 'getMyNfts',
  path: 'mynfts',
  read: { schema: v.array(dyNftSchema) },
}

/** Lists the signed-in user's dynamic NFTs across all entities (row 10). */
export const getMyNfts = /* @__PURE__ */ defineAction<GetMyNftsParameters, GetMyNftsReturnType>(getMyNftsEndpoint)
