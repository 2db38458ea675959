import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import type { Endpoint } from '../internal/endpoint.js'
import { dyNftSchema, type DyNft } from '../schemas/nft.js'

/** Parameters of {@link getEntityNfts}. */
export type GetEntityNftsParameters = { entityId: string }
/** What {@link getEntityNfts} resolves to. */
export type GetEntityNftsReturnType = DyNft[]

/** The definition of {@link getEntityNfts}, from which its client method, query options and sandbox route are made. */
export const getEntityNftsEndpoint: Endpoint = {
  name: 'getEntityNfts',
  path: 'entities/:entityId/mynfts',
  read: { schema: v.array(dyNftSchema) },
}

/** Lists the signed-in user's dynamic NFTs in one entity (row 11). */
export const getEntityNfts = /* @__PURE__ */ defineAction<GetEntityNftsParameters, GetEntityNftsReturnType>(getEntityNftsEndpoint)
