'use client'
import { NumberText } from '../internal/NumberText.js'

type MetricValueProps = { value: number | undefined; locale: string | undefined; noValue: string }

/** A counter as people read it (1,420; 12.3K from 10,000 up); the exact value stays in the title and for screen readers. */
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
  return <NumberText value={value} locale={locale} />
}
