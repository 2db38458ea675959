import type { SessionStatus } from '../../useSession.js'

/** What a card or gallery shows before (or instead of) its NFTs. */
export type NftViewState = 'ready' | 'loading' | 'signed-out' | 'no-entity' | 'error'

/** Decides the view from the session and the query, in the order a user would expect to be told. */
export function nftViewState(input: {
  hasSession: boolean
  sessionStatus: SessionStatus
  needsEntity: boolean
  entityId: string | undefined
  query: { isPending: boolean; isError: boolean; data: unknown }
}): NftViewState {
  if (input.needsEntity && !input.entityId) return 'no-entity'
  if (!input.hasSession) return input.sessionStatus === 'reconnecting' || input.sessionStatus === 'signing' ? 'loading' : 'signed-out'
  // A failed refetch keeps the last NFTs on screen; only a failure with nothing to show is an error state.
  if (input.query.isError && input.query.data === undefined) return 'error'
  if (input.query.isPending) return 'loading'
  return 'ready'
}
