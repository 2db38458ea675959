import type { MemberStreak, StreakPeriodState } from '../../../core/schemas/streak.js'

/** What a mark shows: a past period's state, `pending` for the open current period, `none` before the member's first. */
export type StreakMarkState = StreakPeriodState | 'pending' | 'none'

/** One mark of the row of recent periods: its first instant (ms) and what it was. */
export type StreakMark = { start: number; state: StreakMarkState }

/** What the streak asks of the member now: none running, extended this period, or waiting for this period's. */
export type StreakStanding = 'none' | 'extended' | 'at-risk'

const day = 86_400_000
const periodMs = (frequency: MemberStreak['frequency']) => (frequency === 'weekly' ? 7 * day : day)
const known = (state: string): state is StreakPeriodState => state === 'extended' || state === 'frozen' || state === 'missed'

/**
 * Whether the current period is extended already. The read says it by `expiresAt`: extended, the streak lasts the
 * next period and one more per freeze held; not yet, the current period and one more per freeze. Rounded to whole
 * periods, so a day of 23 or 25 hours (clock changes) counts as one.
 */
export function isExtendedNow(streak: MemberStreak): boolean {
  if (streak.length <= 0 || !streak.expiresAt) return false
  const after = Math.round((Date.parse(streak.expiresAt) - Date.parse(streak.periodEnd)) / periodMs(streak.frequency))
  return after > Math.max(0, streak.freezes)
}

/** The member's standing now. */
export function streakStanding(streak: MemberStreak): StreakStanding {
  if (streak.length <= 0) return 'none'
  return isExtendedNow(streak) ? 'extended' : 'at-risk'
}

/**
 * The last `count` periods as marks, oldest first, ending with the current one (`pending` while not extended), the
 * periods before the member's first shown as `none`. Each mark's start is counted back from the current period's by
 * whole periods, then read at midday, so a clock change never moves it onto another date.
 */
export function streakMarks(streak: MemberStreak, extendedNow: boolean, count: number): StreakMark[] {
  const step = periodMs(streak.frequency)
  const current = Date.parse(streak.periodStart) + day / 2
  const past = streak.history.filter(known)
  const states: StreakMarkState[] = (extendedNow ? past : [...past, 'pending' as const]).slice(-count)
  const shown: StreakMarkState[] = [...Array.from({ length: count - states.length }, () => 'none' as const), ...states]
  return shown.map((state, index) => ({ state, start: current - (count - 1 - index) * step }))
}
