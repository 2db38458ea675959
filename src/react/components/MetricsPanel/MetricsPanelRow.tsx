'use client'
import { memo, useEffect, useRef } from 'react'
import type { MetricsPanelLabels } from './MetricsPanelLabels.js'
import { MetricValue } from './MetricValue.js'
import { useMetricName } from '../../useMetricName.js'

type MetricsPanelRowProps = {
  // Fields, not the row object: rows are rebuilt on every counter change, and memo compares props by identity.
  metricRef: string
  name: string
  description: string | undefined
  value: number | undefined
  /** Present for admins and owners only. */
  onIncrement: ((ref: string, name: string, amount: number) => void) | undefined
  amount: number
  showActions: boolean
  failed: boolean
  locale: string | undefined
  labels: MetricsPanelLabels
  registerButton: (ref: string, element: HTMLButtonElement | null) => void
}

/** One metric: its name, the counter and, for admins, the increment button. Memoised: an increment re-renders one row of a thousand. */
export const MetricsPanelRow = memo(function MetricsPanelRow({ metricRef, name, description, value, onIncrement, amount, showActions, failed, locale, labels, registerButton }: MetricsPanelRowProps) {
  // The value it had on the previous render: a change (an increment, its rollback) is shown as a short moment.
  const previous = useRef(value)
  const metricName = useMetricName()
  const delta = value !== undefined && previous.current !== undefined ? value - previous.current : 0
  useEffect(() => {
    previous.current = value
  }, [value])
  return (
    <tr className="ek-metrics-panel__row" data-state={failed ? 'error' : 'idle'}>
      <th scope="row" className="ek-metrics-panel__name">
        <span className="ek-metrics-panel__metric">{metricName(name)}</span>
        {description && <span className="ek-metrics-panel__description ek-muted">{description}</span>}
      </th>
      <td className="ek-metrics-panel__value">
        {/* The change shows as a pseudo-element: seen, not read out (the new value is), not in the cell's text. */}
        <span
          key={value}
          className="ek-metrics-panel__value-text"
          data-change={delta > 0 ? 'up' : delta < 0 ? 'down' : undefined}
          data-delta={delta !== 0 ? labels.incrementText(delta) : undefined}
        >
          <MetricValue value={value} locale={locale} noValue={labels.noValue} />
        </span>
      </td>
      {showActions && (
        <td className="ek-metrics-panel__actions">
          {onIncrement && (
            <button
              ref={(element) => registerButton(metricRef, element)}
              type="button"
              className="ek-button ek-metrics-panel__increment"
              data-variant="secondary"
              data-size="small"
              aria-label={labels.increment(metricName(name), amount)}
              onClick={() => onIncrement(metricRef, name, amount)}
            >
              {labels.incrementText(amount)}
            </button>
          )}
        </td>
      )}
    </tr>
  )
})
