import type { BoardEntry } from '../store/Store.js'

/** Board order: higher value first, then the address in lower case (so a tie pages the same on every read). */
export function compareEntries(a: BoardEntry, b: BoardEntry): number {
  const x = a.address.toLowerCase()
  const y = b.address.toLowerCase()
  return b.value - a.value || (x < y ? -1 : x > y ? 1 : 0)
}
