'use client'
import type { LeaderboardRow } from '../../../core/leaderboard/types.js'
import type { LeaderboardLabels } from './LeaderboardLabels.js'
import { LeaderboardRowView } from './LeaderboardRowView.js'

type LeaderboardTableProps = {
  /** The rows listed, in order. */
  rows: readonly LeaderboardRow[]
  /** The signed-in member's own place, listed apart below the rows (after a gap marker when `gap` is above 0). */
  pinned: LeaderboardRow | null
  /** Ranked members between the last row and `pinned`, left out. */
  gap: number
  /** The value column's header. */
  metric: string
  /** True while another board loads in place of this one. */
  busy: boolean
  signedIn: string | undefined
  titleId: string
  compact: boolean
  locale: string | undefined
  gateways: readonly string[] | undefined
  labels: LeaderboardLabels
}

const sameAddress = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase()

/**
 * The listed places as a table named by the title; the signed-in member's own row pinned in a second body when it is
 * not among them, after a row saying how many places lie between ("⋯ 12 more").
 */
export function LeaderboardTable({ rows, pinned, gap, metric, busy, signedIn, titleId, compact, locale, gateways, labels }: LeaderboardTableProps) {
  const row = (item: LeaderboardRow, pinnedRow: boolean) => (
    <LeaderboardRowView
      key={`${pinnedRow ? 'pinned' : 'row'}:${item.address}`}
      row={item}
      self={sameAddress(item.address, signedIn)}
      pinned={pinnedRow}
      compact={compact}
      locale={locale}
      gateways={gateways}
      labels={labels}
    />
  )
  return (
    <table className="ek-leaderboard__table" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <thead>
        <tr>
          <th scope="col" className="ek-leaderboard__head-rank">
            <span className="ek-leaderboard__head-rank-text">{labels.rankColumn}</span>
          </th>
          <th scope="col" className="ek-leaderboard__head-member">
            {labels.memberColumn}
          </th>
          <th scope="col" className="ek-leaderboard__head-value">
            {metric}
          </th>
        </tr>
      </thead>
      <tbody>{rows.map((item) => row(item, false))}</tbody>
      {pinned && (
        <tbody className="ek-leaderboard__pinned" data-gap={gap > 0 || undefined}>
          {gap > 0 && (
            <tr className="ek-leaderboard__gap">
              <td colSpan={3}>
                <span className="ek-leaderboard__gap-dots" aria-hidden="true">
                  ⋯
                </span>{' '}
                <span className="ek-leaderboard__gap-text">{labels.more(gap)}</span>
              </td>
            </tr>
          )}
          {row(pinned, true)}
        </tbody>
      )}
    </table>
  )
}
