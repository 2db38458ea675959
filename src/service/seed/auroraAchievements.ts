import type { EntityState, StoredAchievement } from '../state.js'

const seeded = '2026-01-20T16:30:00.000Z'

const achievement = (key: string, name: string, description: string, trigger: StoredAchievement['trigger']): StoredAchievement => ({
  key,
  name,
  description,
  imageUrl: '',
  trigger,
  createdAt: seeded,
  backfill: null,
})

/**
 * The demo guild's achievements: five on metrics (some earned by the demo member, some close: 8 of 10 quests, 5 of
 * 10 reviews), one on a streak and one awarded by hand. Who earned a metric achievement follows from the counters,
 * as the service would have awarded it; the founding members were awarded theirs.
 */
export function auroraAchievements(state: Pick<EntityState, 'members' | 'counters'>, founders: readonly string[]): Pick<EntityState, 'achievements' | 'achievementsEarned'> {
  const achievements = [
    achievement('first-merge', 'First merge', 'Your first contribution merged.', { type: 'metric', metricId: 'aurora-contributions', threshold: 1 }),
    achievement('regular', 'Regular', 'Came to five workshops, calls or hackathons.', { type: 'metric', metricId: 'aurora-events', threshold: 5 }),
    achievement('quest-runner', 'Quest runner', 'Finished ten quests on the quest board.', { type: 'metric', metricId: 'aurora-quests', threshold: 10 }),
    achievement('trusted-reviewer', 'Trusted reviewer', 'Reviewed ten pieces of other members’ work.', { type: 'metric', metricId: 'aurora-reviews', threshold: 10 }),
    achievement('recruiter', 'Recruiter', 'Brought six new members into the guild.', { type: 'metric', metricId: 'aurora-referrals', threshold: 6 }),
    achievement('week-streak', 'Seven-day streak', 'Active seven days in a row.', { type: 'streak', length: 7 }),
    achievement('founding-member', 'Founding member', 'Here from the guild’s first week.', { type: 'manual' }),
  ]
  const earnedAt = new Map(state.members.map((member) => [member.address, member.updatedAt]))
  const achievementsEarned: Record<string, Record<string, string>> = {}
  for (const { key, trigger } of achievements) {
    const who =
      trigger.type === 'metric'
        ? state.members.filter((member) => (state.counters[member.address]?.[trigger.metricId] ?? 0) >= trigger.threshold).map((member) => member.address)
        : trigger.type === 'manual'
          ? [...founders]
          : []
    if (who.length > 0) achievementsEarned[key] = Object.fromEntries(who.map((address) => [address, earnedAt.get(address) ?? seeded]))
  }
  return { achievements, achievementsEarned }
}
