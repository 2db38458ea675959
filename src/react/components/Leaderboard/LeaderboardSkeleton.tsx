import { StatusView } from '../internal/StatusView.js'

/** The loading state in the board's shape: rows of rank, picture (not in the compact variant), name and value. */
export function LeaderboardSkeleton({ label, rows, compact }: { label: string; rows: number; compact: boolean }) {
  return (
    <StatusView state="loading" label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="ek-leaderboard__skeleton-row" aria-hidden="true">
          <span className="ek-skeleton ek-leaderboard__skeleton-rank" />
          {!compact && <span className="ek-skeleton ek-leaderboard__skeleton-avatar" data-shape="circle" />}
          <span className="ek-skeleton ek-leaderboard__skeleton-name" />
          <span className="ek-skeleton ek-leaderboard__skeleton-value" />
        </span>
      ))}
    </StatusView>
  )
}
