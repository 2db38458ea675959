// Formatters are kept per locale: building an Intl.DateTimeFormat costs far more than using one.
const formatters = new Map<string, Intl.DateTimeFormat>()
const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }

/**
 * A moment (ISO 8601) as the reader's language writes it, the month by name and the time to the minute ("Nov 18,
 * 9:14 PM", "18 nov., 21:14"): a delivery's time. Text that is not a date is returned as it is.
 */
export function formatDateTime(value: string, locale: string | undefined): string {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return value
  const key = locale ?? ''
  let formatter = formatters.get(key)
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, options)
    } catch {
      formatter = new Intl.DateTimeFormat(undefined, options)
    }
    formatters.set(key, formatter)
  }
  return formatter.format(time)
}
