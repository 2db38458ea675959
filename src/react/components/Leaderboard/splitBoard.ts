import type { LeaderboardResult, LeaderboardRow } from '../../../core/leaderboard/types.js'

/** A board laid out: who stands on the podium, who is listed below it, and the signed-in member's own place. */
export type BoardLayout = {
  /** The first (up to) three ranked members, best first; empty without a podium. */
  podium: LeaderboardRow[]
  /** The ranked members after the podium (from rank 4 with one, from rank 1 without): no member twice. */
  rows: LeaderboardRow[]
  /** The signed-in member's place when it is neither on the podium nor in `rows`. */
  pinned: LeaderboardRow | null
  /** How many ranked members sit between the last row shown and `pinned` (the gap marker's count). */
  gap: number
  /** Members ranked (a value above 0), when known. */
  rankedCount: number | undefined
  /** Members not ranked yet (at 0, without a counter, or below), when known. */
  notRanked: number
  /** More ranked members than shown: the full board has something to add. */
  more: boolean
}

const same = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase()

/** A member is ranked once their value is above 0: at 0 (or without a counter) they are not ranked yet. */
export const isRanked = (row: { value: number }) => row.value > 0

/**
 * Lays a board out: members at 0 (or below) are never numbered nor on the podium, only counted as not ranked yet;
 * with a podium the table continues from its fourth place, so `limit` is the number of members shown in all.
 */
export function splitBoard(board: LeaderboardResult, options: { podium: boolean; signedIn: string | undefined; limit: number }): BoardLayout {
  const ranked = board.rows.filter(isRanked)
  const podium = options.podium ? ranked.slice(0, 3) : []
  const rows = ranked.slice(podium.length)
  const shown = [...podium, ...rows]
  // The count of ranked members: the board's, else what its rows show (all of them when a row at 0 came back).
  const rankedCount = board.rankedCount ?? (ranked.length < board.rows.length || board.rows.length < options.limit ? ranked.length : undefined)
  const notRanked = board.memberCount !== undefined && rankedCount !== undefined ? Math.max(0, board.memberCount - rankedCount) : board.rows.length - ranked.length
  const self = board.self ?? board.rows.find((row) => same(row.address, options.signedIn)) ?? null
  const pinned = self && options.signedIn !== undefined && same(self.address, options.signedIn) && !shown.some((row) => same(row.address, self.address)) ? self : null
  let gap = 0
  if (pinned) gap = isRanked(pinned) ? Math.max(0, pinned.rank - 1 - shown.length) : Math.max(0, (rankedCount ?? shown.length) - shown.length)
  const more = rankedCount === undefined ? board.rows.length >= options.limit : rankedCount > shown.length
  return { podium, rows, pinned, gap, rankedCount, notRanked, more }
}
