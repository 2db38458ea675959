'use client'
import { useCallback, useRef, type RefObject } from 'react'
import type { MetricsPanelLabels } from './MetricsPanelLabels.js'
import { MetricsPanelRow } from './MetricsPanelRow.js'
import type { MetricsPanelSort } from './MetricsPanelSort.js'
import type { MetricRow } from './metricRows.js'
import { SortHeader } from './SortHeader.js'
import { useOverflow } from './useOverflow.js'

type MetricsTableProps = {
  rows: readonly MetricRow[]
  total: number
  titleId: string
  sort: MetricsPanelSort
  sortable: boolean
  onSort: (column: 'name' | 'value') => void
  onIncrement: ((ref: string, name: string, amount: number) => void) | undefined
  amount: number
  failed: ReadonlySet<string>
  locale: string | undefined
  labels: MetricsPanelLabels
  onShowMore: (() => void) | undefined
  moreCount: number
  buttons: RefObject<Map<string, HTMLButtonElement>>
}

/** The metrics as a table in a scroll area (focusable once it scrolls), with a "show more" for long lists. */
export function MetricsTable({ rows, total, titleId, sort, sortable, onSort, onIncrement, amount, failed, locale, labels, onShowMore, moreCount, buttons }: MetricsTableProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const scrolls = useOverflow(scroller)
  const registerButton = useCallback(
    (ref: string, element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(ref, element)
      else buttons.current.delete(ref)
    },
    [buttons],
  )
  const showActions = onIncrement !== undefined
  return (
    <>
      <div
        ref={scroller}
        className="ek-metrics-panel__scroller"
        {...(scrolls ? { role: 'region', tabIndex: 0, 'aria-labelledby': titleId } : {})}
      >
        <table className="ek-metrics-panel__table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <SortHeader column="name" label={labels.metricColumn} sort={sort} sortable={sortable} onSort={onSort} className="ek-metrics-panel__head-name" />
              <SortHeader column="value" label={labels.valueColumn} sort={sort} sortable={sortable} onSort={onSort} className="ek-metrics-panel__head-value" />
              {showActions && (
                <th scope="col" className="ek-metrics-panel__head-actions">
                  <span className="ek-visually-hidden">{labels.actionsColumn}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <MetricsPanelRow
                key={row.key}
                metricRef={row.ref}
                name={row.name}
                description={row.description}
                value={row.value}
                onIncrement={onIncrement}
                amount={amount}
                showActions={showActions}
                failed={failed.has(row.ref)}
                locale={locale}
                labels={labels}
                registerButton={registerButton}
              />
            ))}
          </tbody>
        </table>
      </div>
      {onShowMore && (
        <div className="ek-metrics-panel__more">
          <span className="ek-muted">{labels.shownCount(rows.length, total)}</span>
          <button type="button" className="ek-button" data-variant="secondary" onClick={onShowMore}>
            {labels.showMore(moreCount)}
          </button>
        </div>
      )}
    </>
  )
}
