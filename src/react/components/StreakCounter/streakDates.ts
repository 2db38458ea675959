/** Intl.DateTimeFormat in the member's time zone; a zone the runtime does not know reads in UTC rather than throwing. */
export function zonedFormat(locale: string | undefined, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone })
  } catch {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
  }
}

/**
 * When the streak ends unless extended, in the member's zone, as its last minute (a period ending at midnight reads
 * "11:59 PM", not the next day's "12:00 AM"): the time alone within the current period, else with the weekday; with
 * the zone's short name, as the member's zone may not be the browser's.
 */
export function expiryText(expiresAt: string, periodEnd: string, locale: string | undefined, timeZone: string): string {
  const end = Date.parse(expiresAt)
  const sameDay = end <= Date.parse(periodEnd)
  return zonedFormat(locale, timeZone, { ...(sameDay ? {} : { weekday: 'short' }), hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(end - 60_000)
}
