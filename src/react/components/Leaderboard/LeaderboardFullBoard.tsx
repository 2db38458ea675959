'use client'
import { useContext, useEffect, useId, useRef, useState } from 'react'
import { AppearanceContext } from '../../AppearanceContext.js'
import { useLeaderboard } from '../../hooks/useLeaderboard.js'
import { useEngagementContext } from '../../EngagementContext.js'
import { ensureStyles } from '../../styles/ensureStylesheet.js'
import type { LeaderboardQueryParameters } from '../../../query/leaderboard.js'
import { StatusView } from '../internal/StatusView.js'
import { loadErrorCause } from '../internal/loadErrorCause.js'
import type { LeaderboardLabels } from './LeaderboardLabels.js'
import { LeaderboardTable } from './LeaderboardTable.js'
import { splitBoard } from './splitBoard.js'
import styles from './LeaderboardFullBoard.css?raw'

/** Props of {@link LeaderboardFullBoard}. */
export type LeaderboardFullBoardProps = {
  /** The board's parameters (entity, metric, period, time zone, source…), without its limit. */
  params: Omit<LeaderboardQueryParameters, 'session' | 'limit'>
  /** Places per page: each "Show more" adds as many. */
  pageSize: number
  /** The most rows the board's source answers at once (a service board: 100). */
  maxRows: number
  /** The value column's header. */
  metric: string
  locale: string | undefined
  gateways: readonly string[] | undefined
  labels: LeaderboardLabels
  unstyled: boolean | undefined
  /** Called once the dialog has closed (Escape, the close button or a click on the backdrop). */
  onClose: () => void
}

/**
 * The whole board in a modal dialog (a native `<dialog>`): every ranked member from the first place, a page at a
 * time ("Show more"), the signed-in member highlighted, then how many are not ranked yet. Loaded on demand, when
 * "See all" is first pressed. Escape closes it; the caller returns the focus to its opener.
 */
export default function LeaderboardFullBoard({ params, pageSize, maxRows, metric, locale, gateways, labels, unstyled, onClose }: LeaderboardFullBoardProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { nonce } = useContext(AppearanceContext)
  const signedIn = useEngagementContext().session?.address
  const [pages, setPages] = useState(1)
  const limit = Math.min(maxRows, pageSize * pages)
  const board = useLeaderboard({ ...params, limit, query: { placeholderData: (previous) => previous } })

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!unstyled) ensureStyles(dialog, nonce, styles)
    dialog.querySelector<HTMLElement>('.ek-leaderboard-full__close')?.focus()
    // Modal where the platform has it (focus stays inside, the page behind is inert, Escape cancels it); elsewhere
    // open in place, Escape heard by the document, wherever the focus went (a "Show more" that is gone).
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal()
      return
    }
    dialog.setAttribute('open', '')
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current()
    }
    const doc = dialog.ownerDocument
    doc.addEventListener('keydown', onKey)
    return () => doc.removeEventListener('keydown', onKey)
  }, [nonce, unstyled])

  const close = () => {
    const dialog = ref.current
    if (dialog && typeof dialog.close === 'function' && dialog.open) dialog.close()
    onClose()
  }
  const closeRef = useRef(close)
  closeRef.current = close

  let content
  if (board.isError) {
    content = <StatusView state="error" message={labels.error} cause={loadErrorCause(board.error, labels)} retryLabel={labels.retry} onRetry={() => void board.refetch()} />
  } else if (!board.data) {
    content = <StatusView state="loading" label={labels.loading} />
  } else {
    const layout = splitBoard(board.data, { podium: false, signedIn, limit })
    const canGrow = layout.more && limit < maxRows
    content = (
      <>
        <LeaderboardTable rows={layout.rows} pinned={layout.pinned} gap={layout.gap} metric={metric} busy={board.isPlaceholderData} signedIn={signedIn} titleId={titleId} compact={false} locale={locale} gateways={gateways} labels={labels} />
        <div className="ek-leaderboard-full__footer">
          {layout.notRanked > 0 && <p className="ek-leaderboard__count ek-muted">{labels.notRanked(layout.notRanked)}</p>}
          {canGrow && (
            <button type="button" className="ek-button" data-variant="secondary" aria-busy={board.isFetching || undefined} onClick={() => setPages((count) => count + 1)}>
              {labels.showMore}
            </button>
          )}
        </div>
      </>
    )
  }

  return (
    <dialog
      ref={ref}
      className="ek-leaderboard-full"
      aria-labelledby={titleId}
      // Escape: the platform's cancel, or the key itself where dialogs are not modal.
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        close()
      }}
      // A click on the backdrop (the dialog itself, outside its panel) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <div className="ek-leaderboard-full__panel">
        <div className="ek-leaderboard-full__header">
          <h2 id={titleId} className="ek-leaderboard-full__title">
            {labels.title}
          </h2>
          <button type="button" className="ek-button ek-leaderboard-full__close" data-variant="ghost" data-size="small" onClick={close}>
            {labels.close}
          </button>
        </div>
        <div className="ek-leaderboard-full__scroll">{content}</div>
      </div>
    </dialog>
  )
}
