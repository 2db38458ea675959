import * as v from '../internal/schema.js'
import { defineAction } from '../internal/defineAction.js'
import { defineEndpoint, type EndpointParameters, type EndpointReturnType } from '../internal/defineEndpoint.js'
import { dyNftSchema } from '../schemas/nft.js'

/** Parameters of {@link getMyNfts}: none; the session says whose NFTs. */
export type GetMyNftsParameters = EndpointParameters<typeof getMyNftsEndpoint>
/** What {@link getMyNfts} resolves to. */
export type GetMyNftsReturnType = EndpointReturnType<typeof getMyNftsEndpoint>

/** The definition of {@link getMyNfts}, from which its client method, query options and sandbox route are made. */
export const getMyNftsEndpoint = /* @__PURE__ */ defineEndpoint({
  name: 'getMyNfts',
  method: 'GET',
  path: 'mynfts',
  reply: v.array(dyNftSchema),
})

/** Lists the signed-in user's dynamic NFTs across all entities (row 10). */
export const getMyNfts = /* @__PURE__ */ defineAction(getMyNftsEndpoint)
