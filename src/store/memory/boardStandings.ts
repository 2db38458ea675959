import type { BoardEntry, BoardSource } from '../../service/store/Store.js'
import type { EntityState } from '../../service/state.js'
import { slotRange } from '../../service/leaderboard/slots.js'
import { activityOf } from './activityIndex.js'
import { compareEntries } from '../../service/leaderboard/compareEntries.js'

/** A board's members in order: those with a value (other than 0), and those without, by address in lower case. */
export type Standings = { valued: BoardEntry[]; zero: string[]; values: Map<string, number> }

/**
 * Every member's value on a board, sorted: the memory store's boards are small enough to rank whole. Members hidden
 * from boards are on none: neither ranked nor counted.
 */
export function standingsOf(state: EntityState, source: BoardSource): Standings {
  const values = new Map<string, number>()
  const members = new Set(state.members.filter((member) => member.hiddenFromBoards !== true).map((member) => member.address))
  if (source.window) {
    const [from, to] = slotRange(source.window)
    for (const [slot, sums] of activityOf(state, source.metricId)) {
      if (slot < from || slot >= to) continue
      for (const [address, sum] of sums) values.set(address, (values.get(address) ?? 0) + sum)
    }
  } else {
    for (const [address, counters] of Object.entries(state.counters)) {
      const value = counters[source.metricId]
      if (value !== undefined) values.set(address, value)
    }
  }
  const valued: BoardEntry[] = []
  for (const [address, value] of values) if (value !== 0 && members.has(address)) valued.push({ address, value })
  valued.sort(compareEntries)
  const zero = [...members].filter((address) => !(values.get(address) ?? 0)).sort((a, b) => compareEntries({ address: a, value: 0 }, { address: b, value: 0 }))
  return { valued, zero, values }
}
