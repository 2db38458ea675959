import { localTime, startOfDay } from '../leaderboard/periodWindow.js'

/** How long a streak's period is: a calendar day, or an ISO week (Monday first). */
export type StreakFrequency = 'daily' | 'weekly'

/**
 * One period of a streak in a time zone. `index` numbers the calendar periods whatever the zone: the days since
 * 1970-01-01 (daily), or the weeks since Monday 1969-12-29 (weekly), of the local calendar. `start` is the period's
 * first instant, `end` the next period's (milliseconds since the epoch): 23, 24 or 25 hours for a day, as the wall
 * clock says across a daylight-saving change.
 */
export type StreakPeriod = { index: number; start: number; end: number }

const dayMs = 86_400_000
// 1970-01-01 was a Thursday: the Monday that begins its ISO week is 3 days before.
const mondayOffset = 3

/** The first instant of the local calendar day numbered `day` (days since 1970-01-01) in `timeZone`. */
function dayStart(day: number, timeZone: string): number {
  const date = new Date(day * dayMs)
  return startOfDay(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), timeZone)
}

// Periods already worked out, by zone, frequency and number: every increment of a streak asks for the current one.
const known = new Map<string, StreakPeriod>()

/** The period numbered `index` in `timeZone`: its first instant and its end. */
export function periodAt(index: number, timeZone: string, frequency: StreakFrequency): StreakPeriod {
  const key = `${timeZone} ${frequency} ${index}`
  const found = known.get(key)
  if (found) return { ...found }
  const [first, next] = frequency === 'daily' ? [index, index + 1] : [index * 7 - mondayOffset, index * 7 - mondayOffset + 7]
  const period = { index, start: dayStart(first, timeZone), end: dayStart(next, timeZone) }
  if (known.size >= 5_000) known.clear()
  known.set(key, period)
  return { ...period }
}

// The last period found in each zone: the instants of an increment's day mostly fall in it, without a date to format.
const recent = new Map<string, StreakPeriod>()

/**
 * The number of the period an instant falls in, by the local calendar of `timeZone` (an instant in a period found
 * before is in it: a day's first instant to the next day's, whatever the wall clock repeats within).
 */
export function periodIndex(ms: number, timeZone: string, frequency: StreakFrequency): number {
  const key = `${timeZone} ${frequency}`
  const last = recent.get(key)
  if (last && ms >= last.start && ms < last.end) return last.index
  const local = localTime(ms, timeZone)
  const day = Date.UTC(local.year, local.month - 1, local.day) / dayMs
  const index = frequency === 'daily' ? day : Math.floor((day + mondayOffset) / 7)
  if (recent.size >= 1_000) recent.clear()
  recent.set(key, periodAt(index, timeZone, frequency))
  return index
}

/** The period an instant falls in, in `timeZone` (an IANA name the runtime knows). */
export function periodOf(ms: number, timeZone: string, frequency: StreakFrequency): StreakPeriod {
  return periodAt(periodIndex(ms, timeZone, frequency), timeZone, frequency)
}
