import type { BoardEntry, BoardSource, Transaction } from '../store/Store.js'

/** A row of a board: competition rank (ties share one: 1, 1, 3), address and value. */
export type BoardRow = { rank: number; address: string; value: number }

/** What a board shows: the first `limit` rows, and a member's own row with up to two neighbours on each side. */
export type Board = { rows: BoardRow[]; around: BoardRow[] }

type Group = 'positive' | 'zero' | 'negative'
const order: readonly Group[] = ['positive', 'zero', 'negative']
const groupOf = (value: number): Group => (value > 0 ? 'positive' : value < 0 ? 'negative' : 'zero')

async function page(tx: Transaction, source: BoardSource, group: Group, after: BoardEntry | undefined, reverse: boolean, limit: number): Promise<BoardEntry[]> {
  if (group === 'zero') return (await tx.zeroPage(source, { after: after?.address, reverse, limit })).map((address) => ({ address, value: 0 }))
  return tx.boardPage(source, { sign: group === 'positive' ? 1 : -1, after, reverse, limit })
}

/**
 * Up to `limit` members after `from` in board order (before it, nearest first, with `reverse`): the members with a
 * positive value, then those with none, then those with a negative one.
 */
async function walk(tx: Transaction, source: BoardSource, from: BoardEntry | undefined, reverse: boolean, limit: number): Promise<BoardEntry[]> {
  const groups = reverse ? [...order].reverse() : order
  const start = from ? groups.indexOf(groupOf(from.value)) : 0
  const found: BoardEntry[] = []
  for (const group of groups.slice(start)) {
    if (found.length >= limit) break
    found.push(...(await page(tx, source, group, group === groups[start] ? from : undefined, reverse, limit - found.length)))
  }
  return found
}

/**
 * Competition ranks for consecutive members in board order: equal values share the rank of the first of them, and
 * the rank after a tie skips (1, 1, 3). From the top of the board (`fromTop`) a rank is the position; elsewhere each
 * value's rank is counted (the members above it), which the store answers from its counts per value, so placing a
 * member costs the same at the top of a board as at its bottom.
 */
async function rankRun(tx: Transaction, source: BoardSource, entries: readonly BoardEntry[], fromTop: boolean, zeros: () => Promise<number>): Promise<BoardRow[]> {
  const rows: BoardRow[] = []
  for (const [index, entry] of entries.entries()) {
    const previous = rows[index - 1]
    let rank: number
    if (previous && previous.value === entry.value) rank = previous.rank
    else if (fromTop) rank = index + 1
    // One above a member sits every member with a higher value: counted, with the members at 0 when it is below 0.
    else rank = 1 + (await tx.boardCount(source, { above: entry.value })) + (entry.value < 0 ? await zeros() : 0)
    rows.push({ rank, address: entry.address, value: entry.value })
  }
  return rows
}

/**
 * A board of every member of an entity, by their value (a counter, or a sum over a window; 0 without one): the
 * first `limit` rows, and with `around` that member's row with up to two neighbours on each side, those already in
 * the rows left out. A member not in the entity, or hidden from boards, has no row. The store answers pages and counts, so a board of a
 * million members reads a few dozen rows.
 */
export async function buildBoard(tx: Transaction, source: BoardSource, options: { limit: number; around?: string | undefined }): Promise<Board> {
  let zeroCount: Promise<number> | undefined
  const zeros = () => (zeroCount ??= Promise.all([tx.boardMemberCount(source.entityId), tx.boardCount(source, {})]).then(([members, valued]) => members - valued))
  const rows = await rankRun(tx, source, await walk(tx, source, undefined, false, options.limit), true, zeros)
  if (options.around === undefined || rows.some((row) => row.address === options.around)) return { rows, around: [] }
  const member = await tx.member(source.entityId, options.around)
  // A member hidden from boards is on none: their place is asked as a stranger's would be.
  if (!member || member.hiddenFromBoards === true) return { rows, around: [] }
  const self: BoardEntry = { address: options.around, value: await tx.boardValue(source, options.around) }
  const before = (await walk(tx, source, self, true, 2)).reverse()
  const after = await walk(tx, source, self, false, 2)
  // Whether the run starts the board decides only its first rank: counted, it is 1 there too.
  const run = await rankRun(tx, source, [...before, self, ...after], false, zeros)
  const shown = new Set(rows.map((row) => row.address))
  return { rows, around: run.filter((row) => !shown.has(row.address)) }
}
