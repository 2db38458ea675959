'use client'
import { formatNumber, numberFormat } from '../internal/formatNumber.js'

type MetricValueProps = { value: number | undefined; locale: string | undefined; noValue: string }

/** A counter as people read it (1.2k); the exact value stays in the title and for screen readers. */
export function MetricValue({ value, locale, noValue }: MetricValueProps) {
  if (value === undefined || !Number.isFinite(value)) {
    return (
      <>
        <span aria-hidden="true" className="ek-muted">
          —
        </span>
        <span className="ek-visually-hidden">{noValue}</span>
      </>
    )
  }
  const short = formatNumber(value, locale)
  const full = numberFormat(locale, 'exact').format(value)
  if (short === full) return <data value={String(value)}>{short}</data>
  return (
    <data value={String(value)}>
      <span aria-hidden="true" title={full}>
        {short}
      </span>
      <span className="ek-visually-hidden">{full}</span>
    </data>
  )
}
