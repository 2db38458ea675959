// Building an Intl.NumberFormat costs far more than using one (a table of a thousand counters would build
// thousands): formatters are kept per locale and style.
const formatters = new Map<string, Intl.NumberFormat>()

/** Below this, numbers are written out in full (1,420): a +1 must stay visible. */
export const COMPACT_FROM = 10_000

/** A cached `Intl.NumberFormat`; an invalid locale throws a RangeError, as the constructor does. */
export function numberFormat(locale: string | undefined, style: 'plain' | 'short' | 'compact' | 'exact'): Intl.NumberFormat {
  const key = `${locale ?? ''}|${style}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const options: Intl.NumberFormatOptions =
      style === 'short' ? { maximumFractionDigits: 2 } : style === 'compact' ? { notation: 'compact', maximumFractionDigits: 1 } : style === 'exact' ? { maximumFractionDigits: 20 } : {}
    formatter = new Intl.NumberFormat(locale, options)
    formatters.set(key, formatter)
  }
  return formatter
}

/** A number as people read it, in the locale: 1,420 and 9,999 in full, then 12.3K, 1.2M. */
export function formatNumber(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return '–'
  return numberFormat(locale, Math.abs(value) < COMPACT_FROM ? 'short' : 'compact').format(value)
}

/** The number in full, every digit (what the tooltip and assistive tech get). */
export function formatExactNumber(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return '–'
  return numberFormat(locale, 'exact').format(value)
}

/** `value.toLocaleString('en')` for the English labels, without building a formatter on every call: English words
 * with English digit groups, whatever the browser's own language (each locale formats its own numbers). */
export function toLocaleString(value: number): string {
  return numberFormat('en', 'plain').format(value)
}
