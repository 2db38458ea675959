/** A share of members as the reader's language writes it: "12%", "0.4%" below one in a hundred. */
export function formatShare(share: number, locale: string | undefined): string {
  const digits = share > 0 && share < 0.01 ? 1 : 0
  try {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(share)
  } catch {
    return new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: digits }).format(share)
  }
}
