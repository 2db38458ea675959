import { achievementUpdateSchema } from '../../core/schemas/achievement.js'
import { defineCommand } from '../Command.js'
import { achievementView } from '../rules/achievementView.js'
import { findAchievement } from '../rules/findAchievement.js'
import { parseInput } from '../rules/parseInput.js'
import { storedTrigger } from '../rules/storedTrigger.js'
import type { StoredAchievement, StoredTrigger } from '../state.js'

/** Whether members past `after` may not all have earned it under `before`: another metric, a lower threshold, a shorter streak. */
function reachesMore(before: StoredTrigger, after: StoredTrigger): boolean {
  if (after.type === 'metric') return before.type !== 'metric' || before.metricId !== after.metricId || after.threshold < before.threshold
  if (after.type === 'streak') return before.type !== 'streak' || after.length < before.length
  return false
}

/**
 * Changes an achievement (an engagekit extension; admins and owners). Members who earned it keep it. A trigger that
 * now reaches more members (a lower threshold, another metric, a shorter streak) marks it for the backfill, from the
 * first member again.
 */
export const updateAchievementCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  backfills: true,
  input: (raw) => ({ key: raw.params['key'] ?? '', changes: parseInput(achievementUpdateSchema, raw.body()) }),
  async run(tx, { entity }, { key, changes: { trigger, ...fields } }) {
    const existing = await findAchievement(tx, entity.id, key)
    const changes: Partial<Omit<StoredAchievement, 'key' | 'createdAt'>> = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
    if (trigger) {
      const stored = await storedTrigger(tx, entity.id, trigger)
      changes.trigger = stored
      if (reachesMore(existing.trigger, stored)) changes.backfill = ''
      else if (stored.type === 'manual') changes.backfill = null
    }
    const updated = await tx.updateAchievement(entity.id, key, changes)
    return achievementView(updated, await tx.metrics(entity.id), await tx.memberCount(entity.id))
  },
})
