import { achievementCreateSchema } from '../../core/schemas/achievement.js'
import { defineCommand } from '../Command.js'
import { achievementView } from '../rules/achievementView.js'
import { parseInput } from '../rules/parseInput.js'
import { storedTrigger } from '../rules/storedTrigger.js'

/**
 * Adds an achievement (an engagekit extension; admins and owners): a conflict when the key is taken. A metric or
 * streak achievement is marked for the backfill, which awards the members already past it after this answer.
 */
export const createAchievementCommand = defineCommand({
  entity: 'path',
  role: 'admin',
  backfills: true,
  input: (raw) => parseInput(achievementCreateSchema, raw.body()),
  async run(tx, { entity, now }, { key, name, description = '', imageUrl = '', trigger }) {
    const stored = await storedTrigger(tx, entity.id, trigger)
    const created = await tx.createAchievement(entity.id, { key, name, description, imageUrl, trigger: stored, createdAt: now, backfill: stored.type === 'manual' ? null : '' })
    return achievementView(created, await tx.metrics(entity.id), await tx.memberCount(entity.id))
  },
})
