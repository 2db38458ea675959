import { useContext } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import { formatExactNumber, formatNumber } from './formatNumber.js'

type NumberTextProps = {
  value: number
  /** Default: the language the provider shows. */
  locale: string | undefined
  /** Wraps the number in words, e.g. `(n) => `${n} XP``; default the number alone. */
  format?: ((formatted: string) => string) | undefined
  className?: string | undefined
}

/**
 * A number the one way every component shows it ({@link formatNumber}): compact from 10,000 up, with the exact
 * value in the tooltip and for assistive tech.
 */
export function NumberText({ value, locale: own, format = (text) => text, className }: NumberTextProps) {
  const appearanceLocale = useContext(AppearanceContext).locale
  const locale = own ?? appearanceLocale
  const short = format(formatNumber(value, locale))
  const full = format(formatExactNumber(value, locale))
  const classes = className ? `ek-number ${className}` : 'ek-number'
  if (short === full) {
    return (
      <data className={classes} value={String(value)}>
        {short}
      </data>
    )
  }
  return (
    <data className={classes} value={String(value)} title={full}>
      <span aria-hidden="true">{short}</span>
      <span className="ek-visually-hidden">{full}</span>
    </data>
  )
}
