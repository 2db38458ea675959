import { memberStreakAt } from '../streaks/memberStreakAt.js'
import type { Entity } from '../state.js'
import type { Transaction } from '../store/Store.js'

/**
 * A member's current streak in the entity at `now` (ISO 8601), as a read sees it: the `current` of a streak
 * achievement's progress, and what a backfill of one compares with its length. 0 when the entity has no streak or the
 * member has none running (a streak that lapsed while nobody looked reads as ended).
 */
export async function currentStreak(tx: Transaction, entity: Entity, address: string, now: string): Promise<number> {
  return (await memberStreakAt(tx, entity, address, now))?.view.length ?? 0
}
