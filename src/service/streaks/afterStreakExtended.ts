import type { Entity } from '../state.js'
import type { EventDraft, Transaction } from '../store/Store.js'

/**
 * What follows a member's streak reaching `length` (an increment extended it), in the increment's transaction: the
 * rules that reward a streak's length join here. The events they write are returned, to be written with the
 * increment's own.
 */
export async function afterStreakExtended(_tx: Transaction, _entity: Entity, _address: string, _length: number, _now: string): Promise<EventDraft[]> {
  return []
}
