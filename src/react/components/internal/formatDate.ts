// Formatters are kept per locale: building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>()
const dayMonthYear: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' }

/**
 * A date (ISO 8601) as the reader's language writes it, its month by name ("Dec 31, 2026", "31. Dez. 2026",
 * "31 ديسمبر 2026", "2026年12月31日"), never an order of numbers a reader could take the wrong way; `timeZone` UTC for a day the service keeps as midnight UTC (a level's end), so it is the
 * same day everywhere. Text that is not a date is returned as it is.
 */
export function formatDate(value: string, locale: string | undefined, timeZone?: 'UTC'): string {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return value
  const key = `${locale ?? ''}|${timeZone ?? ''}`
  let formatter = formatters.get(key)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...dayMonthYear, ...(timeZone ? { timeZone } : {}) })
    } catch {
      // A locale Intl does not know: the reader's default.
      formatter = new Intl.DateTimeFormat(undefined, { ...dayMonthYear, ...(timeZone ? { timeZone } : {}) })
    }
    formatters.set(key, formatter)
  }
  return formatter.format(time)
}
