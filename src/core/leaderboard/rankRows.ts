import { compareStanding } from './compareStanding.js'
import type { LeaderboardRow } from './types.js'

/**
 * Sorts members by value, highest first, and gives them competition ranks: equal values share a rank and the next
 * rank skips (1, 1, 3). Equal values are ordered by address in lower case, as the service orders them
 * ({@link compareStanding}).
 */
export function rankRows<T extends { address: string; value: number }>(members: readonly T[]): (T & { rank: number })[] {
  const sorted = [...members].sort(compareStanding)
  const ranked: (T & { rank: number })[] = []
  for (const [position, member] of sorted.entries()) {
    const previous = ranked[position - 1]
    ranked.push({ ...member, rank: previous && previous.value === member.value ? previous.rank : position + 1 })
  }
  return ranked
}

/** Ranks for rows that came without (a source's rows, best first): competition ranks from their values. */
export function withRanks(rows: readonly (Omit<LeaderboardRow, 'rank'> & { rank?: number | undefined })[]): LeaderboardRow[] {
  const out: LeaderboardRow[] = []
  for (const [position, row] of rows.entries()) {
    const previous = out[position - 1]
    const rank = typeof row.rank === 'number' && Number.isFinite(row.rank) ? row.rank : previous && previous.value === row.value ? previous.rank : position + 1
    out.push({ ...row, rank })
  }
  return out
}
