'use client'
import type { MetricsPanelSort } from './MetricsPanelSort.js'

type SortHeaderProps = {
  column: 'name' | 'value'
  label: string
  sort: MetricsPanelSort
  sortable: boolean
  onSort: (column: 'name' | 'value') => void
  className: string
}

/** A column header; when sortable, a button that toggles the order, with `aria-sort` on the header. */
export function SortHeader({ column, label, sort, sortable, onSort, className }: SortHeaderProps) {
  const direction = sort?.key === column ? sort.direction : undefined
  if (!sortable) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    )
  }
  return (
    <th scope="col" className={className} aria-sort={direction ?? 'none'}>
      <button type="button" className="ek-metrics-panel__sort" data-state={direction ?? 'none'} onClick={() => onSort(column)}>
        {label}
        <span className="ek-metrics-panel__sort-icon" aria-hidden="true">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  )
}
