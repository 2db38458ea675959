import { earnStreakAchievements } from '../rules/earnStreakAchievements.js'
import type { CommandContext } from '../Command.js'
import type { Entity } from '../state.js'
import type { AchievementRecord, Transaction } from '../store/Store.js'

/**
 * What follows a member's streak reaching `length` (an increment extended it), in the increment's transaction: the
 * streak achievements that length reaches are earned (once per member, with their `achievement.earned` events, which
 * `earnStreakAchievements` writes). The achievements earned now; `achievements`, the entity's, when already read.
 */
export async function afterStreakExtended(tx: Transaction, entity: Entity, address: string, length: number, context: Pick<CommandContext, 'now' | 'limits'>, achievements?: readonly AchievementRecord[]) {
  return earnStreakAchievements(tx, entity, address, length, context, achievements)
}
