'use client'
import type { LeaderboardResult } from '../../../core/leaderboard/types.js'
import type { LeaderboardLabels } from './LeaderboardLabels.js'
import { LeaderboardPodium } from './LeaderboardPodium.js'
import { LeaderboardRowView } from './LeaderboardRowView.js'

type LeaderboardTableProps = {
  board: LeaderboardResult
  /** The value column's header. */
  metric: string
  /** True while another metric's board loads in place of this one. */
  busy: boolean
  signedIn: string | undefined
  titleId: string
  compact: boolean
  locale: string | undefined
  gateways: readonly string[] | undefined
  labels: LeaderboardLabels
}

const sameAddress = (a: string, b: string | undefined) => b !== undefined && a.toLowerCase() === b.toLowerCase()

/** The ranked rows as a table named by the title; the signed-in user's own row pinned in a second body when it is not among them. */
export function LeaderboardTable({ board, metric, busy, signedIn, titleId, compact, locale, gateways, labels }: LeaderboardTableProps) {
  const { rows, self, memberCount } = board
  const pinned = self && !rows.some((row) => sameAddress(row.address, self.address)) ? self : null
  const row = (item: (typeof rows)[number], pinnedRow: boolean) => (
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
  // A podium for the top three, where three are ranked above nothing (a board of zeros has no winners to crown).
  const podium = !compact && rows.length >= 3 && rows[2]!.value > 0 && rows[0]!.rank === 1
  return (
    <>
      {podium && <LeaderboardPodium rows={rows.slice(0, 3)} signedIn={signedIn} locale={locale} gateways={gateways} />}
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
        {pinned && <tbody className="ek-leaderboard__pinned">{row(pinned, true)}</tbody>}
      </table>
      {memberCount !== undefined && !compact && <p className="ek-leaderboard__count ek-muted">{labels.memberCount(memberCount)}</p>}
    </>
  )
}
