/**
 * A price as the reader's language writes an amount of money, with its unit where that language puts it
 * ("ETH 0.05", "0,05 ETH"): every decimal kept, never rounded. A unit Intl cannot take as a currency code (more or
 * fewer than three letters, such as USDC) follows the number. Text that is not a number is returned as it is.
 */
export function formatPrice(price: string, unit: string, locale: string | undefined): string {
  const amount = Number(price)
  if (price.trim() === '' || !Number.isFinite(amount)) return price
  const digits = Math.min(20, (price.split('.')[1] ?? '').length)
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: unit, currencyDisplay: 'code', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount)
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount)} ${unit}`
  }
}
