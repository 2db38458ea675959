import { StatusView } from '../internal/StatusView.js'

/**
 * The loading state in the board's shape: the podium's three steps (not in the compact variant), then rows of rank,
 * picture, name and value, so the board does not jump when it arrives.
 */
export function LeaderboardSkeleton({ label, rows, compact }: { label: string; rows: number; compact: boolean }) {
  return (
    <StatusView state="loading" label={label}>
      {!compact && (
        <span className="ek-leaderboard__skeleton-podium" aria-hidden="true">
          {[2, 1, 3].map((place) => (
            <span key={place} className="ek-leaderboard__skeleton-place" data-place={place}>
              <span className="ek-skeleton ek-leaderboard__skeleton-medal" data-shape="circle" />
              <span className="ek-skeleton ek-leaderboard__skeleton-step" />
            </span>
          ))}
        </span>
      )}
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
