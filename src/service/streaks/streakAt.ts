import type { StoredStreak, StreakSetting } from '../state.js'
import { periodAt, periodIndex, type StreakPeriod } from './streakPeriod.js'

/** How many past periods a streak's history shows. */
export const historyLength = 14

/** A member's streak at an instant, as worked out from what its last extension stored and the clock. */
export type StreakView = {
  /** Periods extended in a row; 0 when the member has no streak running. */
  length: number
  /** The first instant of the streak's first period (ms), when one is running. */
  startedAt: number | undefined
  /** The period the instant falls in, in the member's time zone. */
  current: StreakPeriod
  /** The current period has been extended already: another increment in it changes nothing. */
  extendedNow: boolean
  /** Freezes held now (those the periods passed since the last extension used are gone). */
  freezes: number
  /** The periods since the last extension that a freeze kept, oldest first (in the time zone they were counted in). */
  frozen: StreakPeriod[]
  /** The streak that ended since the last extension, unseen so far: its length and when it ended (ms). */
  ended: { length: number; endedAt: number } | undefined
  /** When the streak ends unless extended (ms), when one is running. */
  expiresAt: number | undefined
  /** The last periods up to the last closed or extended one, oldest first (`e`, `f`, `m`), at most {@link historyLength}. */
  history: string
}

/**
 * The first period in `timeZone` that can be missed after the last extension: the next calendar date (or week) after
 * the last one extended, and none that began before the last extended period ended. The same zone: the next period.
 * After a move east, the periods the move skipped over (they began before the last one ended) are not missed; a date
 * already extended never counts again, whatever the zone.
 */
function firstOpen(stored: StoredStreak, timeZone: string): number {
  if (stored.timeZone === timeZone) return stored.lastPeriod + 1
  const lastEnd = Date.parse(stored.lastEnd)
  const at = periodAt(periodIndex(lastEnd, timeZone, stored.frequency), timeZone, stored.frequency)
  return Math.max(stored.lastPeriod + 1, at.start >= lastEnd ? at.index : at.index + 1)
}

/** Whether a stored streak counts for the entity's streak as set now (another metric or period starts afresh). */
export function countsFor(stored: StoredStreak | undefined, setting: StreakSetting): stored is StoredStreak {
  return stored !== undefined && stored.metricId === setting.metricId && stored.frequency === setting.frequency
}

/**
 * A member's streak at `nowMs` in `timeZone`: each period since the last extension that passed without one used a
 * freeze while the member held one, and the first that found none ended the streak.
 */
export function streakAt(stored: StoredStreak | undefined, setting: StreakSetting, timeZone: string, nowMs: number): StreakView {
  const current = periodAt(periodIndex(nowMs, timeZone, setting.frequency), timeZone, setting.frequency)
  if (!countsFor(stored, setting)) {
    return { length: 0, startedAt: undefined, current, extendedNow: false, freezes: 0, frozen: [], ended: undefined, expiresAt: undefined, history: '' }
  }
  const open = firstOpen(stored, timeZone)
  // The periods from the first open one to the one before now passed without an extension.
  const passed = Math.max(0, current.index - open)
  const used = Math.min(passed, stored.freezes)
  const frozen = Array.from({ length: used }, (_, n) => periodAt(open + n, timeZone, setting.frequency))
  const lastChance = open + stored.freezes
  if (passed > stored.freezes) {
    const missed = Math.min(passed - used, historyLength)
    const history = (stored.history + 'f'.repeat(Math.min(used, historyLength)) + 'm'.repeat(missed)).slice(-historyLength)
    const ended = { length: stored.length, endedAt: periodAt(lastChance, timeZone, setting.frequency).end }
    return { length: 0, startedAt: undefined, current, extendedNow: false, freezes: 0, frozen, ended, expiresAt: undefined, history }
  }
  return {
    length: stored.length,
    startedAt: Date.parse(stored.startedAt),
    current,
    extendedNow: current.index <= stored.lastPeriod,
    freezes: stored.freezes - used,
    frozen,
    ended: undefined,
    expiresAt: periodAt(lastChance, timeZone, setting.frequency).end,
    history: (stored.history + 'f'.repeat(Math.min(used, historyLength))).slice(-historyLength),
  }
}

/** One more freeze when `length` periods of streak reach another `earnEveryDays` days, up to `max`. */
function earned(freezes: number, length: number, setting: StreakSetting): number {
  const { earnEveryDays, max } = setting.freezes
  const days = setting.frequency === 'daily' ? 1 : 7
  const crossed = earnEveryDays > 0 && Math.floor((length * days) / earnEveryDays) > Math.floor(((length - 1) * days) / earnEveryDays)
  return crossed ? Math.min(max, freezes + 1) : freezes
}

/**
 * What an increment of the streak's metric (count > 0) at `nowMs` makes of the member's streak: `stored` as it is
 * now, or undefined when the current period was extended already (nothing to store).
 */
export function extendStreak(before: StreakView, stored: StoredStreak | undefined, setting: StreakSetting, timeZone: string): StoredStreak | undefined {
  if (before.extendedNow) return undefined
  const { current } = before
  const running = before.length > 0 && countsFor(stored, setting)
  const length = running ? before.length + 1 : 1
  return {
    metricId: setting.metricId,
    frequency: setting.frequency,
    length,
    startedAt: running ? stored.startedAt : new Date(current.start).toISOString(),
    lastPeriod: current.index,
    timeZone,
    lastStart: new Date(current.start).toISOString(),
    lastEnd: new Date(current.end).toISOString(),
    freezes: earned(running ? before.freezes : setting.freezes.initial, length, setting),
    history: (before.history + 'e').slice(-historyLength),
  }
}
