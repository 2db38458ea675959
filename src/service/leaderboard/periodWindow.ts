/** The calendar periods a board can cover besides all time. */
export type CalendarPeriod = 'day' | 'week' | 'month'

/** A stretch of time: from (inclusive) to (exclusive), in milliseconds since the epoch. */
export type TimeWindow = { fromMs: number; toMs: number }

const formatters = new Map<string, Intl.DateTimeFormat>()

/** A formatter of dates in `timeZone`; a RangeError for a name that is not an IANA time zone. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric', weekday: 'short' })
    if (formatters.size < 1_000) formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Whether `timeZone` names an IANA time zone this runtime knows (`Europe/Paris`, `UTC`). */
export function isTimeZone(timeZone: string): boolean {
  if (timeZone === '' || timeZone.length > 64) return false
  try {
    formatterFor(timeZone)
    return true
  } catch {
    return false
  }
}

/** A wall-clock time: the calendar date, the time of day and the ISO weekday (1 Monday to 7 Sunday). */
export type LocalTime = { year: number; month: number; day: number; hour: number; minute: number; second: number; weekday: number }
const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

/** The wall-clock time in `timeZone` at an instant. */
export function localTime(ms: number, timeZone: string): LocalTime {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(new Date(ms)).map((part) => [part.type, part.value]))
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
    weekday: weekdays[parts['weekday'] ?? ''] ?? 1,
  }
}

/** `timeZone`'s offset from UTC at an instant, in milliseconds (Europe/Paris in winter: 3,600,000). */
function offsetAt(ms: number, timeZone: string): number {
  const local = localTime(ms, timeZone)
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second)
  return asUtc - Math.floor(ms / 1000) * 1000
}

/**
 * The instant a calendar date's day begins in `timeZone` (its local midnight, or the first moment of the day where
 * a daylight-saving change skips midnight). Dates out of range (month 13, day 0) roll over as Date.UTC does.
 */
export function startOfDay(year: number, month: number, day: number, timeZone: string): number {
  const midnight = Date.UTC(year, month - 1, day)
  // The offset can differ between a guess and the answer by a daylight-saving change: two rounds settle it.
  let guess = midnight - offsetAt(midnight, timeZone)
  guess = midnight - offsetAt(guess, timeZone)
  const local = localTime(guess, timeZone)
  // Midnight did not exist that day (a change at 00:00): the day begins when the clocks jumped, an hour on.
  if (Date.UTC(local.year, local.month - 1, local.day) < midnight) guess += 3_600_000 - (local.minute * 60 + local.second) * 1000
  return guess
}

/**
 * The current calendar period in `timeZone` at `nowMs`: the day, the ISO week (Monday first) or the month, from its
 * first instant to the first instant of the next. Daylight-saving changes inside it make it 23 or 25 hours (a day)
 * longer or shorter, as the wall clock says.
 */
export function periodWindow(period: CalendarPeriod, timeZone: string, nowMs: number): TimeWindow {
  const today = localTime(nowMs, timeZone)
  const [from, to] =
    period === 'day'
      ? [[today.year, today.month, today.day], [today.year, today.month, today.day + 1]]
      : period === 'week'
        ? [[today.year, today.month, today.day - (today.weekday - 1)], [today.year, today.month, today.day - (today.weekday - 1) + 7]]
        : [[today.year, today.month, 1], [today.year, today.month + 1, 1]]
  // Normalized through Date.UTC first, so a day 0 or 32 becomes the right calendar date.
  const date = ([year, month, day]: number[]) => {
    const normal = new Date(Date.UTC(year!, month! - 1, day))
    return startOfDay(normal.getUTCFullYear(), normal.getUTCMonth() + 1, normal.getUTCDate(), timeZone)
  }
  return { fromMs: date(from), toMs: date(to) }
}
