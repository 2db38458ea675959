'use client'
import { lazy, Suspense, useRef, useState } from 'react'
import type { LeaderboardResult } from '../../../core/leaderboard/types.js'
import type { LeaderboardQueryParameters } from '../../../query/leaderboard.js'
import type { LeaderboardLabels } from './LeaderboardLabels.js'
import { LeaderboardPodium } from './LeaderboardPodium.js'
import { LeaderboardTable } from './LeaderboardTable.js'
import { splitBoard } from './splitBoard.js'

// The full board is code only "See all" needs: fetched the first time it is pressed.
const LeaderboardFullBoard = lazy(() => import('./LeaderboardFullBoard.js'))

type LeaderboardBoardProps = {
  board: LeaderboardResult
  /** The board's parameters, for the full board "See all" opens. */
  params: Omit<LeaderboardQueryParameters, 'session' | 'limit'>
  /** Members shown in all, the podium's included. */
  limit: number
  /** The most rows a page of the full board may ask (100 from a service board). */
  maxRows: number
  /** The value column's header. */
  metric: string
  busy: boolean
  signedIn: string | undefined
  titleId: string
  compact: boolean
  locale: string | undefined
  gateways: readonly string[] | undefined
  unstyled: boolean | undefined
  labels: LeaderboardLabels
}

/**
 * A loaded board: the podium (the first three ranked, empty steps where fewer are), the table from the fourth place,
 * the signed-in member pinned below after a gap marker, how many are ranked and not ranked yet, and "See all".
 */
export function LeaderboardBoard({ board, params, limit, maxRows, metric, busy, signedIn, titleId, compact, locale, gateways, unstyled, labels }: LeaderboardBoardProps) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const layout = splitBoard(board, { podium: !compact, signedIn, limit })
  const counts = [
    layout.rankedCount !== undefined && !compact ? labels.memberCount(layout.rankedCount) : undefined,
    layout.notRanked > 0 ? labels.notRanked(layout.notRanked) : undefined,
  ].filter((text): text is string => text !== undefined)
  return (
    <>
      {!compact && <LeaderboardPodium rows={layout.podium} metric={metric} signedIn={signedIn} locale={locale} gateways={gateways} labels={labels} />}
      {(layout.rows.length > 0 || layout.pinned) && (
        <LeaderboardTable rows={layout.rows} pinned={layout.pinned} gap={layout.gap} metric={metric} busy={busy} signedIn={signedIn} titleId={titleId} compact={compact} locale={locale} gateways={gateways} labels={labels} />
      )}
      {(counts.length > 0 || layout.more) && (
        <div className="ek-leaderboard__footer">
          {counts.length > 0 && <p className="ek-leaderboard__count ek-muted">{counts.join(' · ')}</p>}
          {layout.more && (
            <button ref={opener} type="button" className="ek-button ek-leaderboard__see-all" data-variant="secondary" data-size="small" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
              {labels.seeAll}
            </button>
          )}
        </div>
      )}
      {open && (
        <Suspense fallback={null}>
          <LeaderboardFullBoard
            params={params}
            pageSize={25}
            maxRows={maxRows}
            metric={metric}
            locale={locale}
            gateways={gateways}
            labels={labels}
            unstyled={unstyled}
            onClose={() => {
              setOpen(false)
              opener.current?.focus()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
