/**
 * The one ranking rule of every board, wherever it is computed (the client's `computeLeaderboard`, the memory store,
 * and the SQL stores' `order by value desc, lower(address)`): the higher value first, then the address in lower case,
 * so a tie is ordered the same on every read and every store, whatever letter case an address was given in.
 */
export function compareStanding(a: { address: string; value: number }, b: { address: string; value: number }): number {
  if (a.value !== b.value) return b.value - a.value
  const x = a.address.toLowerCase()
  const y = b.address.toLowerCase()
  return x < y ? -1 : x > y ? 1 : 0
}
