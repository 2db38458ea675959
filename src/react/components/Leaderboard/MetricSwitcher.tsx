'use client'
import type { LeaderboardLabels } from './LeaderboardLabels.js'

type MetricSwitcherProps = {
  metrics: readonly string[]
  selected: string
  onSelect: (metric: string) => void
  labels: LeaderboardLabels
}

/** Toggle buttons, one per metric, in a named group; the pressed one is the metric ranked by. */
export function MetricSwitcher({ metrics, selected, onSelect, labels }: MetricSwitcherProps) {
  return (
    <div role="group" aria-label={labels.metricSwitcher} className="ek-leaderboard__metrics">
      {metrics.map((metric) => {
        const pressed = metric.toLowerCase() === selected.toLowerCase()
        return (
          <button
            key={metric}
            type="button"
            className="ek-leaderboard__metric"
            aria-pressed={pressed}
            data-state={pressed ? 'on' : 'off'}
            onClick={() => onSelect(metric)}
          >
            {labels.metricName(metric)}
          </button>
        )
      })}
    </div>
  )
}
