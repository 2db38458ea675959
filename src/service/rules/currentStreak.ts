import type { Transaction } from '../store/Store.js'

/**
 * A member's current streak, the `current` of a streak achievement's progress. The store keeps no streaks yet: 0
 * until it does, and then its reading here.
 */
export async function currentStreak(_tx: Transaction, _entityId: string, _address: string): Promise<number> {
  return 0
}
