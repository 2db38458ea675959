import type { StoredStreak, StreakSetting } from '../state.js'
import { periodAt, periodIndex } from '../streaks/streakPeriod.js'
import { people } from './people.js'

const { owner, admin, member, jonas, lena, kwame, sofia } = people

/** The demo entity's streak: a quest a day, one freeze to start with and one more every week, three at most. */
export const demoStreakSetting: StreakSetting = { metric: 'quests_completed', metricId: 'aurora-quests', frequency: 'daily', freezes: { initial: 1, earnEveryDays: 7, max: 3 } }

// Each member's streak as their last quest left it: its length, how many days before today that quest was, the
// freezes left, and the days before it (`e` a quest, `f` a freeze, `m` a day missed), oldest first.
const streaks: [address: string, length: number, daysAgo: number, freezes: number, history: string][] = [
  [owner, 12, 0, 2, 'mmeeeeeeeeeeee'],
  [admin, 5, 1, 1, 'eeemmmeeeee'],
  // The demo member's streak waits for today's quest.
  [member, 3, 1, 1, 'eemeee'],
  [jonas, 30, 0, 3, 'eeeeeeeeeeeeee'],
  [lena, 1, 0, 1, 'e'],
  // Sofia's last quest was two days ago: yesterday takes her freeze.
  [sofia, 8, 2, 1, 'meeeeeeee'],
  // Kwame's streak lapsed four days ago, and reads as ended though nothing was written.
  [kwame, 4, 6, 0, 'eeee'],
]

/** The demo members' streaks, in UTC (they set no time zone), their last quests counted back from `nowMs`. */
export function demoStreaks(nowMs: number): Record<string, StoredStreak> {
  const today = periodIndex(nowMs, 'UTC', 'daily')
  return Object.fromEntries(
    streaks.map(([address, length, daysAgo, freezes, history]) => {
      const last = periodAt(today - daysAgo, 'UTC', 'daily')
      const first = periodAt(today - daysAgo - (length - 1), 'UTC', 'daily')
      const stored: StoredStreak = {
        metricId: demoStreakSetting.metricId,
        frequency: 'daily',
        length,
        startedAt: new Date(first.start).toISOString(),
        lastPeriod: last.index,
        timeZone: 'UTC',
        lastStart: new Date(last.start).toISOString(),
        lastEnd: new Date(last.end).toISOString(),
        freezes,
        history,
      }
      return [address, stored]
    }),
  )
}
