import { ok } from '../http/ok.js'
import type { Route } from '../http/route.js'
import { findEntity, signedIn } from '../model/access.js'
import { memberOf } from '../model/members.js'
import { nftOf } from '../model/nftOf.js'
import type { SandboxEntityState } from '../state.js'
import { getEntityNfts } from '../../core/actions/getEntityNfts.js'
import { getMyNfts } from '../../core/actions/getMyNfts.js'
import { routeFor } from '../http/routeFor.js'

function nftsIn(entity: SandboxEntityState, address: string) {
  const member = memberOf(entity, address)
  return member ? [nftOf(entity, member)] : []
}

/** Rows 10 and 11: the caller's dynamic NFTs, one per entity they are a member of. */
export const nftRoutes: Route[] = [
  {
    ...routeFor(getMyNfts),
    handle(context) {
      const caller = signedIn(context)
      return ok(Object.values(context.state.entities).flatMap((entity) => nftsIn(entity, caller)))
    },
  },
  {
    ...routeFor(getEntityNfts),
    handle(context) {
      return ok(nftsIn(findEntity(context, context.param('entityId')), signedIn(context)))
    },
  },
]
