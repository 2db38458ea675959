import { StatusView } from './StatusView.js'

/** A loading state of rows (a name and a short value each), indented by depth: a table's or a tree's shape. */
export function RowsSkeleton({ label, rows }: { label: string; rows: readonly (readonly [depth: number, width: string])[] }) {
  return (
    <StatusView state="loading" label={label}>
      {rows.map(([depth, width], index) => (
        <span key={index} className="ek-skeleton-row" style={{ paddingInlineStart: depth * 20 }} aria-hidden="true">
          <span className="ek-skeleton" style={{ width }} />
          <span className="ek-skeleton" style={{ width: 48 }} />
        </span>
      ))}
    </StatusView>
  )
}
