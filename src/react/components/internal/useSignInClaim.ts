'use client'
import { useLayoutEffect, useState, useSyncExternalStore } from 'react'
import type { SessionController } from '../../../session/SessionController.js'

/**
 * Who offers the page's sign-in. `page`: a component whose whole purpose includes it (a `CommunityCard`, a
 * `ConnectAndSign`); `prompt`: a member component's signed-out hint. One sign-in per page: when a `page` claim is
 * there, every prompt defers to it; when none is, the first prompt on the page offers the button and the others defer.
 */
export type SignInClaimKind = 'page' | 'prompt'

type Claim = { id: object; kind: SignInClaimKind }
type Board = { claims: readonly Claim[]; listeners: Set<() => void> }

// One board per session controller: the components of one provider (or one widget group) share it.
const boards = new WeakMap<object, Board>()
const boardOf = (controller: object): Board => {
  let board = boards.get(controller)
  if (!board) boards.set(controller, (board = { claims: [], listeners: new Set() }))
  return board
}
const publish = (board: Board, claims: readonly Claim[]) => {
  board.claims = claims
  for (const listener of board.listeners) listener()
}
const noClaims: readonly Claim[] = []

// useLayoutEffect warns during server rendering; there every prompt offers its own button.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/**
 * Claims (while `active`) a place among the page's sign-ins, and says whether this one leads: a `page` claim always
 * does; a `prompt` claim only while no `page` claim is there and it is the first prompt. Claimed in a layout effect,
 * so the prompts that defer never paint their button.
 */
export function useSignInClaim(controller: SessionController, kind: SignInClaimKind, active = true): boolean {
  const [id] = useState(() => ({}))
  const board = boardOf(controller)
  const claims = useSyncExternalStore(
    (listener) => {
      board.listeners.add(listener)
      return () => board.listeners.delete(listener)
    },
    () => board.claims,
    () => noClaims,
  )
  useIsomorphicLayoutEffect(() => {
    if (!active) return
    publish(board, [...board.claims, { id, kind }])
    return () => publish(board, board.claims.filter((claim) => claim.id !== id))
  }, [board, id, kind, active])
  if (kind === 'page') return true
  if (claims.some((claim) => claim.kind === 'page')) return false
  const first = claims.find((claim) => claim.kind === 'prompt')
  return first === undefined || first.id === id
}
