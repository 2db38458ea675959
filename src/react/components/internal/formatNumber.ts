/** A counter as people read it: 999, then 1.2k, 12.3k, 1.2M. */
export function formatNumber(value: number, locale?: string): string {
  if (!Number.isFinite(value)) return '–'
  if (Math.abs(value) < 1000) return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(value)
}
