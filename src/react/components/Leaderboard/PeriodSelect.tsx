'use client'
import type { LeaderboardPeriod } from '../../../core/schemas/leaderboard.js'
import type { LeaderboardLabels } from './LeaderboardLabels.js'

type PeriodSelectProps = {
  periods: readonly LeaderboardPeriod[]
  selected: LeaderboardPeriod
  onSelect: (period: LeaderboardPeriod) => void
  labels: LeaderboardLabels
}

/** A period's name as offered. */
export function periodLabel(period: LeaderboardPeriod, labels: LeaderboardLabels): string {
  return { all: labels.allTime, month: labels.thisMonth, week: labels.thisWeek, day: labels.today }[period]
}

/** The period the board covers, as a native select: compact at any width, keyboard and screen readers for free. */
export function PeriodSelect({ periods, selected, onSelect, labels }: PeriodSelectProps) {
  return (
    <span className="ek-leaderboard__period">
      <select className="ek-leaderboard__period-select" aria-label={labels.periodSwitcher} value={selected} onChange={(event) => onSelect(event.target.value as LeaderboardPeriod)}>
        {periods.map((period) => (
          <option key={period} value={period}>
            {periodLabel(period, labels)}
          </option>
        ))}
      </select>
    </span>
  )
}
