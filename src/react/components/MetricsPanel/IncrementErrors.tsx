'use client'
import { useId } from 'react'
import type { MetricsPanelLabels } from './MetricsPanelLabels.js'
import type { IncrementFailure } from './useMetricIncrements.js'
import { useMetricName } from '../../useMetricName.js'

type IncrementErrorsProps = {
  failures: readonly IncrementFailure[]
  labels: MetricsPanelLabels
  onRetry: (failure: IncrementFailure) => void
  onDismiss: (failure: IncrementFailure) => void
}

/** Increments the service refused, each with a retry; kept above the table so they stay in view in a long list. */
export function IncrementErrors({ failures, labels, onRetry, onDismiss }: IncrementErrorsProps) {
  const metricName = useMetricName()
  const id = useId()
  if (failures.length === 0) return null
  return (
    <div className="ek-metrics-panel__errors">
      {failures.map((failure, index) => (
        <div key={failure.ref} className="ek-metrics-panel__error" role="alert">
          <p id={`${id}-${index}`}>{labels.incrementError(metricName(failure.name), failure.message)}</p>
          <div className="ek-metrics-panel__error-actions">
            <button type="button" className="ek-button" data-variant="secondary" aria-describedby={`${id}-${index}`} onClick={() => onRetry(failure)}>
              {labels.retry}
            </button>
            <button type="button" className="ek-button" data-variant="ghost" aria-describedby={`${id}-${index}`} onClick={() => onDismiss(failure)}>
              {labels.dismiss}
            </button>
          </div>
        </div>
      ))}
    </div>
  )
}
