'use client'
import { useLayoutEffect, useState, useSyncExternalStore, type RefObject } from 'react'
import type { SessionController } from '../../../session/SessionController.js'

/**
 * Who offers the page's sign-in. `page`: a component whose whole purpose includes it (a `CommunityCard`, a
 * `ConnectAndSign`); `prompt`: a member component's signed-out hint. One sign-in per page: when a `page` claim is
 * there, every prompt defers to it; when none is, the first prompt on the page offers the button and the others defer.
 */
export type SignInClaimKind = 'page' | 'prompt'

type Claim = { id: object; kind: SignInClaimKind; node: RefObject<Element | null> | undefined }
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

/** The chain of nodes from the document down to `node`: each shadow root's host, then the node itself. */
function pathOf(node: Node): Node[] {
  const path = [node]
  for (let root = node.getRootNode(); root instanceof ShadowRoot; root = root.host.getRootNode()) path.unshift(root.host)
  return path
}

/** Whether `a` comes before `b` in the page, shadow roots included (a widget's elements each draw in their own). */
function before(a: Node, b: Node): boolean {
  const pathA = pathOf(a)
  const pathB = pathOf(b)
  for (let index = 0; index < Math.min(pathA.length, pathB.length); index++) {
    const x = pathA[index]!
    const y = pathB[index]!
    if (x !== y) return Boolean(x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING)
  }
  return pathA.length < pathB.length
}

/** The prompt that offers the page's sign-in: the first on the page (the first to claim, when not drawn yet). */
function leadingPrompt(claims: readonly Claim[]): Claim | undefined {
  let lead: Claim | undefined
  for (const claim of claims) {
    if (claim.kind !== 'prompt') continue
    const node = claim.node?.current
    const leadNode = lead?.node?.current
    if (!lead || (node && leadNode && before(node, leadNode))) lead = claim
  }
  return lead
}

// useLayoutEffect warns during server rendering; there every prompt offers its own button.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/**
 * Claims (while `active`) a place among the page's sign-ins, and says whether this one leads: a `page` claim always
 * does; a `prompt` claim only while no `page` claim is there and it is the first prompt on the page (by `node`'s place,
 * across shadow roots). Claimed in a layout effect, so the prompts that defer never paint their button.
 */
export function useSignInClaim(controller: SessionController, kind: SignInClaimKind, active = true, node?: RefObject<Element | null>): boolean {
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
    publish(board, [...board.claims, { id, kind, node }])
    return () => publish(board, board.claims.filter((claim) => claim.id !== id))
  }, [board, id, kind, active, node])
  if (kind === 'page') return true
  if (claims.some((claim) => claim.kind === 'page')) return false
  const lead = leadingPrompt(claims)
  return lead === undefined || lead.id === id
}
