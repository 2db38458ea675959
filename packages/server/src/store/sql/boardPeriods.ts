import { slotRange, type BoardSource } from '../../engagekit.js'

type TimeWindow = NonNullable<BoardSource['window']>

const dayMs = 86_400_000

/**
 * The key of a board's totals: 0 for all time (the counters), and for each UTC calendar period a number of its own,
 * its kind times 100,000 plus its number: a day (1…) by the days since 1970-01-01, an ISO week (2…) by the day of its
 * Monday, a month (3…) by year × 12 + month − 1.
 */
export type PeriodKey = number

export const allTime: PeriodKey = 0
const dayKey = (day: number): PeriodKey => 100_000 + day
const weekKey = (day: number): PeriodKey => 200_000 + day
const monthKey = (year: number, month: number): PeriodKey => 300_000 + year * 12 + month

/** The day of the Monday of the ISO week of a day (1970-01-01, day 0, was a Thursday). */
const mondayOf = (day: number): number => day - ((((day + 3) % 7) + 7) % 7)

/** The keys of the UTC day, ISO week and month an instant falls in: the totals an increment made then adds to. */
export function periodKeysAt(ms: number): PeriodKey[] {
  const day = Math.floor(ms / dayMs)
  const date = new Date(ms)
  return [dayKey(day), weekKey(mondayOf(day)), monthKey(date.getUTCFullYear(), date.getUTCMonth())]
}

/**
 * The keys of the UTC periods no board reads any more at `ms`, as ranges [from, to): the days before yesterday, the
 * weeks before the last one, the months before the last one (a board of a period in another time zone may be read
 * from the UTC period next to its own, so the one before the current is kept too).
 */
export function pastPeriodKeys(ms: number): [from: PeriodKey, to: PeriodKey][] {
  const day = Math.floor(ms / dayMs)
  const date = new Date(ms)
  return [
    [dayKey(0), dayKey(day - 1)],
    [weekKey(0), weekKey(mondayOf(day) - 7)],
    [monthKey(0, 0), monthKey(date.getUTCFullYear(), date.getUTCMonth() - 1)],
  ]
}

/**
 * How a board's window is read: the totals of the UTC period it overlaps most, the 15-minute slots it adds at an
 * edge that period does not cover (`added`, from its time zone's start before UTC's or end after it), and those of
 * the period it leaves out (`removed`). A UTC period has no edges: its board is an index range of the totals.
 */
export type PeriodPlan = { period: PeriodKey; added: [from: number, to: number][]; removed: [from: number, to: number][] }

/** The UTC day, ISO week or month of the same length around a window's middle, or undefined when it is none of them. */
function utcPeriodAround(window: TimeWindow): { key: PeriodKey; fromMs: number; toMs: number } | undefined {
  const length = window.toMs - window.fromMs
  const middle = window.fromMs + length / 2
  const day = Math.floor(middle / dayMs)
  const hours = length / 3_600_000
  // Local periods are 23 to 25 hours (a day), 167 to 169 (a week) or 27 to 32 days (a month) long, daylight saving included.
  if (hours >= 22 && hours <= 26) return { key: dayKey(day), fromMs: day * dayMs, toMs: (day + 1) * dayMs }
  if (hours >= 166 && hours <= 170) {
    const monday = mondayOf(day)
    return { key: weekKey(monday), fromMs: monday * dayMs, toMs: (monday + 7) * dayMs }
  }
  if (hours >= 27 * 24 && hours <= 32 * 24) {
    const date = new Date(middle)
    const [year, month] = [date.getUTCFullYear(), date.getUTCMonth()]
    return { key: monthKey(year, month), fromMs: Date.UTC(year, month, 1), toMs: Date.UTC(year, month + 1, 1) }
  }
  return undefined
}

/** How to read a window's board from the period totals and the edge slots; undefined for a window that is no calendar period. */
export function planOf(window: TimeWindow): PeriodPlan | undefined {
  const utc = utcPeriodAround(window)
  if (!utc) return undefined
  const added: [number, number][] = []
  const removed: [number, number][] = []
  const edge = (fromMs: number, toMs: number, list: [number, number][]) => {
    if (toMs > fromMs) list.push(slotRange({ fromMs, toMs }))
  }
  edge(window.fromMs, utc.fromMs, added)
  edge(utc.fromMs, window.fromMs, removed)
  edge(utc.toMs, window.toMs, added)
  edge(window.toMs, utc.toMs, removed)
  return { period: utc.key, added, removed }
}
