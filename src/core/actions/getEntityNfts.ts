import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { dyNftSchema } from '../schemas/nft.js'

/** Parameters of {@link getEntityNfts}. */
export type GetEntityNftsParameters = EndpointParameters<typeof getEntityNftsEndpoint>
/** What {@link getEntityNfts} resolves to. */
export type GetEntityNftsReturnType = EndpointReturnType<typeof getEntityNftsEndpoint>

/** The definition of {@link getEntityNfts}, from which its client method, query options and sandbox route are made. */
export const getEntityNftsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'getEntityNfts',
  method: 'GET',
  path: 'entities/:entityId/mynfts',
  reply: v.array(dyNftSchema),
})

/** Lists the signed-in user's dynamic NFTs in one entity (row 11). */
export const getEntityNfts = /* @__PURE__ */ defineAction(getEntityNftsEndpoint)
