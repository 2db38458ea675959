import type { Entity } from '../state.js'
import type { Transaction } from '../store/Store.js'
import { memberTimeZone } from './memberTimeZone.js'
import { streakAt, type StreakView } from './streakAt.js'

/**
 * A member's streak in an entity at `now` (ISO 8601), in the member's time zone, as a read sees it (nothing written):
 * undefined when the entity has no streak; `view.length` is 0 when the member has none running. What getStreak
 * answers, and what a member's progress (a streak achievement's) reads.
 */
export async function memberStreakAt(tx: Transaction, entity: Entity, address: string, now: string): Promise<{ timeZone: string; view: StreakView } | undefined> {
  if (!entity.streak) return undefined
  const found = await tx.memberStreak(entity.id, address)
  const timeZone = memberTimeZone(found.timeZone, entity)
  return { timeZone, view: streakAt(found.streak, entity.streak, timeZone, Date.parse(now)) }
}
