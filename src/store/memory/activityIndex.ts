import { slotOf } from '../../service/leaderboard/slots.js'
import type { EntityState, Increment } from '../../service/state.js'

/** Sums of a metric's increments per 15-minute slot and member: slot → address → sum. */
export type Activity = Map<number, Map<string, number>>

// By events list: the events indexed so far (the list is appended to; one taken back is re-read whole) and the index.
const indexes = new WeakMap<Increment[], { indexed: number; byMetric: Map<string, Activity> }>()

function add(byMetric: Map<string, Activity>, event: Increment): void {
  const slot = slotOf(Date.parse(event.at))
  if (!Number.isFinite(slot)) return
  let activity = byMetric.get(event.metric)
  if (!activity) byMetric.set(event.metric, (activity = new Map()))
  let members = activity.get(slot)
  if (!members) activity.set(slot, (members = new Map()))
  members.set(event.address, (members.get(event.address) ?? 0) + event.amount)
}

/** An entity's increments of one metric summed per slot and member, kept up to date with its events. */
export function activityOf(state: EntityState, metricId: string): Activity {
  const events = state.events ?? []
  let index = indexes.get(events)
  if (!index || index.indexed > events.length) {
    index = { indexed: 0, byMetric: new Map() }
    indexes.set(events, index)
  }
  for (; index.indexed < events.length; index.indexed++) add(index.byMetric, events[index.indexed]!)
  return index.byMetric.get(metricId) ?? new Map()
}
