import { StatusView } from '../internal/StatusView.js'

const widths = ['55%', '40%', '62%', '48%', '35%']

/** The loading state in the table's shape: a name and a value per row. */
export function MetricsSkeleton({ label }: { label: string }) {
  return (
    <StatusView state="loading" label={label}>
      <span className="ek-metrics-panel__skeleton" aria-hidden="true">
        {widths.map((width, index) => (
          <span key={index} className="ek-metrics-panel__skeleton-row">
            <span className="ek-skeleton" style={{ width }} />
            <span className="ek-skeleton" style={{ width: 40 }} />
          </span>
        ))}
      </span>
    </StatusView>
  )
}
